import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/**
 * A badge in a column (a card's, a stack's) keeps its words' width instead
 * of being stretched across it, as a status above a card's title is.
 */
export const InAColumn: Story = {
  render: () => (
    <Stack gap="sm" style={{ inlineSize: 320 }} data-testid="column">
      <Badge tone="success" icon="success">
        Verified
      </Badge>
      <Badge tone="warning" icon="clock">
        Waiting for review
      </Badge>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('column').getBoundingClientRect();
    for (const name of ['Verified', 'Waiting for review']) {
      const badge = within(canvasElement).getByText(name).getBoundingClientRect();
      await expect(badge.width).toBeLessThan(column.width / 2);
    }
  },
};
