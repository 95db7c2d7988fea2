import { asRecord, providerFetch, ProviderError, wholeDinars, type HttpAnswer } from './http';
import type { PaymentAdapter, RemoteStatus } from './types';

export interface FibSettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

/** Access tokens per FIB base URL and client, reused until shortly before they expire. */
const tokens = new Map<string, { token: string; expiresAt: number }>();

/** An ISO 8601 duration (FIB's `expiresIn`) from now until `until`, at least a minute. */
export function isoDurationUntil(until: Date, now = Date.now()): string {
  return `PT${Math.max(60, Math.round((until.getTime() - now) / 1000))}S`;
}

/**
 * First Iraqi Bank web payments, its public HTTP API:
 * - token: POST {base}/auth/realms/fib-online-shop/protocol/openid-connect/token
 *   (form: grant_type=client_credentials, client_id, client_secret) → { access_token, expires_in }
 * - create: POST {base}/protected/v1/payments { monetaryValue: { amount, currency }, statusCallbackUrl,
 *   description, expiresIn, redirectUri, category } → 201 { paymentId, readableCode, qrCode (data URI),
 *   validUntil, personalAppLink, businessAppLink, corporateAppLink }
 * - status: GET {base}/protected/v1/payments/{id}/status → { paymentId, status: PAID|UNPAID|DECLINED,
 *   validUntil, amount: { amount, currency }, decliningReason, paidAt, declinedAt }
 * - cancel: POST {base}/protected/v1/payments/{id}/cancel → 204
 * - FIB posts `{ id, status }` to statusCallbackUrl when the status changes.
 */
export function fibAdapter(settings: FibSettings): PaymentAdapter {
  const { baseUrl, clientId, clientSecret, timeoutMs } = settings;
  const cacheKey = `${baseUrl}|${clientId}`;

  async function accessToken(renew: boolean): Promise<string> {
    const cached = tokens.get(cacheKey);
    if (!renew && cached && cached.expiresAt > Date.now() + 30_000) return cached.token;
    const res = await providerFetch('fib', `${baseUrl}/auth/realms/fib-online-shop/protocol/openid-connect/token`, {
      method: 'POST',
      form: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
      timeoutMs,
    });
    const body = asRecord(res.body);
    if (res.status !== 200 || typeof body.access_token !== 'string') throw new ProviderError('fib', `token refused (${res.status})`, res.status);
    const expiresIn = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 60;
    tokens.set(cacheKey, { token: body.access_token, expiresAt: Date.now() + expiresIn * 1000 });
    return body.access_token;
  }

  /** A protected call; a 401 (token revoked or expired early) gets one retry with a fresh token. */
  async function call(path: string, init: { method: string; json?: unknown }): Promise<HttpAnswer> {
    const send = async (renew: boolean) =>
      providerFetch('fib', `${baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${await accessToken(renew)}` }, timeoutMs });
    const first = await send(false);
    return first.status === 401 ? send(true) : first;
  }

  return {
    provider: 'fib',

    async create(request) {
      const res = await call('/protected/v1/payments', {
        method: 'POST',
        json: {
          monetaryValue: { amount: String(request.amount), currency: 'IQD' },
          statusCallbackUrl: request.callbackUrl,
          description: request.description.slice(0, 50),
          expiresIn: isoDurationUntil(request.validUntil),
          redirectUri: request.returnUrl,
          category: 'ECOMMERCE',
        },
      });
      const b = asRecord(res.body);
      const fields = ['paymentId', 'readableCode', 'qrCode', 'validUntil', 'personalAppLink', 'businessAppLink'] as const;
      if ((res.status !== 200 && res.status !== 201) || fields.some((f) => typeof b[f] !== 'string')) {
        throw new ProviderError('fib', `payment not created (${res.status})`, res.status);
      }
      const s = (f: (typeof fields)[number]) => b[f] as string;
      const validUntil = new Date(s('validUntil'));
      return {
        providerPaymentId: s('paymentId'),
        validUntil: Number.isNaN(validUntil.getTime()) ? undefined : validUntil,
        checkout: {
          readableCode: s('readableCode'),
          qrCode: s('qrCode'),
          validUntil: s('validUntil'),
          personalAppLink: s('personalAppLink'),
          businessAppLink: s('businessAppLink'),
        },
      };
    },

    async status(paymentId) {
      const res = await call(`/protected/v1/payments/${encodeURIComponent(paymentId)}/status`, { method: 'GET' });
      const b = asRecord(res.body);
      if (res.status !== 200) throw new ProviderError('fib', `status unavailable (${res.status})`, res.status);
      const money = asRecord(b.amount);
      const amount = { amount: wholeDinars(money.amount), currency: typeof money.currency === 'string' ? money.currency : undefined };
      switch (b.status) {
        case 'PAID':
          return { state: 'paid', ...amount } satisfies RemoteStatus;
        case 'UNPAID':
          return { state: 'unpaid' };
        case 'DECLINED':
          // FIB declines an expired or canceled payment too, and says which.
          if (b.decliningReason === 'PAYMENT_EXPIRATION') return { state: 'expired' };
          if (b.decliningReason === 'PAYMENT_CANCELLATION') return { state: 'canceled' };
          return { state: 'declined' };
        default:
          throw new ProviderError('fib', `unknown status ${String(b.status).slice(0, 40)}`);
      }
    },

    async cancel(paymentId) {
      const res = await call(`/protected/v1/payments/${encodeURIComponent(paymentId)}/cancel`, { method: 'POST' });
      if (res.status >= 300) throw new ProviderError('fib', `cancel refused (${res.status})`, res.status);
    },
  };
}
