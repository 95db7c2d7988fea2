import type { PaymentProvider } from '../../db/schema';

/** What the client needs to pay: a page to open, or the bank app's fields (decisions.md §7). */
export type Checkout =
  | { redirectUrl: string }
  | { readableCode: string; qrCode: string; validUntil: string; personalAppLink: string; businessAppLink: string };

export interface CreatePayment {
  /** Our payment id; also the merchant order id where the provider takes one. */
  paymentId: string;
  amount: number;
  description: string;
  validUntil: Date;
  /** Where the provider reports to us (FIB statusCallbackUrl, card webhook). FastPay's IPN URL is set in its panel. */
  callbackUrl: string;
  /** Where the customer's browser goes afterwards. */
  returnUrl: string;
  cancelUrl: string;
}

export interface CreatedPayment {
  providerPaymentId: string;
  checkout: Checkout;
  /** The provider's own deadline, when it tells one. */
  validUntil?: Date;
}

/**
 * The provider's answer to "what happened to this payment?". Only `paid`
 * moves money; `unpaid` means still open.
 */
export interface RemoteStatus {
  state: 'paid' | 'unpaid' | 'declined' | 'canceled' | 'expired';
  /** What the provider says it collected, whole IQD. */
  amount?: number;
  currency?: string;
}

export interface PaymentAdapter {
  readonly provider: PaymentProvider;
  create(request: CreatePayment): Promise<CreatedPayment>;
  status(providerPaymentId: string): Promise<RemoteStatus>;
  /** Best effort: stop a payment from being paid (FastPay has no such call). */
  cancel(providerPaymentId: string): Promise<void>;
}
