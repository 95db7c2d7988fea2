import { z } from 'zod';
import { code, text } from './common';
import { depositAmountIssue, paymentProviders, strictInteger, type PaymentProviderName } from '../formRules';

// The rules themselves live zod-free in ../formRules (the dashboard's forms use them without zod).
export { MAX_DEPOSIT_IQD, paymentProviders, type PaymentProviderName } from '../formRules';

/**
 * A deposit amount in whole dinars (a JSON integer or plain digits, like
 * every money field: `strictInteger`). Anything under the minimum, zero and
 * negatives included, gets the spec's "Minimum deposit limit is 10,000".
 */
export const depositAmount = z
  .union([z.number(), z.string()], { error: (i) => (i.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') })
  .transform((v, ctx) => {
    const n = strictInteger(v);
    const issue = depositAmountIssue(n);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
    return n ?? Number.NaN;
  });

/** POST /user/deposit (spec.md §7): fastpay by default, like every payment choice. */
export const depositBody = z.strictObject(
  {
    amount: depositAmount,
    paymentWith: z.enum(paymentProviders, code('PAYMENT_METHOD_INVALID')).default('fastpay'),
  },
  code('UNKNOWN_FIELD'),
);
export type DepositBody = z.infer<typeof depositBody>;

/** GET /payments/{paymentId}: anything but a uuid names no payment. */
export const paymentIdParams = z.strictObject({ paymentId: z.uuid(code('NOT_FOUND')) });

/*
 * What providers send back. They are never trusted (the server re-checks with
 * the provider), so only the field that names the payment is read; extra
 * fields a provider adds later are allowed.
 */

/** FIB status callback: `{ id, status }` posted to the payment's statusCallbackUrl. */
export const fibCallbackBody = z.looseObject({ id: text(200), status: text(40) });

/** FastPay IPN, posted to the IPN URL set in the merchant panel on a successful payment. */
export const fastpayIpnBody = z.looseObject({
  merchant_order_id: text(200),
  gw_transaction_id: text(200).optional(),
  status: text(40).optional(),
});

/** Hosted card page webhook: `{ id, type, session_id }`. */
export const cardWebhookBody = z.looseObject({ id: text(200).optional(), type: text(80), session_id: text(200) });

// Answers, for the web app (decisions.md §7).

/** A payment's life at the provider, as GET /payments/{paymentId} reports it. */
export const paymentStatuses = ['pending', 'completed', 'failed', 'canceled', 'expired'] as const;
export type PaymentStatusName = (typeof paymentStatuses)[number];

/** What a payment is for: a deposit, or a purchase (`invest`), a gift, … paid by the provider. */
export type PaymentPurposeName = 'deposit' | 'invest' | 'gift' | (string & {});

/** How the customer pays: a provider page to open (FastPay, card), or the bank app's fields (FIB). */
export type PaymentCheckout =
  | { redirectUrl: string }
  | {
      readableCode: string;
      /** The QR picture as the provider sends it: an image data URL (`data:image/…;base64,…`). */
      qrCode: string;
      validUntil: string;
      personalAppLink: string;
      businessAppLink: string;
    };

/** The answer of a call that starts a provider payment (POST /user/deposit, a purchase with paymentWith ≠ wallet). */
export type StartedPayment = {
  paymentId: string;
  provider: PaymentProviderName;
  purpose: PaymentPurposeName;
  amount: number;
  status: 'pending';
  /** ISO time after which the payment can no longer be paid. */
  validUntil: string;
} & PaymentCheckout;

/** GET /payments/{paymentId}: one of my payments; the checkout fields only while it is pending. */
export type PaymentView = {
  paymentId: string;
  provider: PaymentProviderName;
  purpose: PaymentPurposeName;
  amount: number;
  status: PaymentStatusName;
  validUntil: string;
  createdAt: string;
  completedAt: string | null;
  /** A purchase: what it was for. */
  propertyId?: string;
  tokens?: number;
  /** After a confirmed purchase payment: whether the purchase went through, and what it spent (the rest stays in the wallet). */
  outcome: { purchase: 'completed'; spent: number } | { purchase: 'failed'; reason: string } | null;
} & (PaymentCheckout | Record<never, never>);
