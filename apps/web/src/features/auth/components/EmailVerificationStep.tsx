import { messageText, resendVerificationBody, verifyEmailBody } from '@sahm/domain';
import { Button, OtpInput, Stack, TextField, useUI } from '@sahm/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { resendVerification } from '../api/resend-verification';
import { verifyEmail } from '../api/verify-email';
import { useAuthForm } from '../useAuthForm';
import { AuthCard } from './AuthCard';
import { ResendCode } from './ResendCode';

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
  const [email, setEmail] = useState(knownEmail ?? '');
  const [code, setCode] = useState(initialCode);
  const form = useAuthForm();
  const { errors, submitting } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(
      verifyEmailBody,
      { email, verifyCode: code },
      async (data) => {
        await verifyEmail(data);
        onVerified(data.email);
      },
      // A refused code belongs under the code boxes.
      { place: (fields, message) => ({ errors: Object.keys(fields).length > 0 ? fields : { verifyCode: message } }) },
    );
  };

  const resend = () => form.resend(resendVerificationBody, { email }, resendVerification, messageText(locale, 'VERIFICATION_SENT'));

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
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {!knownEmail && (
            <TextField
              label={t({ id: 'auth.field.email' })}
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                form.edited('email');
              }}
              error={errors.email}
            />
          )}
          <OtpInput label={t({ id: 'auth.code.label' })} value={code} onChange={(next) => {
              setCode(next);
              form.edited('verifyCode');
            }} error={errors.verifyCode} />
          <ResendCode onResend={resend} startCounting={codeJustSent} />
          <Button type="submit" fullWidth loading={submitting}>
            {t({ id: 'auth.verify.submit' })}
          </Button>
          {onBack && (
            <Button variant="ghost" fullWidth onClick={onBack}>
              {t({ id: 'auth.backToLogin' })}
            </Button>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
