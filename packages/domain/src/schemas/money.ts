import { z } from 'zod';

/** Payment methods a client may choose (decisions.md §7); cash and platform appear only in history. */
export const paymentMethods = ['wallet', 'fastpay', 'fib', 'card'] as const;
export type PaymentMethodChoice = (typeof paymentMethods)[number];

/** Largest token count or price accepted in one request. */
export const MAX_TOKENS_PER_ORDER = 1_000_000_000;

/**
 * A token count with the spec's messages (spec.md §5): zero, negative,
 * fractional and too-large values each get their own text. Numeric strings
 * are accepted, since HTML inputs send them.
 */
export const tokenCount = z
  .union([z.number(), z.string()], { error: (i) => (i.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') })
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v);
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'TOKENS_POSITIVE_INTEGER' });
      return z.NEVER;
    }
    if (n === 0) ctx.addIssue({ code: 'custom', message: 'TOKENS_ZERO' });
    else if (!Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: 'ONLY_INTEGERS' });
    else if (n < 0) ctx.addIssue({ code: 'custom', message: 'TOKENS_POSITIVE_INTEGER' });
    else if (n > MAX_TOKENS_PER_ORDER) ctx.addIssue({ code: 'custom', message: 'VALUE_TOO_LARGE' });
    return n;
  });

/** A whole-dinar amount or price: positive integer, zero refused with `zeroCode`. */
export function dinars(zeroCode: 'PRICE_ZERO' | 'TOKENS_ZERO' = 'PRICE_ZERO', max = 1_000_000_000_000) {
  return z
    .union([z.number(), z.string()], { error: (i) => (i.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') })
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v);
      if (!Number.isFinite(n)) ctx.addIssue({ code: 'custom', message: 'INVALID_TYPE' });
      else if (n === 0) ctx.addIssue({ code: 'custom', message: zeroCode });
      else if (!Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: 'ONLY_INTEGERS' });
      else if (n < 0) ctx.addIssue({ code: 'custom', message: 'TOKENS_POSITIVE_INTEGER' });
      else if (n > max) ctx.addIssue({ code: 'custom', message: 'VALUE_TOO_LARGE' });
      return n;
    });
}

/** The user agreement must be accepted (spec.md §5). */
export const userAgreement = z.literal(true, { error: 'AGREEMENT_REQUIRED' });
