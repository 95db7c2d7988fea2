import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Badge } from './Badge';
import { badgeTones } from './Badge.css';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Pending', tone: 'warning' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack direction="row" gap="sm" flexWrap="wrap">
      <Badge tone="neutral">Canceled</Badge>
      <Badge tone="accent">Hot</Badge>
      <Badge tone="success" icon="success">Completed</Badge>
      <Badge tone="warning" icon="clock">Pending</Badge>
      <Badge tone="danger" icon="error">Failed</Badge>
    </Stack>
  ),
};
