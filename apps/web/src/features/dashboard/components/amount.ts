import { messageText, type Locale, type RuleResult } from '@sahm/domain';
import { parseTypedAmount } from '@sahm/ui';
import { ApiError } from '../../../lib/api';

/**
 * A typed amount checked by the same rule the API's schema uses (@sahm/domain's
 * form rules, without zod): any digits (Latin or Arabic-Indic) and
 * separators, then the rule's own messages ("Minimum deposit limit is 10,000")
 * in the reader's language.
 */
export function checkAmount(rule: (value: unknown) => RuleResult, typed: string, locale: Locale): { ok: true; amount: number } | { ok: false; error: string } {
  if (typed.trim() === '') return { ok: false, error: messageText(locale, 'REQUIRED') };
  const checked = rule(parseTypedAmount(typed));
  return checked.ok ? { ok: true, amount: checked.value } : { ok: false, error: messageText(locale, checked.code) };
}

/** The server's words for a refused amount: its field message when it names the amount, else its message. */
export function amountErrorOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.errors.find((e) => e.field === 'amount')?.message ?? error.message;
  return fallback;
}
