import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { Field } from './Field';
import { fieldLayouts } from './Field.css';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  // A control the library does not have, framed like every other field.
  args: {
    label: 'Passport photo',
    hint: 'JPG or PNG, up to 5 MB',
    required: true,
    // `font: inherit` so the native button is drawn in the theme's font, not the machine's.
    children: (control) => <input type="file" accept="image/png, image/jpeg" required style={{ font: 'inherit' }} {...control} />,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: fieldLayouts },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <Box style={{ maxInlineSize: 420 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A native file picker with the library's label, required star and hint. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Passport photo/);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription('JPG or PNG, up to 5 MB');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The error marks the control invalid, follows the hint in its description, and is announced. */
export const WithError: Story = {
  args: { error: 'Upload a photo of your passport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Passport photo/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('JPG or PNG, up to 5 MB Upload a photo of your passport');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload a photo of your passport');
  },
};

/** Inline: the control at the reading start and the label beside it; hint and error line up with the label text. */
export const Inline: Story = {
  args: {
    layout: 'inline',
    label: 'Email me when new properties are listed',
    hint: 'At most one email a week',
    required: false,
    children: (control) => <input type="checkbox" {...control} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Email me when new properties are listed' });
    await userEvent.click(canvas.getByText('Email me when new properties are listed'));
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription('At most one email a week');
  },
};

/** A group of inputs is named by the label through aria-labelledby, and described by the hint and the error. */
export const Group: Story = {
  args: {
    group: true,
    label: 'Payment method',
    hint: 'The amount is taken when you confirm',
    error: 'Choose how to pay',
    required: false,
    // A radiogroup takes the whole wiring itself (radios do not support aria-invalid).
    children: (control) => (
      <Stack role="radiogroup" {...control} gap="xs">
        {['Wallet', 'FastPay', 'Card'].map((method) => (
          <label key={method}>
            <input type="radio" name="payment-method" value={method} /> {method}
          </label>
        ))}
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Payment method' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('The amount is taken when you confirm Choose how to pay');
    const wallet = canvas.getByRole('radio', { name: 'Wallet' });
    await userEvent.click(wallet);
    await expect(wallet).toBeChecked();
  },
};
