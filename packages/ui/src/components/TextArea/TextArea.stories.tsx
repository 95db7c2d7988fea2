import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Message' },
  decorators: [
    (Story) => (
      <Box style={{ maxInlineSize: 420 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'First line{enter}Second line');
    await expect(textarea).toHaveValue('First line\nSecond line');
  },
};

export const WithHint: Story = { args: { hint: 'Tell us how we can help; we answer within one working day', required: true } };

export const WithError: Story = {
  args: { defaultValue: 'Hi', hint: 'At least 10 characters', error: 'Please write at least 10 characters', required: true },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: /Message/ });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('At least 10 characters Please write at least 10 characters');
  },
};

export const Disabled: Story = { args: { defaultValue: 'Sent', disabled: true } };
