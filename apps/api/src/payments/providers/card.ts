import { asRecord, providerFetch, ProviderError, wholeDinars } from './http';
import type { PaymentAdapter } from './types';

export interface CardSettings {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
}

/**
 * A hosted card payment page, modelled on the common shape of such providers
 * (a checkout session the customer pays on the provider's page):
 * - create: POST {base}/v1/checkout/sessions, `Authorization: Bearer <secret key>`,
 *   { amount, currency, reference, description, success_url, cancel_url, webhook_url, expires_at (unix s) }
 *   → 200 { id, url, status: open, payment_status: unpaid, amount, currency, reference, expires_at }
 * - retrieve: GET {base}/v1/checkout/sessions/{id} → the session; `status` open|complete|expired,
 *   `payment_status` unpaid|paid|failed
 * - expire: POST {base}/v1/checkout/sessions/{id}/expire → the session, no longer payable
 * - webhook: POST webhook_url { id: event id, type: checkout.session.completed |
 *   checkout.session.payment_failed | checkout.session.expired, session_id }
 */
export function cardAdapter(settings: CardSettings): PaymentAdapter {
  const { baseUrl, secretKey, timeoutMs } = settings;
  const call = (path: string, method: string, json?: unknown) =>
    providerFetch('card', `${baseUrl}${path}`, { method, json, headers: { authorization: `Bearer ${secretKey}` }, timeoutMs });

  return {
    provider: 'card',

    async create(request) {
      const res = await call('/v1/checkout/sessions', 'POST', {
        amount: request.amount,
        currency: 'IQD',
        reference: request.paymentId,
        description: request.description,
        success_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        webhook_url: request.callbackUrl,
        expires_at: Math.floor(request.validUntil.getTime() / 1000),
      });
      const b = asRecord(res.body);
      if (res.status !== 200 || typeof b.id !== 'string' || typeof b.url !== 'string') {
        throw new ProviderError('card', `session not created (${res.status})`, res.status);
      }
      const expiresAt = typeof b.expires_at === 'number' ? new Date(b.expires_at * 1000) : undefined;
      return { providerPaymentId: b.id, validUntil: expiresAt, checkout: { redirectUrl: b.url } };
    },

    async status(sessionId) {
      const res = await call(`/v1/checkout/sessions/${encodeURIComponent(sessionId)}`, 'GET');
      if (res.status !== 200) throw new ProviderError('card', `session unavailable (${res.status})`, res.status);
      const b = asRecord(res.body);
      if (b.payment_status === 'paid') {
        return { state: 'paid', amount: wholeDinars(b.amount), currency: typeof b.currency === 'string' ? b.currency : undefined };
      }
      if (b.payment_status === 'failed') return { state: 'declined' };
      if (b.status === 'expired') return { state: 'expired' };
      return { state: 'unpaid' };
    },

    async cancel(sessionId) {
      const res = await call(`/v1/checkout/sessions/${encodeURIComponent(sessionId)}/expire`, 'POST');
      if (res.status !== 200) throw new ProviderError('card', `expire refused (${res.status})`, res.status);
    },
  };
}
