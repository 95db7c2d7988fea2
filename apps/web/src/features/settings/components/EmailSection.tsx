import { changeEmailBody, verifyEmailChangeBody, type Profile } from '@sahm/domain';
import { Alert, Button, OtpInput, PasswordField, Stack, Text, TextField } from '@sahm/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { changeEmail } from '../api/change-email';
import { verifyEmailChange } from '../api/verify-email-change';
import { useSubmit } from '../useSubmit';
import { settingsSections } from '../../../config/paths';
import { SettingsCard } from './SettingsCard';

/** The e-mail address: a new one with the password, then the code sent to it; nothing changes until the code comes back. */
export function EmailSection({ profile, onChanged }: { profile: Profile; onChanged: () => unknown }) {
  const t = useIntl().formatMessage;
  const form = useSubmit();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [code, setCode] = useState('');

  const request = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(changeEmailBody.safeParse({ email, password }));
    if (!data) return;
    if (await form.run(() => changeEmail(data))) {
      setPending(data.email);
      setCode('');
      setPassword('');
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(verifyEmailChangeBody.safeParse({ verifyCode: code }));
    if (!data) return;
    if (await form.run(() => verifyEmailChange(data.verifyCode))) {
      setPending(null);
      setEmail('');
      await onChanged();
    }
  };

  return (
    <SettingsCard id={settingsSections.email} title={t({ id: 'settings.email.title' })}>
      <Text>
        {t({ id: 'settings.email.current' })} <bdi>{profile.email}</bdi>
      </Text>
      {!pending ? (
        <form noValidate onSubmit={request} aria-label={t({ id: 'settings.email.change' })}>
          <Stack gap="md">
            <TextField
              label={t({ id: 'settings.email.new' })}
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              name="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                form.clearError('email');
              }}
              error={form.errors.email}
            />
            <PasswordField
              label={t({ id: 'settings.password.current' })}
              name="password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                form.clearError('password');
              }}
              error={form.errors.password}
            />
            <span>
              <Button type="submit" leading="mail" loading={form.busy}>
                {t({ id: 'settings.email.send' })}
              </Button>
            </span>
          </Stack>
        </form>
      ) : (
        <form noValidate onSubmit={confirm} aria-label={t({ id: 'settings.email.confirmTitle' })}>
          <Stack gap="md">
            <Text>
              {t({ id: 'settings.email.sentTo' })} <bdi>{pending}</bdi>
            </Text>
            <OtpInput
              label={t({ id: 'settings.code' })}
              value={code}
              onChange={(next) => {
                setCode(next);
                form.clearError('verifyCode');
              }}
              error={form.errors.verifyCode}
            />
            <Stack direction="row" flexWrap="wrap" gap="sm">
              <Button type="submit" loading={form.busy}>
                {t({ id: 'settings.email.confirm' })}
              </Button>
              <Button variant="ghost" onClick={() => setPending(null)} disabled={form.busy}>
                {t({ id: 'settings.cancel' })}
              </Button>
            </Stack>
          </Stack>
        </form>
      )}
      <Alert tone="critical">{form.formError}</Alert>
    </SettingsCard>
  );
}
