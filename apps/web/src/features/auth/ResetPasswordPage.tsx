import { forgotPasswordBody, messageText, resetPasswordBody } from '@sahm/domain';
import { Button, OtpInput, PasswordField, TextField, useToast, useUI } from '@sahm/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { forgotPassword } from './api/forgotPassword';
import { resetPassword } from './api/resetPassword';
import { AuthCard } from './components/AuthCard';
import { FormAlert } from './components/FormAlert';
import { PasswordChecklist } from './components/PasswordChecklist';
import { ResendCode } from './components/ResendCode';
import * as styles from './components/Auth.css';
import { failureMessage, issueErrors, serverFieldErrors, type FieldErrors } from './forms';

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordBody.safeParse({ email, verifyCode, password, confirmPassword });
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues, locale));
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      const answer = await resetPassword({ email: parsed.data.email, verifyCode: parsed.data.verifyCode, password: parsed.data.password });
      toast.show({ tone: 'success', message: answer.message ?? messageText(locale, 'PASSWORD_RESET_DONE') });
      void navigate(paths.login.getHref(), { replace: true, state: { email: parsed.data.email } });
    } catch (error) {
      const message = failureMessage(error, t({ id: 'shell.error.noResponse' }));
      toast.show({ tone: 'error', message });
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(message);
    } finally {
      setSubmitting(false);
    }
  };

  const resend = async () => {
    const parsed = forgotPasswordBody.safeParse({ email });
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues, locale));
      return false;
    }
    try {
      const answer = await forgotPassword(parsed.data);
      toast.show({ tone: 'success', message: answer.message ?? messageText(locale, 'PASSWORD_RESET_SENT') });
      return true;
    } catch (error) {
      toast.show({ tone: 'error', message: failureMessage(error, t({ id: 'shell.error.noResponse' })) });
      return false;
    }
  };

  return (
    <AuthCard
      title={t({ id: 'auth.reset.title' })}
      description={
        knownEmail ? t({ id: 'auth.reset.description' }, { email: <bdi key="email">{knownEmail}</bdi> }) : t({ id: 'auth.reset.descriptionNoEmail' })
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t({ id: 'auth.reset.title' })}>
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
        <OtpInput label={t({ id: 'auth.code.label' })} value={verifyCode} onChange={setVerifyCode} error={errors.verifyCode} />
        <ResendCode onResend={resend} startCounting={codeSent} />
        <PasswordField
          label={t({ id: 'auth.field.newPassword' })}
          autoComplete="new-password"
          required
          aria-describedby={checklistId}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <PasswordChecklist id={checklistId} password={password} />
        <PasswordField
          label={t({ id: 'auth.field.confirmNewPassword' })}
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          error={errors.confirmPassword}
        />
        <FormAlert message={formError} />
        <Button type="submit" fullWidth loading={submitting}>
          {t({ id: 'auth.reset.submit' })}
        </Button>
        <p className={styles.footnote}>
          <Link to={paths.login.getHref()} className={styles.link}>
            {t({ id: 'auth.backToLogin' })}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
