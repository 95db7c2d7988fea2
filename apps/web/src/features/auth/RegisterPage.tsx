import { messageText, signupBody } from '@sahm/domain';
import { Button, PasswordField, TextField, useToast, useUI } from '@sahm/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { signup } from './api/signup';
import { AuthCard } from './components/AuthCard';
import { EmailVerificationStep } from './components/EmailVerificationStep';
import { FormAlert } from './components/FormAlert';
import { PasswordChecklist } from './components/PasswordChecklist';
import * as styles from './components/Auth.css';
import { useAuthForm } from './useAuthForm';

/**
 * /register (spec.md §4-§5): e-mail, user name (sent as `name`), password
 * and its confirmation with the spec's messages; then the e-mail code; then
 * "Signed up successfully, please login to continue" and the login page.
 */
export default function RegisterPage() {
  const t = useIntl().formatMessage;
  const { locale } = useUI();
  const toast = useToast();
  const navigate = useNavigate();
  const checklistId = useId();

  const [form, setForm] = useState({ email: '', name: '', password: '', confirmPassword: '' });
  const { errors, formError, submitting, run } = useAuthForm();
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);

  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(signupBody, form, async ({ email, password, name }) => {
      await signup({ email, password, name });
      setVerifyEmail(email);
    });
  };

  if (verifyEmail) {
    return (
      <EmailVerificationStep
        email={verifyEmail}
        codeJustSent
        focusTitle
        onVerified={(email) => {
          toast.show({ tone: 'success', message: messageText(locale, 'SIGNED_UP') });
          void navigate(paths.login.getHref(), { state: { email } });
        }}
      />
    );
  }

  return (
    <AuthCard title={t({ id: 'auth.register.title' })} description={t({ id: 'auth.register.description' })}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t({ id: 'auth.register.title' })}>
        <TextField label={t({ id: 'auth.field.email' })} type="email" inputMode="email" autoComplete="email" dir="ltr" required {...field('email')} />
        <TextField
          label={t({ id: 'auth.field.userName' })}
          hint={t({ id: 'auth.register.userNameHint' })}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...field('name')}
        />
        <PasswordField label={t({ id: 'auth.field.password' })} autoComplete="new-password" required aria-describedby={checklistId} {...field('password')} />
        <PasswordChecklist id={checklistId} password={form.password} />
        <PasswordField label={t({ id: 'auth.field.confirmPassword' })} autoComplete="new-password" required {...field('confirmPassword')} />
        <FormAlert message={formError} />
        <Button type="submit" fullWidth loading={submitting}>
          {t({ id: 'auth.register.submit' })}
        </Button>
        <p className={styles.footnote}>
          {t({ id: 'auth.register.haveAccount' })}{' '}
          <Link to={paths.login.getHref()} className={styles.link}>
            {t({ id: 'auth.register.toLogin' })}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
