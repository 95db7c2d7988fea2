import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Alert } from './Alert';
import { alertTones } from './Alert.css';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Your identity documents are being checked. This usually takes one working day.' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  decorators: [
    (Story) => (
      <Box style={{ maxInlineSize: 480 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Polite (role="status"): read when the reader is free. */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Information Your identity documents are being checked.');
  },
};

/** A failed sign-in: announced at once (role="alert"). */
export const Critical: Story = {
  args: { tone: 'critical', children: 'The e-mail or password is not correct' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error The e-mail or password is not correct');
  },
};

export const WithTitle: Story = {
  args: {
    tone: 'warning',
    title: 'Your wallet balance is low',
    children: 'Deposit at least 100,000 IQD to buy tokens of this property.',
  },
};

/** Every tone, with a message long enough to wrap under the first line, beside the icon. */
export const Tones: Story = {
  render: () => (
    <Stack gap="sm">
      {alertTones.map((tone) => (
        <Alert key={tone} tone={tone} title={`${tone[0]?.toUpperCase()}${tone.slice(1)}`}>
          Rent for March was paid into your wallet on the first working day of the month.
        </Alert>
      ))}
    </Stack>
  ),
};

/** Kept mounted while empty, then filled in: the message is announced, and the empty region took no room. */
export const FilledLater: Story = {
  render: function Render() {
    const [sent, setSent] = useState(false);
    return (
      <Stack gap="md">
        <Alert tone="success">{sent ? 'Your message was sent. We answer within one working day.' : null}</Alert>
        <div>
          <Button onClick={() => setSent(true)}>Send</Button>
        </div>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('status')).toBe(region);
    await expect(region).toHaveTextContent('Your message was sent.');
  },
};
