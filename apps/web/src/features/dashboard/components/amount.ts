import { isMessageCode, messageText, type Locale } from '@sahm/domain';
import { parseTypedAmount } from '@sahm/ui';
import { ApiError } from '../../../lib/api';

/** A request schema of @sahm/domain (zod), as far as it is used here. */
interface AmountSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
}

/**
 * A typed amount checked by the same schema the API uses: any digits
 * (Latin or Arabic-Indic) and separators, then the schema's own messages
 * ("Minimum deposit limit is 10,000") in the reader's language.
 */
export function checkAmount<T>(schema: AmountSchema<T>, body: (amount: number) => unknown, typed: string, locale: Locale): { ok: true; data: T } | { ok: false; error: string } {
  if (typed.trim() === '') return { ok: false, error: messageText(locale, 'REQUIRED') };
  const parsed = schema.safeParse(body(parseTypedAmount(typed)));
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues.find((i) => i.path[0] === 'amount') ?? parsed.error.issues[0];
  const code = issue?.message ?? 'VALIDATION_FAILED';
  return { ok: false, error: messageText(locale, isMessageCode(code) ? code : 'VALIDATION_FAILED') };
}

/** The server's words for a refused amount: its field message when it names the amount, else its message. */
export function amountErrorOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.errors.find((e) => e.field === 'amount')?.message ?? error.message;
  return fallback;
}
