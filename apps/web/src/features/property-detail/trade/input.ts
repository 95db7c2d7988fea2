import { checkTokenCount, compactPhone, GIFT_FEE_BPS, messageText, receiverPhoneOf, toAsciiDigits, type Locale } from '@sahm/domain';
import { parseTypedAmount } from '@sahm/ui';
import { ApiError } from '../../../lib/api';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * A typed token count, with the spec's count messages (spec.md §5) from the
 * same rule the API's schema uses (@sahm/domain's form rules, without zod):
 * empty, zero, negative, a fraction, more than `max` (the tokens on offer, or
 * the ones I hold).
 */
export function checkTokens(typed: string, locale: Locale, max?: number): Checked<number> {
  const ascii = toAsciiDigits(typed).trim();
  if (ascii === '') return { ok: false, error: messageText(locale, 'REQUIRED') };
  if (ascii.startsWith('-') && /[1-9]/.test(ascii)) return { ok: false, error: messageText(locale, 'TOKENS_POSITIVE_INTEGER') };
  const checked = checkTokenCount(parseTypedAmount(ascii));
  if (!checked.ok) return { ok: false, error: messageText(locale, checked.code) };
  if (max !== undefined && checked.value > max) return { ok: false, error: messageText(locale, 'VALUE_TOO_LARGE') };
  return { ok: true, value: checked.value };
}

/** A typed price per token in whole dinars; zero is "Price should not be Zero". */
export function checkPrice(typed: string, locale: Locale): Checked<number> {
  const ascii = toAsciiDigits(typed).trim();
  if (ascii === '') return { ok: false, error: messageText(locale, 'REQUIRED') };
  if (ascii.startsWith('-') && /[1-9]/.test(ascii)) return { ok: false, error: messageText(locale, 'TOKENS_POSITIVE_INTEGER') };
  const n = parseTypedAmount(ascii);
  if (!Number.isInteger(n)) return { ok: false, error: messageText(locale, 'ONLY_INTEGERS') };
  if (n === 0) return { ok: false, error: messageText(locale, 'PRICE_ZERO') };
  return { ok: true, value: n };
}

/**
 * A receiver's Iraqi mobile number as typed after the +964 prefix (a leading
 * 0 dropped, either digit set, spaces allowed), or a whole international
 * number starting with + or 00. Returned as E.164.
 */
export function checkPhone(typed: string, locale: Locale): Checked<string> {
  const compact = compactPhone(typed);
  if (compact === '') return { ok: false, error: messageText(locale, 'REQUIRED') };
  const whole = compact.startsWith('+') ? compact : `+964${compact.replace(/^0/, '')}`;
  const phone = receiverPhoneOf(whole);
  if (phone === undefined || (whole.startsWith('+964') && !/^\+9647\d{9}$/.test(phone))) return { ok: false, error: messageText(locale, 'MOBILE_INVALID') };
  return { ok: true, value: phone };
}

/** The gift fee (decisions.md §6): 1% of the tokens' value, half up to the whole dinar, as the server rounds it. */
export const giftFeeOf = (value: number) => Math.floor((value * GIFT_FEE_BPS + 5000) / 10000);

/** The server's words for a refused request, else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.errors[0]?.message ?? error.message;
  return fallback;
}
