import * as ToastPrimitive from '@radix-ui/react-toast';
import { motion } from '@sahm/tokens';
import { useLayoutEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { UIMessageKey } from '../../i18n';
import { useUI } from '../../provider/UIProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Icon, type IconName } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { handOnEscape } from '../Dialog/escape';
import { ThemedPortal } from '../Portal/Portal';
import * as styles from './Toast.css';
import { ToastContext, useToastQueue, type QueuedToast, type ToastApi, type ToastOptions, type ToastTone } from './ToastContext';

export { useToast, type ToastApi, type ToastOptions, type ToastTone } from './ToastContext';

const toneIcon: Record<ToastTone, IconName> = { success: 'success', error: 'error', info: 'info', warning: 'warning' };
const toneLabel: Record<ToastTone, UIMessageKey> = {
  success: 'toastSuccess',
  error: 'toastError',
  info: 'toastInfo',
  warning: 'toastWarning',
};

export interface ToastProps extends ToastOptions {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * One notification. Usually created through `useToast().show()`; it can also
 * be rendered inside a ToastProvider directly. Errors are announced
 * assertively, everything else politely.
 */
export function Toast({ title, message, tone, durationMs, open, defaultOpen, onOpenChange }: ToastProps) {
  const { t } = useUI();
  return (
    <ToastPrimitive.Root
      className={styles.toast({ tone })}
      data-tone={tone}
      data-toast=""
      // Escape in an open dialog closes the dialog, not this toast (../Dialog/escape).
      onEscapeKeyDown={handOnEscape}
      type={tone === 'error' ? 'foreground' : 'background'}
      duration={durationMs}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <Icon name={toneIcon[tone]} size={20} className={styles.icon({ tone })} />
      {/* Spaces between the parts keep the announced words apart. */}
      <div className={styles.text}>
        <VisuallyHidden>{t(toneLabel[tone])}</VisuallyHidden>{' '}
        {title && <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title>}{' '}
        <ToastPrimitive.Description className={styles.message}>{message}</ToastPrimitive.Description>
      </div>
      <ToastPrimitive.Close asChild>
        <IconButton icon="close" size="sm" label={t('dismiss')} className={styles.close} />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export interface ToastProviderProps {
  /** Default time on screen in milliseconds (spec §9: 3000). */
  durationMs?: number;
  /**
   * A CSS selector for the bar at the top of the page (the app's sticky
   * header): toasts start below its lower edge, so they never cover its
   * buttons (Login, Sign up, the account menu). When it scrolls away, they
   * move up to the top.
   */
  clearOf?: string;
  children?: ReactNode;
}

/**
 * Holds the toasts and their viewport, fixed at the top corner at the
 * reading end. Swiping towards that edge dismisses; hovering or focusing
 * pauses the timer (Radix).
 */
export function ToastProvider({ durationMs = motion.toast, clearOf, children }: ToastProviderProps) {
  const [toasts, api] = useToastQueue();
  return (
    <ToastContext.Provider value={api}>
      <ToastRegion toasts={toasts} api={api} durationMs={durationMs} clearOf={clearOf}>
        {children}
      </ToastRegion>
    </ToastContext.Provider>
  );
}

export interface ToastRegionProps {
  toasts: readonly QueuedToast[];
  api: ToastApi;
  durationMs?: number;
  /** See ToastProviderProps. */
  clearOf?: string;
  children?: ReactNode;
}

/** The custom property behind `styles.clearance` ("var(--x)" → "--x"), to set inline. */
const clearanceProperty = styles.clearance.replace(/^var\((--[^,)]+).*$/, '$1');

/**
 * The lower edge, in CSS pixels from the top of the window, of the element
 * `selector` names (0 when none, or when it has scrolled away). Looked up
 * again whenever `key` changes (a new toast), so a re-rendered header is found.
 */
function useBlockEndOf(selector: string | undefined, key: unknown): number {
  const [edge, setEdge] = useState(0);
  useLayoutEffect(() => {
    const element = selector ? document.querySelector(selector) : null;
    if (!element) {
      setEdge(0);
      return;
    }
    const measure = () => setEdge(Math.max(0, Math.round(element.getBoundingClientRect().bottom)));
    measure();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(element);
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      resize?.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [selector, key]);
  return edge;
}

/** The Radix provider, the toasts and their viewport: what ToastProvider draws (DeferredToastProvider loads it on first use). */
export function ToastRegion({ toasts, api, durationMs = motion.toast, clearOf, children }: ToastRegionProps) {
  const { t, dir } = useUI();
  const clearance = useBlockEndOf(clearOf, toasts.length);
  return (
    <ToastPrimitive.Provider duration={durationMs} swipeDirection={dir === 'rtl' ? 'left' : 'right'} label={t('toastAnnounceLabel')}>
      {children}
      {toasts.map(({ id, open, ...options }) => (
        <Toast key={id} {...options} open={open} onOpenChange={(next) => (next ? undefined : api.dismiss(id))} />
      ))}
      <ThemedPortal>
        <ToastPrimitive.Viewport
          className={styles.viewport}
          style={clearOf ? ({ [clearanceProperty]: `${clearance}px` } as CSSProperties) : undefined}
          // "Notifications (F8)": Radix puts the key that focuses the toasts in place of {hotkey}, which
          // also keeps the region's name apart from a page's own "Notifications" (axe landmark-unique).
          label={t('notificationsRegion')}
          data-position="top-end"
        />
      </ThemedPortal>
    </ToastPrimitive.Provider>
  );
}

export default ToastRegion;
