import { loginBody } from '@sahm/domain';
import { Button, OtpInput, useToast, useUI } from '@sahm/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { login, loginOutcome } from '../api/login';
import { failureMessage, issueErrors, serverFieldErrors, type FieldErrors } from '../forms';
import { AuthCard } from './AuthCard';
import { ResendCode } from './ResendCode';
import * as styles from './Auth.css';

export interface TwoFactorStepProps {
  channel: 'email' | 'phone';
  email: string;
  password: string;
  /** The second login call returned a token. */
  onSignedIn: (token: string, message: string | undefined) => void;
  onBack: () => void;
}

/** The 2FA code prompt of spec.md §4: the same login again, now with the code that was sent. */
export function TwoFactorStep({ channel, email, password, onSignedIn, onBack }: TwoFactorStepProps) {
  const t = useIntl().formatMessage;
  const { locale } = useUI();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginBody.safeParse({ email, password, otp: code });
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues, locale));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const answer = await login(parsed.data);
      const outcome = loginOutcome(answer.data);
      if (outcome.kind === 'signedIn') onSignedIn(outcome.token, answer.message);
      else setErrors({ otp: answer.message ?? t({ id: 'shell.error.server' }) });
    } catch (error) {
      const message = failureMessage(error, t({ id: 'shell.error.noResponse' }));
      toast.show({ tone: 'error', message });
      const fields = serverFieldErrors(error, { verifyCode: 'otp' });
      setErrors({ otp: fields.otp ?? message });
    } finally {
      setSubmitting(false);
    }
  };

  // Logging in again without a code sends a new one.
  const resend = async () => {
    try {
      const answer = await login({ email, password });
      toast.show({ tone: 'success', message: t({ id: channel === 'phone' ? 'auth.twoFactor.sentPhone' : 'auth.twoFactor.sentEmail' }) });
      return loginOutcome(answer.data).kind === 'twoFactor';
    } catch (error) {
      toast.show({ tone: 'error', message: failureMessage(error, t({ id: 'shell.error.noResponse' })) });
      return false;
    }
  };

  return (
    <AuthCard
      title={t({ id: 'auth.twoFactor.title' })}
      focusTitle
      description={t({ id: channel === 'phone' ? 'auth.twoFactor.descriptionPhone' : 'auth.twoFactor.descriptionEmail' })}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <OtpInput label={t({ id: 'auth.code.label' })} value={code} onChange={setCode} error={errors.otp} />
        <ResendCode onResend={resend} startCounting />
        <Button type="submit" fullWidth loading={submitting}>
          {t({ id: 'auth.twoFactor.submit' })}
        </Button>
        <Button variant="ghost" fullWidth onClick={onBack}>
          {t({ id: 'auth.backToLogin' })}
        </Button>
      </form>
    </AuthCard>
  );
}
