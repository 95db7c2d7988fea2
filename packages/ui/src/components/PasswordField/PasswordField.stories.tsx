import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { PasswordField } from './PasswordField';
import { passwordAutoCompletes } from './PasswordField.css';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password', autoComplete: 'current-password', defaultValue: 'S3cretPass' },
  argTypes: { autoComplete: { control: 'inline-radio', options: passwordAutoCompletes } },
  decorators: [
    (Story) => (
      <Box style={{ maxInlineSize: 360 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Starts shown, so the toggle offers to hide it. */
export const Visible: Story = { args: { defaultVisible: true } };

export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    defaultValue: '',
    required: true,
    hint: 'At least 8 characters with an upper-case letter, a lower-case letter and a number',
  },
};

export const WithError: Story = {
  args: { defaultValue: 'short', error: 'Password must be at least 8 characters long' },
};

export const Disabled: Story = { args: { disabled: true } };
