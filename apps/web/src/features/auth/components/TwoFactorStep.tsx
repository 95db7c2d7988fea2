import { loginBody } from '@sahm/domain';
import { Button, OtpInput, Stack, useToast } from '@sahm/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { login, loginOutcome } from '../api/login';
import { useAuthForm } from '../useAuthForm';
import { AuthCard } from './AuthCard';
import { ResendCode } from './ResendCode';

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
  const toast = useToast();
  const [code, setCode] = useState('');
  const { errors, setErrors, submitting, run, showFailure, edited } = useAuthForm();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      loginBody,
      { email, password, otp: code },
      async (data) => {
        const answer = await login(data);
        const outcome = loginOutcome(answer.data);
        if (outcome.kind === 'signedIn') onSignedIn(outcome.token, answer.message);
        else setErrors({ otp: answer.message ?? t({ id: 'shell.error.server' }) });
      },
      // Every failure is about the code.
      { rename: { verifyCode: 'otp' }, place: (fields, message) => ({ errors: { otp: fields.otp ?? message } }) },
    );
  };

  // Logging in again without a code sends a new one.
  const resend = async () => {
    try {
      const answer = await login({ email, password });
      toast.show({ tone: 'success', message: t({ id: channel === 'phone' ? 'auth.twoFactor.sentPhone' : 'auth.twoFactor.sentEmail' }) });
      return loginOutcome(answer.data).kind === 'twoFactor';
    } catch (error) {
      showFailure(error);
      return false;
    }
  };

  return (
    <AuthCard
      title={t({ id: 'auth.twoFactor.title' })}
      focusTitle
      description={t({ id: channel === 'phone' ? 'auth.twoFactor.descriptionPhone' : 'auth.twoFactor.descriptionEmail' })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <OtpInput label={t({ id: 'auth.code.label' })} value={code} onChange={(next) => {
              setCode(next);
              edited('otp');
            }} error={errors.otp} />
          <ResendCode onResend={resend} startCounting />
          <Button type="submit" fullWidth loading={submitting}>
            {t({ id: 'auth.twoFactor.submit' })}
          </Button>
          <Button variant="ghost" fullWidth onClick={onBack}>
            {t({ id: 'auth.backToLogin' })}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
