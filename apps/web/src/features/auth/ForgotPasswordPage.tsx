import { forgotPasswordBody, messageText } from '@sahm/domain';
import { Button, Text, TextField, TextLink, useToast, useUI } from '@sahm/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { forgotPassword } from './api/forgot-password';
import { AuthCard } from './components/AuthCard';
import { AuthForm } from './components/AuthForm';
import { useAuthForm } from './useAuthForm';

/** /forgot-password: the e-mail gets a reset code; then the reset page. */
export default function ForgotPasswordPage() {
  const t = useIntl().formatMessage;
  const { locale } = useUI();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const { errors, formError, submitting, run, edited } = useAuthForm();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      forgotPasswordBody,
      { email },
      async (data) => {
        const answer = await forgotPassword(data);
        toast.show({ tone: 'success', message: answer.message ?? messageText(locale, 'PASSWORD_RESET_SENT') });
        void navigate(paths.resetPassword.getHref(data.email), { state: { codeSent: true } });
      },
      { place: (fields, message) => ({ errors: fields, formError: fields.email ? null : message }) },
    );
  };

  return (
    <AuthCard title={t({ id: 'auth.forgot.title' })} description={t({ id: 'auth.forgot.description' })}>
      <AuthForm
        onSubmit={submit}
        label={t({ id: 'auth.forgot.title' })}
        error={formError}
        actions={
          <>
            <Button type="submit" fullWidth loading={submitting}>
              {t({ id: 'auth.forgot.submit' })}
            </Button>
            <Text size="sm" align="center">
              <TextLink asChild>
                <Link to={paths.login.getHref()}>{t({ id: 'auth.backToLogin' })}</Link>
              </TextLink>
            </Text>
          </>
        }
      >
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
            edited('email');
          }}
          error={errors.email}
        />
      </AuthForm>
    </AuthCard>
  );
}
