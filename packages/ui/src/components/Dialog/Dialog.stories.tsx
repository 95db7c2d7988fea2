import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { Stack } from '../Stack/Stack';
import { Dialog, DialogClose } from './Dialog';
import { dialogSizes } from './Dialog.css';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Withdraw funds',
    description: 'The amount stays blocked in your wallet until you collect it at a branch.',
    defaultOpen: true,
    size: 'md',
    onOpenChange: fn(),
    children: (
      <Stack gap="sm">
        <p style={{ margin: 0 }}>Available balance: 1,250,000 IQD</p>
        <p style={{ margin: 0 }}>Requests are reviewed by our team within two working days.</p>
      </Stack>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Not now</Button>
        </DialogClose>
        <Button>Send request</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
  },
  // Open dialogs live in a portal, so the page is captured.
  parameters: { visual: { viewport: true } },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Withdraw funds' });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Small: Story = { args: { size: 'sm', children: undefined } };

export const Large: Story = { args: { size: 'lg' } };

export const WithoutDescription: Story = { args: { description: undefined } };

export const WithoutFooter: Story = { args: { footer: undefined } };

/** Closed until its trigger is pressed; focus returns to the trigger on close. */
export const WithTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button>Withdraw</Button> },
  parameters: { visual: { viewport: false } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Withdraw' });
    await userEvent.click(trigger);
    await page(canvasElement).findByRole('dialog', { name: 'Withdraw funds' });
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/**
 * A select inside a dialog (the payment step of "Buy from an investor"): its list opens over the
 * dialog. It was drawn beneath it (menus stacked below dialogs), so there was nothing to pick.
 */
export const WithSelectOpen: Story = {
  args: {
    title: 'Buy from an investor',
    description: undefined,
    footer: undefined,
    children: (
      <Select
        label="Pay with"
        defaultOpen
        defaultValue="fastpay"
        options={[
          { value: 'wallet', label: 'Wallet' },
          { value: 'fastpay', label: 'FastPay' },
          { value: 'fib', label: 'FIB' },
          { value: 'card', label: 'Card' },
        ]}
      />
    ),
  },
  parameters: {
    // As Select's Open story: Radix hides the page behind the open list with aria-hidden but not
    // inert, and axe waives that only for role="dialog" (radix-ui/primitives#3822).
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    const listbox = await page(canvasElement).findByRole('listbox');
    for (const option of within(listbox).getAllByRole('option')) {
      const box = option.getBoundingClientRect();
      const hit = canvasElement.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      await expect(option.contains(hit), `${option.textContent} is on top where it is drawn`).toBe(true);
    }
  },
};
