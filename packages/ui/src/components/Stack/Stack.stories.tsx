import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Box } from '../Box/Box';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { direction: 'row', gap: 'md' },
  argTypes: {
    direction: { control: 'inline-radio', options: ['row', 'column'] },
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
  },
  render: (args) => (
    <Stack {...args}>
      <Box padding="md" backgroundColor="muted" borderRadius="md">1</Box>
      <Box padding="md" backgroundColor="muted" borderRadius="md">2</Box>
      <Box padding="md" backgroundColor="accent" borderRadius="md">
        <Badge tone="success">3</Badge>
      </Box>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A row runs from the reading start: left to right in English, right to left in Arabic. */
export const Row: Story = {};
export const Column: Story = { args: { direction: 'column', gap: 'sm' } };
