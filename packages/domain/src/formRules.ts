import { MIN_DEPOSIT_IQD } from './constants';
import { toAsciiDigits } from './digits';
import type { MessageCode } from './messages';

/**
 * The rules the browser's forms check as the person types, without zod: the
 * API's schemas (schemas/money.ts `tokenCount`, schemas/market.ts
 * `receiverPhone`, schemas/payments.ts `depositAmount`, schemas/wallet.ts
 * `withdrawalRequestBody`) are built on these same functions, so the property
 * page and the dashboard check a count, a phone or an amount without loading
 * and evaluating zod (94 KB). test/form-rules.test.ts holds each against its
 * schema.
 */

/** Payment methods a client may choose (decisions.md §7); cash and platform appear only in history. */
export const paymentMethods = ['wallet', 'fastpay', 'fib', 'card'] as const;
export type PaymentMethodChoice = (typeof paymentMethods)[number];

/** Providers that take money in (decisions.md §7); the wallet cannot fund itself. */
export const paymentProviders = ['fastpay', 'fib', 'card'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** Market sorts (spec.md §9): newest first, most tokens first, cheapest first, my own orders first. */
export const orderBookSorts = ['new', 'shares', 'price', 'myOffers'] as const;
export type OrderBookSort = (typeof orderBookSorts)[number];

/** Largest token count or price accepted in one request. */
export const MAX_TOKENS_PER_ORDER = 1_000_000_000;

/** Largest single deposit accepted, whole IQD. */
export const MAX_DEPOSIT_IQD = 1_000_000_000;

/**
 * Smallest withdrawal, in whole IQD. The spec gives no bound; like the deposit
 * minimum (spec.md §5) it keeps branch payouts worth a trip to the counter.
 */
export const MIN_WITHDRAWAL_IQD = 10_000;

/** Largest amount one request may move. */
export const MAX_WALLET_AMOUNT_IQD = 1_000_000_000_000;

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

/**
 * What is wrong with a number read by `strictInteger` as a whole count or
 * amount (spec.md §5), or nothing: not an integer, zero (`zeroCode`),
 * negative, or above `max`.
 */
export function wholeNumberIssue(n: number | undefined, zeroCode: 'PRICE_ZERO' | 'TOKENS_ZERO', max: number): MessageCode | undefined {
  // Mutation testing: `n === undefined` only names the case for the reader
  // (Number.isInteger(undefined) is false), and `n < 0` equals `n <= 0` here
  // (0 is taken just above): those two mutants survive, and cannot be killed.
  if (n === undefined || !Number.isInteger(n)) return 'ONLY_INTEGERS';
  if (n === 0) return zeroCode;
  if (n < 0) return 'TOKENS_POSITIVE_INTEGER';
  if (n > max) return 'VALUE_TOO_LARGE';
  return undefined;
}

/** A rule's answer: the number read, or the code of what is wrong with it. */
export type RuleResult = { ok: true; value: number } | { ok: false; code: MessageCode };

/**
 * A money or count field's value read as the schemas read it: only a finite
 * number or a string at all (anything else is REQUIRED when missing, else
 * INVALID_TYPE), then `strictInteger`, then `issueOf` the number.
 */
function readWhole(v: unknown, issueOf: (n: number | undefined) => MessageCode | undefined): RuleResult {
  if (typeof v !== 'string' && !(typeof v === 'number' && Number.isFinite(v))) return { ok: false, code: v === undefined ? 'REQUIRED' : 'INVALID_TYPE' };
  const n = strictInteger(v);
  const issue = issueOf(n);
  return issue ? { ok: false, code: issue } : { ok: true, value: n as number };
}

/** A token count as `tokenCount` reads it (the same rule and messages). */
export function checkTokenCount(v: unknown): RuleResult {
  return readWhole(v, (n) => wholeNumberIssue(n, 'TOKENS_ZERO', MAX_TOKENS_PER_ORDER));
}

/**
 * What is wrong with a deposit's amount read by `strictInteger`, or nothing:
 * not an integer; under the minimum, zero and negatives included (the spec's
 * "Minimum deposit limit is 10,000"); above the largest deposit.
 */
export function depositAmountIssue(n: number | undefined): MessageCode | undefined {
  // `n === undefined` survives mutation testing: Number.isInteger(undefined) is false anyway.
  if (n === undefined || !Number.isInteger(n)) return 'ONLY_INTEGERS';
  if (n < MIN_DEPOSIT_IQD) return 'MIN_DEPOSIT';
  if (n > MAX_DEPOSIT_IQD) return 'VALUE_TOO_LARGE';
  return undefined;
}

/** A deposit's amount as `depositBody` reads it (the same rule and messages). */
export function checkDepositAmount(v: unknown): RuleResult {
  return readWhole(v, depositAmountIssue);
}

/** A withdrawal's amount as `withdrawalRequestBody` reads it: a whole amount, then at least the minimum withdrawal. */
export function checkWithdrawalAmount(v: unknown): RuleResult {
  return readWhole(v, (n) => wholeNumberIssue(n, 'TOKENS_ZERO', MAX_WALLET_AMOUNT_IQD) ?? ((n as number) < MIN_WITHDRAWAL_IQD ? 'MIN_WITHDRAWAL' : undefined));
}

/** Longest receiver's phone read at all, as typed (spaces and separators included). */
export const RECEIVER_PHONE_MAX_LENGTH = 32;
/** An E.164 number: +, a country code that does not start with 0, 7 to 16 digits in all. */
export const E164_PHONE = /^\+[1-9]\d{6,15}$/;

/** A typed phone made compact: either digit set read as ASCII, spaces, dashes, dots and brackets gone, a leading 00 as +. */
export function compactPhone(typed: string): string {
  const compact = toAsciiDigits(typed).replace(/[\s\-().]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/**
 * A receiver's phone typed as one string, as `receiverPhone` reads a string
 * (decisions.md §5, §6): its E.164 form, or undefined when it is not one.
 */
export function receiverPhoneOf(typed: string): string | undefined {
  if (typed.length > RECEIVER_PHONE_MAX_LENGTH) return undefined;
  const e164 = compactPhone(typed);
  return E164_PHONE.test(e164) ? e164 : undefined;
}
