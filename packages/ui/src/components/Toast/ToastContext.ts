import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { toastTones } from './Toast.css';

// The toast queue and its context, without the Radix parts that draw toasts: DeferredToastProvider
// holds the queue from the first render and fetches the drawing code only when a toast is shown.

export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  title?: ReactNode;
  message: ReactNode;
  tone: ToastTone;
  /** How long it stays, in milliseconds (default 3000, spec §9); `Infinity` keeps it until dismissed. */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

export interface QueuedToast extends ToastOptions {
  id: string;
  open: boolean;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toasts on screen (or leaving it) and the API that changes them. */
export function useToastQueue(): [QueuedToast[], ToastApi] {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const nextId = useRef(0);
  const api = useMemo<ToastApi>(
    () => ({
      show: (options) => {
        nextId.current += 1;
        const id = `toast-${nextId.current}`;
        // Closed toasts have finished (or are finishing) their exit; drop them here.
        setToasts((list) => [...list.filter((toast) => toast.open), { ...options, id, open: true }]);
        return id;
      },
      dismiss: (id) => setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, open: false } : toast))),
    }),
    [],
  );
  return [toasts, api];
}

/** `show()` and `dismiss()` for the nearest ToastProvider or DeferredToastProvider. */
export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast() must be used inside <ToastProvider>.');
  return ctx;
}
