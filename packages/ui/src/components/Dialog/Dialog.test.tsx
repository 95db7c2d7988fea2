import { lightTheme } from '@sahm/tokens';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Button } from '../Button/Button';
import { ToastProvider, useToast } from '../Toast/Toast';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger, traps focus, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderWithUI(
      <Dialog
        title="Withdraw funds"
        description="The amount stays blocked until you collect it."
        trigger={<Button>Withdraw</Button>}
        footer={<Button>Send request</Button>}
      >
        <p>Body</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Withdraw' });
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Withdraw funds' });
    expect(dialog).toHaveAccessibleDescription('The amount stays blocked until you collect it.');
    const close = screen.getByRole('button', { name: 'Close' });
    const send = screen.getByRole('button', { name: 'Send request' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Tab cycles inside the dialog and never reaches the page behind it.
    close.focus();
    await user.tab();
    expect(send).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes from the close button and reports it when controlled; focus goes back to the opener', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Remove phone</Button>
          <Dialog
            title="Remove phone number"
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
          >
            <p>Body</p>
          </Dialog>
        </>
      );
    }
    renderWithUI(<Harness />);
    const opener = screen.getByRole('button', { name: 'Remove phone' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Remove phone number' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('ignores Escape and the close button while not dismissible', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithUI(<Dialog title="Sending" defaultOpen dismissible={false} onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sending' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('renders its portal inside the theme, direction and language of the provider (Arabic)', () => {
    const { container } = renderWithUI(<Dialog title="سحب الأموال" defaultOpen />, { locale: 'ar' });
    const dialog = screen.getByRole('dialog', { name: 'سحب الأموال' });
    // Portalled outside the provider's root…
    expect(container).not.toContainElement(dialog);
    // …but into a wrapper that carries the same theme class, dir and lang.
    const host = dialog.closest('[data-sahm-portal]');
    expect(host).toHaveAttribute('dir', 'rtl');
    expect(host).toHaveAttribute('lang', 'ar-IQ');
    expect(host).toHaveClass(lightTheme);
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('removes its portal wrapper when unmounted', () => {
    const { unmount } = renderWithUI(<Dialog title="Gone" defaultOpen />);
    expect(document.querySelectorAll('[data-sahm-portal]')).toHaveLength(1);
    unmount();
    expect(document.querySelectorAll('[data-sahm-portal]')).toHaveLength(0);
  });

  it('has no axe violations when open', async () => {
    renderWithUI(
      <Dialog title="Withdraw funds" description="Blocked until collected." defaultOpen footer={<Button>Send</Button>}>
        <p>Body</p>
      </Dialog>,
    );
    await expectNoAxeViolations(screen.getByRole('dialog').closest('[data-sahm-portal]')!);
  });

  describe('with a toast shown while it is open', () => {
    /** A dialog whose button shows a toast, as the console's Approve does; a second dialog inside it. */
    function Harness({ dismissible = true }: { dismissible?: boolean }) {
      const [open, setOpen] = useState(false);
      const [inner, setInner] = useState(false);
      function Act() {
        const { show } = useToast();
        return <Button onClick={() => show({ tone: 'success', message: 'Identity approved' })}>Approve</Button>;
      }
      return (
        <ToastProvider durationMs={60_000}>
          <Button onClick={() => setOpen(true)}>Review</Button>
          <Dialog title="Identity verification request" open={open} onOpenChange={setOpen} dismissible={dismissible}>
            <Act />
            <Button onClick={() => setInner(true)}>Reject</Button>
            <Dialog title="Why is it rejected?" open={inner} onOpenChange={setInner}>
              <Button>Send</Button>
            </Dialog>
          </Dialog>
        </ToastProvider>
      );
    }

    it('closes on the first Escape; the toast stays to be read', async () => {
      const user = userEvent.setup();
      renderWithUI(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Review' }));
      await user.click(screen.getByRole('button', { name: 'Approve' }));
      expect(screen.getByText('Identity approved')).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByText('Identity approved')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Review' })).toHaveFocus();
    });

    it('keeps a dialog inside it, mounted with it, readable by assistive technology', async () => {
      const user = userEvent.setup();
      renderWithUI(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Review' }));
      await user.click(screen.getByRole('button', { name: 'Reject' }));
      // Its container was made as it opened, not with the outer dialog (which hides what was there before).
      expect(screen.getByRole('dialog', { name: 'Why is it rejected?' })).toContainElement(document.activeElement as HTMLElement);
      expect(screen.queryByRole('dialog', { name: 'Identity verification request' })).toBeNull();
    });

    it('closes only the innermost dialog, then the next on the next Escape', async () => {
      const user = userEvent.setup();
      renderWithUI(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Review' }));
      await user.click(screen.getByRole('button', { name: 'Approve' }));
      await user.click(screen.getByRole('button', { name: 'Reject' }));
      expect(screen.getByRole('dialog', { name: 'Why is it rejected?' })).toContainElement(document.activeElement as HTMLElement);

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Why is it rejected?' })).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Identity verification request' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByText('Identity approved')).toBeInTheDocument();
    });

    it('stays open while it may not be dismissed, and the toast stays too', async () => {
      const user = userEvent.setup();
      renderWithUI(<Harness dismissible={false} />);
      await user.click(screen.getByRole('button', { name: 'Review' }));
      await user.click(screen.getByRole('button', { name: 'Approve' }));
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(screen.getByText('Identity approved')).toBeInTheDocument();
    });

    it('leaves Escape to the toast when focus is in no dialog', async () => {
      const user = userEvent.setup();
      function Page() {
        const { show } = useToast();
        return <Button onClick={() => show({ tone: 'success', message: 'Saved' })}>Save</Button>;
      }
      renderWithUI(
        <ToastProvider durationMs={60_000}>
          <Page />
        </ToastProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByText('Saved')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByText('Saved')).toBeNull();
    });
  });
});
