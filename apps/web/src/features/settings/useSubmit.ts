import { isMessageCode, messageText } from '@sahm/domain';
import { useToast, useUI } from '@sahm/ui';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, type ApiSuccess } from '../../lib/api';

export type FieldErrors = Record<string, string | undefined>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A schema's issues as one localized message per field, from the catalog the API answers with. */
export function issueErrors(issues: readonly Issue[], locale: Parameters<typeof messageText>[0]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= messageText(locale, isMessageCode(issue.message) ? issue.message : 'VALIDATION_FAILED');
  }
  return errors;
}

/**
 * One settings form's sending: field errors (the schema's before sending,
 * the server's after), a form-level error and the server's success message
 * (also as a toast). A failed call changes nothing on screen but the errors.
 */
export function useSubmit() {
  const t = useIntl().formatMessage;
  const { locale } = useUI();
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Parses with a domain schema; on failure shows the field errors and answers null. */
  const validate = useCallback(
    <T,>(result: { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } }): T | null => {
      setSuccess(null);
      setFormError(null);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      setErrors(issueErrors(result.error.issues, locale));
      return null;
    },
    [locale],
  );

  const run = useCallback(
    async <T,>(call: () => Promise<ApiSuccess<T>>, { toastSuccess = true }: { toastSuccess?: boolean } = {}): Promise<ApiSuccess<T> | null> => {
      setBusy(true);
      setFormError(null);
      setSuccess(null);
      try {
        const result = await call();
        setErrors({});
        const text = result.message ?? t({ id: 'settings.saved' });
        setSuccess(text);
        if (toastSuccess) toast.show({ tone: 'success', message: text });
        return result;
      } catch (error) {
        if (error instanceof ApiError && error.errors.length > 0) {
          const next: FieldErrors = {};
          for (const e of error.errors) next[e.field] ??= e.message;
          setErrors(next);
        }
        const text = error instanceof ApiError ? error.message : t({ id: 'settings.failed' });
        setFormError(text);
        toast.show({ tone: 'error', message: text });
        return null;
      } finally {
        setBusy(false);
      }
    },
    [t, toast],
  );

  const clearError = useCallback((field: string) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e)), []);

  return { errors, setErrors, formError, setFormError, success, setSuccess, busy, validate, run, clearError };
}
