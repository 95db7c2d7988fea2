import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { useUI } from '../../provider/UIProvider';
import { IconButton } from '../IconButton/IconButton';
import { ThemedPortal } from '../Portal/Portal';
import * as styles from './Dialog.css';
import { escapeHandedOn } from './escape';
import { useControllableOpen } from './useControllableOpen';

export type DialogSize = (typeof styles.dialogSizes)[number];

export interface DialogProps {
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  /** A line under the title; becomes the accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, laid out towards the reading end. */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A button that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  size?: DialogSize;
  /** `alertdialog` for confirmations that interrupt: the pointer outside does not close it. */
  role?: 'dialog' | 'alertdialog';
  /** False while something is in flight: Escape, the pointer outside and the close button do nothing. */
  dismissible?: boolean;
  /** Picks what gets focus on open instead of the first focusable element. */
  initialFocus?: (content: HTMLElement) => HTMLElement | null;
  className?: string;
}

/**
 * A modal dialog: focus is trapped inside and returned on close, Escape
 * closes, the rest of the page is hidden from assistive technology.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  open: openProp,
  defaultOpen,
  onOpenChange,
  trigger,
  size,
  role = 'dialog',
  dismissible = true,
  initialFocus,
  className,
}: DialogProps) {
  const { t } = useUI();
  const [open, setOpen] = useControllableOpen(openProp, defaultOpen, onOpenChange);
  // Without a trigger Radix has nowhere to send focus back to, so we remember
  // what had focus when the dialog opened (the app's own button, usually).
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (dismissible || next ? setOpen(next) : undefined)}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <ThemedPortal portal={DialogPrimitive.Portal} present={open}>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          role={role}
          className={[styles.content({ size }), className].filter(Boolean).join(' ')}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const target = initialFocus && event.currentTarget instanceof HTMLElement ? initialFocus(event.currentTarget) : null;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          onEscapeKeyDown={block}
          // A toast shown since the dialog opened is the newest layer and hears Escape first: it hands
          // the key on (./escape), and the dialog that holds focus closes, as if it had heard it itself.
          // Portaled dialogs inside this one bubble through it in React: only the one whose own DOM
          // holds the focus acts.
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !escapeHandedOn(event.nativeEvent)) return;
            if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
            event.stopPropagation();
            if (dismissible) setOpen(false);
          }}
          onPointerDownOutside={(event) => {
            if (role === 'alertdialog') event.preventDefault();
            block(event);
          }}
          onInteractOutside={(event) => {
            if (role === 'alertdialog') event.preventDefault();
          }}
        >
          <div className={styles.header}>
            <div className={styles.heading}>
              <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close asChild>
              <IconButton icon="close" label={t('close')} className={styles.close} disabled={!dismissible} />
            </DialogPrimitive.Close>
          </div>
          {children !== undefined && children !== null && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
        </DialogPrimitive.Content>
      </ThemedPortal>
    </DialogPrimitive.Root>
  );
}

/** Closes the surrounding Dialog when its single child (a Button) is pressed. */
export const DialogClose = DialogPrimitive.Close;
