import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useUI } from '../../provider/UIProvider';
import { Box } from '../Box/Box';
import { Slider, type SliderProps } from './Slider';

/** Formats with the toolbar locale's digits, as an app would. */
function LocalisedSlider({ unit, ...props }: SliderProps & { unit: 'percent' | 'money' }) {
  const { format } = useUI();
  const formatValue = unit === 'percent' ? (v: number) => format.percent(v, Number.isInteger(v) ? 0 : 1) : format.money;
  return <Slider {...props} formatValue={formatValue} />;
}

const meta = {
  title: 'Primitives/Slider',
  component: Slider,
  args: { label: 'Annual rental return', min: 1, max: 15, step: 0.5, defaultValue: 10, onValueChange: fn() },
  decorators: [
    (Story) => (
      <Box style={{ maxInlineSize: 420 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <LocalisedSlider {...args} unit="percent" />,
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Annual rental return' });
    slider.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(10.5);
    await userEvent.keyboard('{ArrowDown}');
    await expect(slider).toHaveAttribute('aria-valuenow', '10');
  },
};

/** An IQD amount shown with the locale's digits and symbol. */
export const Money: Story = {
  args: { label: 'Investment amount', min: 100_000, max: 100_000_000, step: 100_000, defaultValue: 2_500_000 },
  render: (args) => <LocalisedSlider {...args} unit="money" />,
};

/** The parent owns the value; the text below follows the thumb. */
export const Controlled: Story = {
  args: { label: 'Five-year value growth', min: 1, max: 100, step: 1 },
  render: function Render(args) {
    const [value, setValue] = useState(30);
    return (
      <LocalisedSlider
        {...args}
        unit="percent"
        value={value}
        onValueChange={(v) => {
          setValue(v);
          args.onValueChange?.(v);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider');
    slider.focus();
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    await userEvent.keyboard('{PageUp}');
    await expect(slider).toHaveAttribute('aria-valuenow', '11');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => <LocalisedSlider {...args} unit="percent" />,
};
