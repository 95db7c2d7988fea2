import { useToast, useUI } from '@sahm/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { failureMessage, issueErrors, serverFieldErrors, type FieldErrors } from './forms';

/** The part of a domain (zod) schema a form needs. */
interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Where a failed call's message goes: field errors, and the alert above the button (null: none). */
export type FailurePlacement = (fields: FieldErrors, message: string) => { errors: FieldErrors; formError?: string | null };

export interface RunOptions {
  /** The server's field names as this form calls them. */
  rename?: Record<string, string>;
  /** Default: the server's field errors on their fields, and the message above the button when no field owns it. */
  place?: FailurePlacement;
}

const onFieldsOrAboveButton: FailurePlacement = (fields, message) => ({ errors: fields, formError: Object.keys(fields).length > 0 ? null : message });

/**
 * The submit and resend pattern every sign-in form shares: validate with the
 * domain schema (localized errors on the fields, nothing sent), send, and on
 * failure show the server's message once: where the form wants it (a field,
 * or the alert above the button), or as a toast when the form has no place
 * for it. Editing a field clears its error and the form's.
 */
export function useAuthForm() {
  const t = useIntl().formatMessage;
  const { locale } = useUI();
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** The failure as a toast (for what has no place on the form, such as a resend); returns its text. */
  const showFailure = (error: unknown): string => {
    const message = failureMessage(error, t({ id: 'shell.error.noResponse' }));
    toast.show({ tone: 'error', message });
    return message;
  };

  /** The user changed `field`: its error and the form's are about the old value, so they go. */
  const edited = (field: string) => {
    setFormError(null);
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  };

  /** Validates `values`, then runs `call` with the parsed data while the submit button shows progress. */
  const run = async <T>(schema: Schema<T>, values: unknown, call: (data: T) => Promise<void>, { rename, place = onFieldsOrAboveButton }: RunOptions = {}) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues, locale));
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      await call(parsed.data);
    } catch (error) {
      const message = failureMessage(error, t({ id: 'shell.error.noResponse' }));
      const placed = place(serverFieldErrors(error, rename), message);
      const fieldMessages = Object.values(placed.errors);
      // Shown once: not above the button when a field already says it, and a toast only when the form put it nowhere.
      const above = placed.formError && !fieldMessages.includes(placed.formError) ? placed.formError : null;
      setErrors(placed.errors);
      setFormError(above);
      if (!above && fieldMessages.length === 0) toast.show({ tone: 'error', message });
    } finally {
      setSubmitting(false);
    }
  };

  /** Sends a new code: validated like a submit; the server's message (or `sent`) as a toast. True when it went out. */
  const resend = async <T>(schema: Schema<T>, values: unknown, call: (data: T) => Promise<{ message?: string }>, sent: string): Promise<boolean> => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues, locale));
      return false;
    }
    try {
      const answer = await call(parsed.data);
      toast.show({ tone: 'success', message: answer.message ?? sent });
      return true;
    } catch (error) {
      showFailure(error);
      return false;
    }
  };

  return { errors, setErrors, formError, submitting, run, resend, showFailure, edited };
}
