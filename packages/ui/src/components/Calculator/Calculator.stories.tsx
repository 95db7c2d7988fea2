import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Calculator, type CalculatorInput } from './Calculator';

const meta = {
  title: 'Product/Calculator',
  component: Calculator,
  args: { onChange: fn() },
} satisfies Meta<typeof Calculator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The domain defaults: 100,000 IQD, 30% growth, 10% rent. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rent = canvas.getByRole('slider', { name: 'Annual rental return' });
    rent.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 100_000, growthPercent: 30, rentalRatePercent: 10.5 });

    const field = canvas.getByRole('textbox', { name: 'Amount in Iraqi dinar' });
    await userEvent.clear(field);
    await userEvent.type(field, '٢٥٠٠٠٠{Enter}');
    await expect(field).toHaveValue('300,000');
    await expect(canvas.getByRole('slider', { name: 'Investment amount' })).toHaveAttribute('aria-valuenow', '300000');
  },
};

/** Starting from other inputs (uncontrolled). */
export const LargeInvestment: Story = {
  args: { defaultValue: { amount: 25_000_000, growthPercent: 45, rentalRatePercent: 7.5 } },
};

/** The parent owns the inputs, e.g. to keep them in the URL. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<CalculatorInput>({ amount: 1_000_000, growthPercent: 20, rentalRatePercent: 8 });
    return (
      <Calculator
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('slider', { name: 'Property value growth over five years' }).focus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('slider', { name: 'Property value growth over five years' })).toHaveAttribute('aria-valuenow', '1');
  },
};

/**
 * At phone width (container ≤ 576px) the controls stack, long column headers wrap and the cells hold plain
 * numbers, so even the largest sums fit with the total in view; the table's region stays focusable for
 * screens narrower still.
 */
export const Narrow: Story = {
  args: { defaultValue: { amount: 100_000_000, growthPercent: 100, rentalRatePercent: 15 } },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 340 }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Estimated returns by year' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    region.focus();
    await expect(region).toHaveFocus();
  },
};
