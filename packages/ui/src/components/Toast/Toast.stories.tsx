import { vars } from '@sahm/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Toast, ToastProvider, useToast } from './Toast';
import { toastTones } from './Toast.css';

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  args: {
    tone: 'success',
    message: 'You have successfully bought tokens',
    // Stays up for the screenshot; the real default is 3000 ms.
    durationMs: Infinity,
  },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  decorators: [
    // One provider (one Notifications landmark); a story may name the bar its toasts keep clear of.
    (Story, { parameters }) => (
      <ToastProvider clearOf={(parameters as { clearOf?: string }).clearOf}>
        <Story />
      </ToastProvider>
    ),
  ],
  // The viewport is fixed to the top corner at the reading end, so the page is captured.
  parameters: { visual: { viewport: true } },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const region = await page(canvasElement).findByRole('region', { name: /Notifications|الإشعارات/ });
    await expect(within(region).getByText('You have successfully bought tokens')).toBeVisible();
  },
};

export const Error: Story = {
  args: { tone: 'error', title: 'Payment failed', message: 'Server error! Please try again.' },
};

export const Info: Story = { args: { tone: 'info', message: 'Withdraw Request sent to the Admin' } };

export const Warning: Story = {
  args: { tone: 'warning', message: 'Unfortunately you have spent all your attempts for today' },
};

/**
 * With `clearOf` naming the page's sticky header, toasts start below it, so
 * the header's buttons (Login, Sign up) stay visible and clickable.
 */
export const BelowTheHeader: Story = {
  args: { tone: 'error', message: 'Incorrect email or password' },
  parameters: { clearOf: '[data-story-header]' },
  render: (args) => (
    <>
      <header
        data-story-header=""
        style={{ position: 'sticky', insetBlockStart: 0, borderBlockEnd: `1px solid ${vars.color.border}`, backgroundColor: vars.color.surfaceRaised }}
      >
        <Stack direction="row" alignItems="center" justifyContent="space-between" gap="sm" padding="md">
          <strong>Sahm</strong>
          <Stack direction="row" gap="sm">
            <Button variant="secondary">Login</Button>
            <Button>Sign up</Button>
          </Stack>
        </Stack>
      </header>
      <Toast {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const header = canvasElement.ownerDocument.querySelector('[data-story-header]')!;
    const toast = (await body.findByText('Incorrect email or password')).closest('li')!;
    await waitFor(() => expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom));
  },
};

/** Several at once stack under each other. */
export const Stacked: Story = {
  render: (args) => (
    <>
      <Toast {...args} tone="success" message="Profile details updated successfully" />
      <Toast {...args} tone="error" title="Payment failed" message="Your wallet balance is insufficient" />
      <Toast {...args} tone="info" message="Bid request accepted" />
    </>
  ),
};

function ShowButtons() {
  const { show } = useToast();
  return (
    <Stack direction="row" gap="sm" flexWrap="wrap">
      <Button onClick={() => show({ tone: 'success', message: 'Your mobile number has been verified' })}>Show success</Button>
      <Button variant="danger" onClick={() => show({ tone: 'error', message: 'Server error! Please try again.' })}>
        Show error
      </Button>
      <Button variant="secondary" onClick={() => show({ tone: 'info', message: 'Withdraw Request sent to the Admin' })}>
        Show info
      </Button>
      <Button variant="ghost" onClick={() => show({ tone: 'warning', message: 'Your wallet balance is insufficient' })}>
        Show warning
      </Button>
    </Stack>
  );
}

/** `useToast().show()` from buttons; each closes after 3000 ms unless hovered or focused. */
export const Interactive: Story = {
  render: () => <ShowButtons />,
  parameters: { visual: { viewport: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const body = page(canvasElement);
    await expect(await body.findByText('Your mobile number has been verified')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: /Dismiss|تجاهل/ }));
    await waitFor(() => expect(body.queryByText('Your mobile number has been verified')).toBeNull());
  },
};
