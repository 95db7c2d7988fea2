import { forgotPasswordBody, messageText } from '@sahm/domain';
import { Button, TextField, useToast, useUI } from '@sahm/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { forgotPassword } from './api/forgot-password';
import { AuthCard } from './components/AuthCard';
import { FormAlert } from './components/FormAlert';
import * as styles from './components/Auth.css';
import { useAuthForm } from './useAuthForm';

/** /forgot-password: the e-mail gets a reset code; then the reset page. */
export default function ForgotPasswordPage() {
  const t = useIntl().formatMessage;
  const { locale } = useUI();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const { errors, formError, submitting, run } = useAuthForm();

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
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t({ id: 'auth.forgot.title' })}>
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
        <FormAlert message={formError} />
        <Button type="submit" fullWidth loading={submitting}>
          {t({ id: 'auth.forgot.submit' })}
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
