import { changePasswordBody, messageText, MIN_PASSWORD_LENGTH, twoFactorMethods, type Profile } from '@sahm/domain';
import { Alert, Button, Heading, PasswordField, Select, Stack, Text, useUI } from '@sahm/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { changePassword } from '../api/change-password';
import { updateProfile } from '../api/update-profile';
import { useSubmit } from '../useSubmit';
import { settingsSections } from '../../../config/paths';
import { SettingsCard } from './SettingsCard';

type Method = (typeof twoFactorMethods)[number];

/** Two-step sign-in (none, e-mail, mobile; a change needs the password) and the password change. */
export function SecuritySection({ profile, onChanged }: { profile: Profile; onChanged: (next?: Profile) => unknown }) {
  const t = useIntl().formatMessage;
  return (
    <SettingsCard id={settingsSections.security} title={t({ id: 'settings.security.title' })}>
      <TwoFactor profile={profile} onChanged={onChanged} />
      <PasswordChange />
    </SettingsCard>
  );
}

function TwoFactor({ profile, onChanged }: { profile: Profile; onChanged: (next?: Profile) => unknown }) {
  const t = useIntl().formatMessage;
  const { locale } = useUI();
  const form = useSubmit();
  const [method, setMethod] = useState<Method>(profile.twoFactor);
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setSuccess(null);
    if (method === profile.twoFactor) {
      form.setErrors({ twoFactor: t({ id: 'settings.twoFactor.same' }) });
      return;
    }
    if (method === 'mobile' && !profile.isPhoneVerified) {
      form.setErrors({ twoFactor: messageText(locale, 'VERIFY_PHONE_FIRST') });
      return;
    }
    if (!password) {
      form.setErrors({ password: messageText(locale, 'PASSWORD_CONFIRM_REQUIRED') });
      return;
    }
    const result = await form.run(() => updateProfile({ twoFactor: method, password }));
    if (result) {
      setPassword('');
      await onChanged(result.data);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="settings-2fa-title">
      <Stack gap="md">
        <Heading level={3} size={4} id="settings-2fa-title">
          {t({ id: 'settings.twoFactor.title' })}
        </Heading>
        <Text tone="muted">{t({ id: `settings.twoFactor.now.${profile.twoFactor}` })}</Text>
        <Select<Method>
          label={t({ id: 'settings.twoFactor.method' })}
          name="twoFactor"
          value={method}
          onValueChange={(value) => {
            setMethod(value);
            form.clearError('twoFactor');
          }}
          options={twoFactorMethods.map((value) => ({ value, label: t({ id: `settings.twoFactor.${value}` }) }))}
          hint={profile.isPhoneVerified ? undefined : t({ id: 'settings.twoFactor.mobileHint' })}
          error={form.errors.twoFactor}
        />
        <PasswordField
          label={t({ id: 'settings.password.current' })}
          hint={t({ id: 'settings.twoFactor.passwordHint' })}
          name="password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            form.clearError('password');
          }}
          error={form.errors.password}
        />
        <span>
          <Button type="submit" leading="lock" loading={form.busy}>
            {t({ id: 'settings.twoFactor.save' })}
          </Button>
        </span>
        <Alert tone="success">{form.success}</Alert>
        <Alert tone="critical">{form.formError}</Alert>
      </Stack>
    </form>
  );
}

const emptyPasswords = { oldPassword: '', newPassword: '', confirmPassword: '' };

function PasswordChange() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const form = useSubmit();
  const [values, setValues] = useState(emptyPasswords);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(changePasswordBody.safeParse(values));
    if (!data) return;
    if (await form.run(() => changePassword(data))) setValues(emptyPasswords);
  };

  const field = (name: keyof typeof emptyPasswords) => ({
    name,
    value: values[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      form.clearError(name);
    },
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="settings-password-title">
      <Stack gap="md">
        <Heading level={3} size={4} id="settings-password-title">
          {t({ id: 'settings.password.title' })}
        </Heading>
        <PasswordField label={t({ id: 'settings.password.current' })} {...field('oldPassword')} />
        <PasswordField label={t({ id: 'settings.password.new' })} autoComplete="new-password" hint={t({ id: 'settings.password.rules' }, { min: intl.formatNumber(MIN_PASSWORD_LENGTH) })} {...field('newPassword')} />
        <PasswordField label={t({ id: 'settings.password.confirm' })} autoComplete="new-password" {...field('confirmPassword')} />
        <span>
          <Button type="submit" loading={form.busy}>
            {t({ id: 'settings.password.save' })}
          </Button>
        </span>
        <Alert tone="success">{form.success}</Alert>
        <Alert tone="critical">{form.formError}</Alert>
      </Stack>
    </form>
  );
}
