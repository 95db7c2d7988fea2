import { forgotPasswordBody, messageText, resetPasswordBody } from '@sahm/domain';
import { Button, OtpInput, PasswordField, Stack, Text, TextField, TextLink, useToast, useUI } from '@sahm/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { forgotPassword } from './api/forgot-password';
import { resetPassword } from './api/reset-password';
import { AuthCard } from './components/AuthCard';
import { AuthForm } from './components/AuthForm';
import { PasswordChecklist } from './components/PasswordChecklist';
import { ResendCode } from './components/ResendCode';
import { useAuthForm } from './useAuthForm';

/** /reset-password?email=: the e-mailed code and a new password, then the login page. */
export default function ResetPasswordPage() {
  const t = useIntl().formatMessage;
  const { locale } = useUI();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const checklistId = useId();
  const knownEmail = searchParams.get('email')?.trim() || undefined;
  const codeSent = Boolean((location.state as { codeSent?: boolean } | null)?.codeSent);

  const [email, setEmail] = useState(knownEmail ?? '');
  const [verifyCode, setVerifyCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const form = useAuthForm();
  const { errors, formError, submitting } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(resetPasswordBody, { email, verifyCode, password, confirmPassword }, async (data) => {
      const answer = await resetPassword({ email: data.email, verifyCode: data.verifyCode, password: data.password });
      toast.show({ tone: 'success', message: answer.message ?? messageText(locale, 'PASSWORD_RESET_DONE') });
      void navigate(paths.login.getHref(), { replace: true, state: { email: data.email } });
    });
  };

  const resend = () => form.resend(forgotPasswordBody, { email }, forgotPassword, messageText(locale, 'PASSWORD_RESET_SENT'));

  return (
    <AuthCard
      title={t({ id: 'auth.reset.title' })}
      description={
        knownEmail ? t({ id: 'auth.reset.description' }, { email: <bdi key="email">{knownEmail}</bdi> }) : t({ id: 'auth.reset.descriptionNoEmail' })
      }
    >
      <AuthForm
        onSubmit={submit}
        label={t({ id: 'auth.reset.title' })}
        error={formError}
        actions={
          <>
            <Button type="submit" fullWidth loading={submitting}>
              {t({ id: 'auth.reset.submit' })}
            </Button>
            <Text size="sm" align="center">
              <TextLink asChild>
                <Link to={paths.login.getHref()}>{t({ id: 'auth.backToLogin' })}</Link>
              </TextLink>
            </Text>
          </>
        }
      >
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
        <OtpInput label={t({ id: 'auth.code.label' })} value={verifyCode} onChange={(code) => {
            setVerifyCode(code);
            form.edited('verifyCode');
          }} error={errors.verifyCode} />
        <ResendCode onResend={resend} startCounting={codeSent} />
        <Stack gap="sm">
          <PasswordField
            label={t({ id: 'auth.field.newPassword' })}
            autoComplete="new-password"
            required
            aria-describedby={checklistId}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              form.edited('password');
            }}
            error={errors.password}
          />
          <PasswordChecklist id={checklistId} password={password} />
        </Stack>
        <PasswordField
          label={t({ id: 'auth.field.confirmNewPassword' })}
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
            form.edited('confirmPassword');
          }}
          error={errors.confirmPassword}
        />
      </AuthForm>
    </AuthCard>
  );
}
