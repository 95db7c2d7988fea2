import { useState, type ReactElement, type ReactNode } from 'react';
import { useUI } from '../../provider/UIProvider';
import { Button } from '../Button/Button';
import { Dialog, type DialogSize } from '../Dialog/Dialog';
import { useControllableOpen } from '../Dialog/useControllableOpen';
import { Icon } from '../Icon/Icon';
import * as styles from './ConfirmDialog.css';

export type ConfirmTone = (typeof styles.confirmTones)[number];

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What will happen, e.g. "Your withdrawal request of 250,000 IQD will be cancelled." */
  message: ReactNode;
  /** Defaults to the library's "Confirm". */
  confirmLabel?: string;
  /** Defaults to the library's "Cancel". */
  cancelLabel?: string;
  /** `danger` for destructive actions: the confirm button turns red. */
  tone?: ConfirmTone;
  /**
   * Runs on confirm. If it returns a promise the confirm button shows loading
   * until it settles; on rejection the dialog stays open and shows the error.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Text for a failed confirm; defaults to the library's generic error. */
  errorMessage?: (error: unknown) => ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  size?: DialogSize;
}

/** Asks before an action that cannot be undone lightly (cancel a withdrawal, remove a phone number). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  errorMessage,
  open: openProp,
  defaultOpen,
  onOpenChange,
  trigger,
  size = 'sm',
}: ConfirmDialogProps) {
  const { t } = useUI();
  const [open, setOpen] = useControllableOpen(openProp, defaultOpen, onOpenChange);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const changeOpen = (next: boolean) => {
    if (next) setFailure(null);
    setOpen(next);
  };

  const confirm = async () => {
    setFailure(null);
    setPending(true);
    try {
      await onConfirm();
      setPending(false);
      setOpen(false);
    } catch (error) {
      setPending(false);
      setFailure({ error });
    }
  };

  return (
    <Dialog
      role="alertdialog"
      title={title}
      description={message}
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      size={size}
      dismissible={!pending}
      // Cancel is the safe choice, so it gets focus first.
      initialFocus={(content) => content.querySelector<HTMLElement>('[data-confirm-cancel]')}
      footer={
        <>
          <Button data-confirm-cancel="" variant="secondary" disabled={pending} onClick={() => changeOpen(false)}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={pending} onClick={() => void confirm()}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    >
      {failure && (
        <p role="alert" className={styles.error}>
          <Icon name="error" size={20} className={styles.errorIcon} />
          <span>{errorMessage ? errorMessage(failure.error) : t('confirmDialogError')}</span>
        </p>
      )}
    </Dialog>
  );
}
