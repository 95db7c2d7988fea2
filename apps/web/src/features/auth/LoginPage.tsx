import { loginBody, messageText } from '@sahm/domain';
import { Button, PasswordField, Stack, Text, TextField, TextLink, useToast, useUI } from '@sahm/ui';
import { startTransition, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth';
import { paths } from '../../config/paths';
import { login, loginOutcome } from './api/login';
import { AuthCard } from './components/AuthCard';
import { EmailVerificationStep } from './components/EmailVerificationStep';
import { AuthForm } from './components/AuthForm';
import { TwoFactorStep } from './components/TwoFactorStep';
import { safeRedirect } from './forms';
import { useAuthForm } from './useAuthForm';

type Step = { kind: 'credentials'; returned: boolean } | { kind: 'verifyEmail' } | { kind: 'twoFactor'; channel: 'email' | 'phone' };

interface LoginState {
  email?: string;
  from?: string;
}

/**
 * /login (spec.md §4): a token signs in; an unverified e-mail opens the
 * e-mail verification step; a 2FA account opens the code prompt and logs in
 * again with the code. A failure shows the server's message once, as the
 * form's error above the button, until the user edits a field.
 */
export default function LoginPage() {
  const t = useIntl().formatMessage;
  const { locale } = useUI();
  const toast = useToast();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const state = (location.state ?? {}) as LoginState;

  const [email, setEmail] = useState(state.email ?? searchParams.get('email') ?? '');
  const [password, setPassword] = useState('');
  const { errors, formError: authError, submitting, run, edited } = useAuthForm();
  const [step, setStep] = useState<Step>({ kind: 'credentials', returned: false });

  /** The guard's redirectTo, with the original query kept when the guard's state carries it. */
  const destination = () => {
    const redirectTo = safeRedirect(searchParams.get('redirectTo'));
    const from = safeRedirect(state.from);
    if (redirectTo && from && from.split(/[?#]/)[0] === redirectTo) return from;
    return redirectTo ?? paths.dashboard.getHref();
  };

  const finishSignIn = (token: string, message: string | undefined) => {
    toast.show({ tone: 'success', message: message ?? messageText(locale, 'LOGGED_IN') });
    const to = destination();
    // One transition for both, so the guard never sees a signed-in user still on /login
    // (it would send them to the dashboard instead of where they were going).
    startTransition(() => {
      signIn(token);
      void navigate(to, { replace: true });
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      loginBody,
      { email, password },
      async (data) => {
        const answer = await login(data);
        const outcome = loginOutcome(answer.data);
        setEmail(data.email);
        if (outcome.kind === 'signedIn') finishSignIn(outcome.token, answer.message);
        else if (outcome.kind === 'emailUnverified') setStep({ kind: 'verifyEmail' });
        else setStep({ kind: 'twoFactor', channel: outcome.channel });
      },
      // The server's refusal ("wrong e-mail or password") stays above the button, whatever fields it names.
      { place: (fields, message) => ({ errors: fields, formError: message }) },
    );
  };

  const backToForm = () => setStep({ kind: 'credentials', returned: true });

  if (step.kind === 'verifyEmail') {
    return (
      <EmailVerificationStep
        email={email}
        codeJustSent
        focusTitle
        onBack={backToForm}
        onVerified={() => {
          toast.show({ tone: 'success', message: messageText(locale, 'EMAIL_VERIFIED') });
          setPassword('');
          backToForm();
        }}
      />
    );
  }

  if (step.kind === 'twoFactor') {
    return <TwoFactorStep channel={step.channel} email={email} password={password} onSignedIn={finishSignIn} onBack={backToForm} />;
  }

  return (
    <AuthCard title={t({ id: 'auth.login.title' })} description={t({ id: 'auth.login.description' })} focusTitle={step.returned}>
      <AuthForm
        onSubmit={submit}
        label={t({ id: 'auth.login.title' })}
        error={authError}
        actions={
          <>
            <Button type="submit" fullWidth loading={submitting}>
              {t({ id: 'auth.login.submit' })}
            </Button>
            <Text size="sm" tone="muted" align="center">
              {t({ id: 'auth.login.noAccount' })}{' '}
              <TextLink asChild>
                <Link to={paths.register.getHref()}>{t({ id: 'auth.login.toRegister' })}</Link>
              </TextLink>
            </Text>
          </>
        }
      >
        <TextField
          label={t({ id: 'auth.field.email' })}
          type="email"
          inputMode="email"
          autoComplete="username"
          dir="ltr"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            edited('email');
          }}
          error={errors.email}
        />
        <PasswordField
          label={t({ id: 'auth.field.password' })}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            edited('password');
          }}
          error={errors.password}
        />
        <Stack direction="row" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="sm">
          <TextLink asChild>
            <Link to={paths.forgotPassword.getHref()}>{t({ id: 'auth.login.forgot' })}</Link>
          </TextLink>
        </Stack>
      </AuthForm>
    </AuthCard>
  );
}
