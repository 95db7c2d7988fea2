import { messageText, signupBody } from '@sahm/domain';
import { Button, PasswordField, Stack, Text, TextField, TextLink, useToast, useUI } from '@sahm/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { signup } from './api/signup';
import { AuthCard } from './components/AuthCard';
import { EmailVerificationStep } from './components/EmailVerificationStep';
import { AuthForm } from './components/AuthForm';
import { PasswordChecklist } from './components/PasswordChecklist';
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
  const { errors, formError, submitting, run, edited } = useAuthForm();
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);

  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      edited(name);
    },
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
      <AuthForm
        onSubmit={submit}
        label={t({ id: 'auth.register.title' })}
        error={formError}
        actions={
          <>
            <Button type="submit" fullWidth loading={submitting}>
              {t({ id: 'auth.register.submit' })}
            </Button>
            <Text size="sm" tone="muted" align="center">
              {t({ id: 'auth.register.haveAccount' })}{' '}
              <TextLink asChild>
                <Link to={paths.login.getHref()}>{t({ id: 'auth.register.toLogin' })}</Link>
              </TextLink>
            </Text>
          </>
        }
      >
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
        <Stack gap="sm">
          <PasswordField label={t({ id: 'auth.field.password' })} autoComplete="new-password" required aria-describedby={checklistId} {...field('password')} />
          <PasswordChecklist id={checklistId} password={form.password} />
        </Stack>
        <PasswordField label={t({ id: 'auth.field.confirmPassword' })} autoComplete="new-password" required {...field('confirmPassword')} />
      </AuthForm>
    </AuthCard>
  );
}
