import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon/Icon';
import { Box } from '../Box/Box';
import { TextField } from './TextField';
import { textFieldInputModes, textFieldTypes } from './TextField.css';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Full name', type: 'text' },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
    inputMode: { control: 'select', options: [undefined, ...textFieldInputModes] },
    leading: { control: 'select', options: [undefined, ...iconNames] },
  },
  decorators: [
    (Story) => (
      <Box style={{ maxInlineSize: 360 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Sara');
    await expect(input).toHaveValue('Sara');
  },
};

export const WithHint: Story = {
  args: { label: 'Email', type: 'email', hint: 'We send the verification code here', leading: 'mail', autoComplete: 'email' },
};

export const Required: Story = { args: { label: 'Mobile number', type: 'tel', inputMode: 'tel', leading: 'phone', required: true } };

export const WithError: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'sara@', hint: 'We send the verification code here', error: 'Please enter valid email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('We send the verification code here Please enter valid email');
  },
};

/** The message appears as the value changes and is announced (role="alert"). */
export const LiveValidation: Story = {
  args: { label: 'Full name' },
  render: function Render(args) {
    const [value, setValue] = useState('');
    const error = value.length > 0 && value.length < 3 ? 'Name must be at least 3 characters' : undefined;
    return <TextField {...args} value={value} onChange={(e) => setValue(e.target.value)} error={error} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Sa');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Name must be at least 3 characters');
    await userEvent.type(canvas.getByRole('textbox'), 'ra');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Numeric: Story = { args: { label: 'Amount', inputMode: 'numeric', defaultValue: '100,000', leading: 'wallet' } };

export const Disabled: Story = { args: { label: 'City', defaultValue: 'Erbil', disabled: true } };
