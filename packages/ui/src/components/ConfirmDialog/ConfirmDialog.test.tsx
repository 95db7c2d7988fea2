import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog with the library labels, focusing Cancel first', () => {
    renderWithUI(
      <ConfirmDialog defaultOpen title="Cancel withdrawal request?" message="The amount returns to your wallet." onConfirm={vi.fn()} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel withdrawal request?' });
    expect(dialog).toHaveAccessibleDescription('The amount returns to your wallet.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('Cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderWithUI(
      <ConfirmDialog defaultOpen title="Remove phone number?" message="x" onConfirm={onConfirm} onOpenChange={onOpenChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows loading while the promise is pending, then closes on success and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const work = deferred();
    renderWithUI(
      <ConfirmDialog
        tone="danger"
        title="Remove phone number?"
        message="You will need to verify a number again before investing."
        confirmLabel="Remove"
        trigger={<Button>Remove phone</Button>}
        onConfirm={() => work.promise}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Remove phone' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    const confirm = screen.getByRole('button', { name: /Remove/ , busy: true });
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape does not abandon a request in flight.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    work.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('stays open and shows the error when the promise rejects; a retry can succeed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(undefined);
    renderWithUI(<ConfirmDialog defaultOpen title="Cancel withdrawal request?" message="x" onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('uses the app’s error text when given', async () => {
    renderWithUI(
      <ConfirmDialog
        defaultOpen
        title="t"
        message="m"
        onConfirm={() => Promise.reject(new Error('Your wallet balance is insufficient'))}
        errorMessage={(error) => (error instanceof Error ? error.message : 'failed')}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your wallet balance is insufficient');
  });

  it('speaks Arabic by default in an RTL locale', () => {
    renderWithUI(<ConfirmDialog defaultOpen title="إلغاء طلب السحب؟" message="x" onConfirm={vi.fn()} />, { locale: 'ar' });
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تأكيد' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog').closest('[data-sahm-portal]')).toHaveAttribute('dir', 'rtl');
  });

  it('has no axe violations, also with an error shown', async () => {
    renderWithUI(<ConfirmDialog defaultOpen title="Remove?" message="x" onConfirm={() => Promise.reject(new Error('x'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('alert');
    await expectNoAxeViolations(screen.getByRole('alertdialog').closest('[data-sahm-portal]')!);
  });
});
