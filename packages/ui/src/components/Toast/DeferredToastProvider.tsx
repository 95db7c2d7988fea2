import { motion } from '@sahm/tokens';
import { lazy, Suspense, type ReactNode } from 'react';
import { ToastContext, useToastQueue } from './ToastContext';

// Radix Toast and the drawing code: a chunk of their own, fetched when the first toast is shown.
const ToastRegion = lazy(() => import('./Toast'));

export interface DeferredToastProviderProps {
  /** Default time on screen in milliseconds (spec §9: 3000). */
  durationMs?: number;
  /** A CSS selector for the bar the toasts start below (ToastProvider's `clearOf`). */
  clearOf?: string;
  children?: ReactNode;
}

/**
 * ToastProvider for apps that care about their first download: the same
 * `useToast()` API and the same toasts, but the code that draws them
 * (Radix Toast, about a tenth of a small app's first bundle) is fetched when
 * the first toast is shown, a moment before it appears. Until then there is
 * nothing to announce or to jump to with F8; from then on the region stays.
 */
export function DeferredToastProvider({ durationMs = motion.toast, clearOf, children }: DeferredToastProviderProps) {
  const [toasts, api] = useToastQueue();
  return (
    <ToastContext.Provider value={api}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} api={api} durationMs={durationMs} clearOf={clearOf} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
