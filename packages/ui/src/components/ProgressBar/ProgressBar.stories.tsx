import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { ProgressBar } from './ProgressBar';
import { progressTones } from './ProgressBar.css';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Funded', value: 62.5 },
  argTypes: {
    tone: { control: 'inline-radio', options: [undefined, ...progressTones] },
    value: { control: { type: 'range', min: 0, max: 100, step: 0.25 } },
  },
  decorators: [
    (Story) => (
      <Box style={{ maxInlineSize: 320 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Partly funded: the fill starts at the reading start (the right in Arabic). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Funded' });
    await expect(bar).toHaveAttribute('aria-valuenow', '62.5');
  },
};

/** 100.00 shows as 100 and turns the success colour. */
export const Complete: Story = {
  args: { value: 100.0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100%');
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Values: Story = {
  render: (args) => (
    <Stack gap="lg">
      {[0, 7.456, 33.3, 99.99, 100].map((value) => (
        <ProgressBar key={value} {...args} value={value} />
      ))}
    </Stack>
  ),
};
