import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OtpInput } from './OtpInput';

const otpLengths = [4, 6] as const;

const meta = {
  title: 'Product/OtpInput',
  component: OtpInput,
  args: { onChange: fn(), onComplete: fn() },
  argTypes: { length: { control: 'inline-radio', options: otpLengths } },
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, waiting for the SMS code. Typing moves along; the boxes read left to right in every language. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getAllByRole('textbox');
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('4821');
    await expect(boxes[4]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[3]).toHaveFocus();
    await expect(boxes[3]).toHaveValue('');
    await userEvent.keyboard('7');
    await userEvent.keyboard('59');
    await expect(args.onComplete).toHaveBeenCalledWith('482759');
  },
};

export const PartlyFilled: Story = { args: { defaultValue: '482' } };

export const Filled: Story = { args: { defaultValue: '482159' } };

/** A whole code pasted into any box fills them all; Arabic-Indic digits become ASCII. */
export const PasteArabicDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = within(canvasElement).getAllByRole('textbox');
    await userEvent.click(boxes[2]!);
    await userEvent.paste('١٢٣٤٥٦');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(boxes.map((b) => (b as HTMLInputElement).value).join('')).toBe('123456');
  },
};

/** The app's validation message (spec.md: "The OTP should be 6 numbers"). */
export const WithError: Story = {
  args: { defaultValue: '4821', error: 'The OTP should be 6 numbers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The OTP should be 6 numbers');
    await expect(canvas.getAllByRole('textbox')[0]).toHaveAccessibleDescription('The OTP should be 6 numbers');
  },
};

export const Disabled: Story = { args: { defaultValue: '482159', disabled: true } };

export const FourDigits: Story = { args: { length: 4, label: 'Email code' } };
