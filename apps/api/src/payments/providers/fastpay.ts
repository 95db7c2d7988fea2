import { asRecord, providerFetch, ProviderError, wholeDinars } from './http';
import type { PaymentAdapter } from './types';

export interface FastpaySettings {
  baseUrl: string;
  storeId: string;
  storePassword: string;
  timeoutMs: number;
}

/** Our order id at FastPay: the payment id without dashes (letters and digits only). */
export const fastpayOrderId = (paymentId: string) => paymentId.replace(/-/g, '');

/**
 * FastPay's payment gateway, its public HTTP API. Logical failures come back
 * as HTTP 200 with another `code`, so the JSON code decides.
 * - initiation: POST {base}/api/v1/public/pgw/payment/initiation { store_id, store_password, order_id,
 *   bill_amount, currency: IQD, cart (JSON text) } → { code: 200, messages, data: { redirect_uri } }
 * - validate: POST {base}/api/v1/public/pgw/payment/validate { store_id, store_password, order_id }
 *   → { code: 200, messages, data: { gw_transaction_id, merchant_order_id, received_amount, currency,
 *   status: Success|Failed|Cancelled, … } }; code 404 while the order has no transaction.
 * - IPN: on success FastPay posts the transaction to the IPN URL set in its merchant panel.
 * There is no cancel call: an unpaid order simply expires on our side.
 */
export function fastpayAdapter(settings: FastpaySettings): PaymentAdapter {
  const { baseUrl, storeId, storePassword, timeoutMs } = settings;
  const post = (path: string, json: Record<string, unknown>) =>
    providerFetch('fastpay', `${baseUrl}${path}`, { method: 'POST', json: { store_id: storeId, store_password: storePassword, ...json }, timeoutMs });

  return {
    provider: 'fastpay',

    async create(request) {
      const orderId = fastpayOrderId(request.paymentId);
      const res = await post('/api/v1/public/pgw/payment/initiation', {
        order_id: orderId,
        bill_amount: request.amount,
        currency: 'IQD',
        cart: JSON.stringify([{ name: request.description, qty: 1, unit_price: request.amount, sub_total: request.amount }]),
      });
      const b = asRecord(res.body);
      const data = asRecord(b.data);
      if (res.status !== 200 || b.code !== 200 || typeof data.redirect_uri !== 'string') {
        throw new ProviderError('fastpay', `initiation refused (${res.status}/${String(b.code)})`, res.status);
      }
      return { providerPaymentId: orderId, checkout: { redirectUrl: data.redirect_uri } };
    },

    async status(orderId) {
      const res = await post('/api/v1/public/pgw/payment/validate', { order_id: orderId });
      const b = asRecord(res.body);
      if (res.status === 200 && b.code === 404) return { state: 'unpaid' };
      if (res.status !== 200 || b.code !== 200) throw new ProviderError('fastpay', `validate refused (${res.status}/${String(b.code)})`, res.status);
      const data = asRecord(b.data);
      switch (data.status) {
        case 'Success':
          return {
            state: 'paid',
            amount: wholeDinars(data.received_amount ?? data.bill_amount),
            currency: typeof data.currency === 'string' ? data.currency : undefined,
          };
        case 'Failed':
          return { state: 'declined' };
        case 'Cancelled':
        case 'Canceled':
          return { state: 'canceled' };
        default:
          return { state: 'unpaid' };
      }
    },

    async cancel() {},
  };
}
