import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { CountUp } from './CountUp';
import { countUpSizes } from './CountUp.css';

/**
 * Counts up once scrolled into view. The story and visual suites emulate
 * reduced motion, so every capture shows the final figure.
 */
const meta = {
  title: 'Primitives/CountUp',
  component: CountUp,
  args: { value: 151, prefix: '$', suffix: 'M', size: 'display', durationMs: 3000 },
  argTypes: { size: { control: 'inline-radio', options: countUpSizes } },
} satisfies Meta<typeof CountUp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Reduced motion is emulated here: the drawn figure is already final, and the read one always is.
    const [drawn, read] = within(canvasElement).getAllByText('$151M');
    await expect(drawn).toHaveAttribute('aria-hidden', 'true');
    await expect(read).not.toHaveAttribute('aria-hidden');
  },
};

/** The About page's three figures (spec.md §9). Labels come from the app. */
export const AboutStats: Story = {
  render: (args) => (
    <Stack direction="row" gap="xxl" flexWrap="wrap">
      <Stack gap="xs">
        <CountUp {...args} value={151} prefix="$" suffix="M" />
        <span>Property value</span>
      </Stack>
      <Stack gap="xs">
        <CountUp {...args} value={40} prefix="" suffix="M" />
        <span>Dinars in rent paid</span>
      </Stack>
      <Stack gap="xs">
        <CountUp {...args} value={371} prefix="" suffix="" />
        <span>Investors</span>
      </Stack>
    </Stack>
  ),
};

/** Inherits the surrounding text size. */
export const Inline: Story = {
  args: { value: 1250000, prefix: '', suffix: '', size: 'inherit' },
  render: (args) => (
    <p>
      Investors so far: <CountUp {...args} />
    </p>
  ),
};
