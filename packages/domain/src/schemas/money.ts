import { z } from 'zod';
import { MAX_TOKENS_PER_ORDER, strictInteger, wholeNumberIssue } from '../formRules';

// The rules themselves live zod-free in ../formRules (the browser's forms use them without zod); here as before.
export { MAX_TOKENS_PER_ORDER, paymentMethods, strictInteger, type PaymentMethodChoice } from '../formRules';

const numberOrString = z.union([z.number(), z.string()], { error: (i) => (i.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') });

/** A token count with the spec's messages (spec.md §5): zero, negative, fractional and too-large values each get their own text. */
export const tokenCount = numberOrString.transform((v, ctx) => {
  const n = strictInteger(v);
  const issue = wholeNumberIssue(n, 'TOKENS_ZERO', MAX_TOKENS_PER_ORDER);
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
  return n ?? Number.NaN;
});

/** A whole-dinar amount or price: positive integer, zero refused with `zeroCode`. */
export function dinars(zeroCode: 'PRICE_ZERO' | 'TOKENS_ZERO' = 'PRICE_ZERO', max = 1_000_000_000_000) {
  return numberOrString.transform((v, ctx) => {
    const n = strictInteger(v);
    const issue = wholeNumberIssue(n, zeroCode, max);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
    return n ?? Number.NaN;
  });
}

/** The user agreement must be accepted (spec.md §5). */
export const userAgreement = z.literal(true, { error: 'AGREEMENT_REQUIRED' });
