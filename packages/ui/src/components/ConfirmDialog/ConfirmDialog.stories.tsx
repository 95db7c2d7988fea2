import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmTones } from './ConfirmDialog.css';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Cancel withdrawal request?',
    message: 'Your request to withdraw 250,000 IQD will be cancelled and the amount returned to your balance.',
    confirmLabel: 'Cancel request',
    cancelLabel: 'Keep request',
    tone: 'danger',
    defaultOpen: true,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmTones } },
  parameters: { visual: { viewport: true } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Confirming cancels a withdrawal request (spec: cancellation needs a confirmation). */
export const CancelWithdrawal: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('button', { name: 'Keep request' })).toHaveFocus();
    await userEvent.click(body.getByRole('button', { name: 'Cancel request' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const RemovePhoneNumber: Story = {
  args: {
    title: 'Remove phone number?',
    message: 'You will need to add and verify a phone number again before you can invest.',
    confirmLabel: 'Remove',
    cancelLabel: undefined,
  },
};

/** Default tone with the library's own Confirm / Cancel labels. */
export const DefaultLabels: Story = {
  args: { tone: 'default', confirmLabel: undefined, cancelLabel: undefined, title: 'Send withdrawal request?' },
};

/** While onConfirm's promise is pending, the confirm button shows loading and nothing else can be pressed. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Cancel request' }));
    await expect(body.getByRole('button', { name: /Cancel request/, busy: true })).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Keep request' })).toBeDisabled();
  },
};

/** A rejected onConfirm keeps the dialog open and shows the error. */
export const Failed: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Cancel request' }));
    await expect(await body.findByRole('alert')).toBeVisible();
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
  },
};

export const WithTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button variant="secondary">Cancel withdrawal</Button> },
  parameters: { visual: { viewport: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel withdrawal' }));
    await expect(await page(canvasElement).findByRole('alertdialog', { name: 'Cancel withdrawal request?' })).toBeVisible();
  },
};
