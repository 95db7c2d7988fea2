import { messageText, resendVerificationBody, verifyEmailBody } from '@sahm/domain';
import { Button, OtpInput, TextField, useToast, useUI } from '@sahm/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { resendVerification } from '../api/resendVerification';
import { verifyEmail } from '../api/verifyEmail';
import { failureMessage, issueErrors, serverFieldErrors, type FieldErrors } from '../forms';
import { AuthCard } from './AuthCard';
import { ResendCode } from './ResendCode';
import * as styles from './Auth.css';

export interface EmailVerificationStepProps {
  /** Where the code went; without it (a deep link with no ?email=) the user types the address. */
  email?: string;
  /** A code from the link, if it carried one. */
  initialCode?: string;
  /** A code was sent just before this step opened, so the resend countdown starts at once. */
  codeJustSent?: boolean;
  /** The step replaced another one on the same page: move focus to its heading. */
  focusTitle?: boolean;
  /** After POST /auth/verify-email succeeded; the page shows its own toast and moves on. */
  onVerified: (email: string) => void;
  /** Leaves the step (back to the login form). */
  onBack?: () => void;
}

/** The e-mail verification step of spec.md §4: the 6-digit code from the e-mail, and a resend with a countdown. */
export function EmailVerificationStep({ email: knownEmail, initialCode = '', codeJustSent = false, focusTitle = false, onVerified, onBack }: EmailVerificationStepProps) {
  const t = useIntl().formatMessage;
  const { locale } = useUI();
  const toast = useToast();
  const [email, setEmail] = useState(knownEmail ?? '');
  const [code, setCode] = useState(initialCode);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = verifyEmailBody.safeParse({ email, verifyCode: code });
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues, locale));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await verifyEmail(parsed.data);
      onVerified(parsed.data.email);
    } catch (error) {
      const message = failureMessage(error, t({ id: 'shell.error.noResponse' }));
      toast.show({ tone: 'error', message });
      const fields = serverFieldErrors(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { verifyCode: message });
    } finally {
      setSubmitting(false);
    }
  };

  const resend = async () => {
    const parsed = resendVerificationBody.safeParse({ email });
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues, locale));
      return false;
    }
    try {
      const answer = await resendVerification(parsed.data);
      toast.show({ tone: 'success', message: answer.message ?? messageText(locale, 'VERIFICATION_SENT') });
      return true;
    } catch (error) {
      toast.show({ tone: 'error', message: failureMessage(error, t({ id: 'shell.error.noResponse' })) });
      return false;
    }
  };

  return (
    <AuthCard
      title={t({ id: 'auth.verify.title' })}
      focusTitle={focusTitle}
      description={
        knownEmail
          ? t({ id: 'auth.verify.description' }, { email: <bdi key="email">{knownEmail}</bdi> })
          : t({ id: 'auth.verify.descriptionNoEmail' })
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {!knownEmail && (
          <TextField
            label={t({ id: 'auth.field.email' })}
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
        )}
        <OtpInput label={t({ id: 'auth.code.label' })} value={code} onChange={setCode} error={errors.verifyCode} />
        <ResendCode onResend={resend} startCounting={codeJustSent} />
        <Button type="submit" fullWidth loading={submitting}>
          {t({ id: 'auth.verify.submit' })}
        </Button>
        {onBack && (
          <Button variant="ghost" fullWidth onClick={onBack}>
            {t({ id: 'auth.backToLogin' })}
          </Button>
        )}
      </form>
    </AuthCard>
  );
}
