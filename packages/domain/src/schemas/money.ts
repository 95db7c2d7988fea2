import { z } from 'zod';

/** Payment methods a client may choose (decisions.md §7); cash and platform appear only in history. */
export const paymentMethods = ['wallet', 'fastpay', 'fib', 'card'] as const;
export type PaymentMethodChoice = (typeof paymentMethods)[number];

/** Largest token count or price accepted in one request. */
export const MAX_TOKENS_PER_ORDER = 1_000_000_000;

/**
 * Money and count fields are JSON integers, or strings of plain decimal
 * digits (HTML inputs send strings), with an optional minus so a negative
 * gets its own message. `Number()` also reads hex, octal, binary, exponents
 * and padding ("0x10" is 16, "1e1" is 10, " " is 0), so a string is read only
 * when it is exactly that; anything else is "Only integers are allowed"
 * (decisions.md §13). `undefined` means not a number we accept.
 */
const PLAIN_INTEGER = /^-?(0|[1-9]\d*)$/;
export function strictInteger(v: number | string): number | undefined {
  if (typeof v === 'string') return PLAIN_INTEGER.test(v) ? Number(v) : undefined;
  return Number.isFinite(v) ? v : undefined;
}

const numberOrString = z.union([z.number(), z.string()], { error: (i) => (i.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') });

/** A token count with the spec's messages (spec.md §5): zero, negative, fractional and too-large values each get their own text. */
export const tokenCount = numberOrString.transform((v, ctx) => {
  const n = strictInteger(v);
  // Mutation testing: `n === undefined` only names the case for the reader
  // (Number.isInteger(undefined) is false), and `n < 0` equals `n <= 0` here
  // (0 is taken just above): those two mutants survive, and cannot be killed.
  if (n === undefined || !Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: 'ONLY_INTEGERS' });
  else if (n === 0) ctx.addIssue({ code: 'custom', message: 'TOKENS_ZERO' });
  else if (n < 0) ctx.addIssue({ code: 'custom', message: 'TOKENS_POSITIVE_INTEGER' });
  else if (n > MAX_TOKENS_PER_ORDER) ctx.addIssue({ code: 'custom', message: 'VALUE_TOO_LARGE' });
  return n ?? Number.NaN;
});

/** A whole-dinar amount or price: positive integer, zero refused with `zeroCode`. */
export function dinars(zeroCode: 'PRICE_ZERO' | 'TOKENS_ZERO' = 'PRICE_ZERO', max = 1_000_000_000_000) {
  return numberOrString.transform((v, ctx) => {
    const n = strictInteger(v);
    // The same two equivalent mutants as tokenCount's (`n === undefined`, `n < 0`).
    if (n === undefined || !Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: 'ONLY_INTEGERS' });
    else if (n === 0) ctx.addIssue({ code: 'custom', message: zeroCode });
    else if (n < 0) ctx.addIssue({ code: 'custom', message: 'TOKENS_POSITIVE_INTEGER' });
    else if (n > max) ctx.addIssue({ code: 'custom', message: 'VALUE_TOO_LARGE' });
    return n ?? Number.NaN;
  });
}

/** The user agreement must be accepted (spec.md §5). */
export const userAgreement = z.literal(true, { error: 'AGREEMENT_REQUIRED' });
