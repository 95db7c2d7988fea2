import type { PaymentView } from '@sahm/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api';

/** GET /user/payments/:paymentId: one of my payments, re-checked with the provider while pending (at most every 10 s). */
export const paymentKey = (paymentId: string) => `/user/payments/${encodeURIComponent(paymentId)}`;

export async function getPayment(paymentId: string): Promise<PaymentView> {
  return (await api<PaymentView>(paymentKey(paymentId))).data;
}

/** How often a pending payment is asked about while someone waits for it. */
export const PAYMENT_POLL_MS = 3000;

/**
 * A payment, polled every PAYMENT_POLL_MS while `poll` is on and it is still
 * pending; polling stops by itself once it is settled.
 */
export function usePayment(paymentId: string | null, { poll = true }: { poll?: boolean } = {}) {
  return useSWR(paymentId ? paymentKey(paymentId) : null, () => getPayment(paymentId!), {
    refreshInterval: (latest) => (poll && (!latest || latest.status === 'pending') ? PAYMENT_POLL_MS : 0),
    // A lost answer while polling is retried by the next tick.
    shouldRetryOnError: false,
  });
}
