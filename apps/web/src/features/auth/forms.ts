import { isMessageCode, messageText, type Locale } from '@sahm/domain';
import { pathsWithAccess } from '../../config/paths';
import { ApiError } from '../../lib/api';

export type FieldErrors = Record<string, string>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * A domain schema's issues as one localized message per field (the first
 * issue wins), from the same catalog the API answers with.
 */
export function issueErrors(issues: readonly Issue[], locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (errors[field]) continue;
    errors[field] = messageText(locale, isMessageCode(issue.message) ? issue.message : 'VALIDATION_FAILED');
  }
  return errors;
}

/** The server's per-field errors (already localized), renamed to the form's field names where they differ. */
export function serverFieldErrors(error: unknown, rename: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const { field, message } of error.errors) {
    const name = rename[field] ?? field;
    if (!errors[name]) errors[name] = message;
  }
  return errors;
}

/** The text to show for a failed call: the server's message, or the fallback for anything else. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** The sign-in pages (guest-only routes): a signed-in user would only bounce off them. */
const signInPages = pathsWithAccess('guest');

/**
 * Where to go after signing in: a same-site path only (never `//host` or a
 * full URL, which would make the login page an open redirect), and never
 * back to a sign-in page.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (signInPages.includes(pathname.replace(/\/+$/, ''))) return null;
  return value;
}
