import { sendVerifyNumberBody, verifyNumberBody, type Profile } from '@sahm/domain';
import { Alert, Badge, Button, ConfirmDialog, OtpInput, PasswordField, Stack, Text, TextField, useToast } from '@sahm/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../lib/api';
import { removeNumber } from '../api/remove-number';
import { sendVerifyNumber, type PhoneCodeSent } from '../api/send-verify-number';
import { verifyNumber } from '../api/verify-number';
import { useCountdown } from '../../../lib/useCountdown';
import { useSubmit } from '../useSubmit';
import { settingsSections } from '../../../config/paths';
import { SettingsCard } from './SettingsCard';

/** Iraq's calling code: the platform's phones are Iraqi (spec.md §2). */
export const IRAQ_CODE = '+964';

/**
 * The mobile number: add or replace it with a six-digit SMS code (a verified
 * number is replaced only with the password), resend after a countdown,
 * attempts left today, and remove it after a confirmation with the password.
 */
export function PhoneSection({ profile, onChanged }: { profile: Profile; onChanged: () => unknown }) {
  const t = useIntl().formatMessage;
  const toast = useToast();
  const form = useSubmit();
  const { secondsLeft, start } = useCountdown();
  const [number, setNumber] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [removePassword, setRemovePassword] = useState('');
  const current = profile.mobile.mobileNumber ? `${profile.mobile.countryCode ?? IRAQ_CODE} ${profile.mobile.mobileNumber}` : null;
  const needsPassword = profile.isPhoneVerified;

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const data = form.validate(
      sendVerifyNumberBody.safeParse({ countryCode: IRAQ_CODE, mobileNumber: number, ...(needsPassword ? { password } : {}) }),
    );
    if (!data) return;
    const result = await form.run(() => sendVerifyNumber(data));
    if (!result) return;
    setSent(result.data);
    setCode('');
    start(result.data.resendAfterSeconds);
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    const data = form.validate(verifyNumberBody.safeParse({ countryCode: sent.countryCode, mobileNumber: sent.mobileNumber, verifyCode: code }));
    if (!data) return;
    const result = await form.run(() => verifyNumber(data));
    if (!result) return;
    setSent(null);
    setNumber('');
    setPassword('');
    setCode('');
    await onChanged();
  };

  const remove = async () => {
    const { message } = await removeNumber(removePassword);
    toast.show({ tone: 'success', message: message ?? t({ id: 'settings.saved' }) });
    setRemovePassword('');
    await onChanged();
  };

  return (
    <SettingsCard id={settingsSections.phone} title={t({ id: 'settings.phone.title' })} lead={t({ id: 'settings.phone.lead' })}>
      {current ? (
        <Stack direction="row" flexWrap="wrap" alignItems="center" gap="sm">
          <Text as="span" weight="semibold">
            <bdi dir="ltr">{current}</bdi>
          </Text>
          <Badge tone={profile.isPhoneVerified ? 'success' : 'warning'} icon={profile.isPhoneVerified ? 'success' : 'warning'}>
            {t({ id: profile.isPhoneVerified ? 'settings.phone.verified' : 'settings.phone.notVerified' })}
          </Badge>
          <ConfirmDialog
            tone="danger"
            title={t({ id: 'settings.phone.removeTitle' })}
            message={
              <Stack gap="md">
                <Text>{t({ id: 'settings.phone.removeText' })}</Text>
                <PasswordField
                  label={t({ id: 'settings.password.current' })}
                  value={removePassword}
                  onChange={(e) => setRemovePassword(e.target.value)}
                />
              </Stack>
            }
            confirmLabel={t({ id: 'settings.phone.remove' })}
            onConfirm={remove}
            onOpenChange={(open) => !open && setRemovePassword('')}
            errorMessage={(e) => (e instanceof ApiError ? e.message : t({ id: 'settings.failed' }))}
            trigger={
              <Button variant="ghost" size="sm" leading="trash">
                {t({ id: 'settings.phone.remove' })}
              </Button>
            }
          />
        </Stack>
      ) : (
        <Text tone="muted">{t({ id: 'settings.phone.none' })}</Text>
      )}

      {!sent ? (
        <form noValidate onSubmit={send} aria-label={t({ id: current ? 'settings.phone.change' : 'settings.phone.add' })}>
          <Stack gap="md">
            <TextField
              label={t({ id: current ? 'settings.phone.newNumber' : 'settings.phone.number' })}
              hint={t({ id: 'settings.phone.numberHint' }, { code: IRAQ_CODE })}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              dir="ltr"
              name="mobileNumber"
              value={number}
              onChange={(e) => {
                setNumber(e.target.value);
                form.clearError('mobileNumber');
              }}
              error={form.errors.mobileNumber ?? form.errors.countryCode}
            />
            {needsPassword && (
              <PasswordField
                label={t({ id: 'settings.password.current' })}
                hint={t({ id: 'settings.phone.passwordHint' })}
                name="password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  form.clearError('password');
                }}
                error={form.errors.password}
              />
            )}
            <span>
              <Button type="submit" leading="smartphone" loading={form.busy}>
                {t({ id: 'settings.phone.send' })}
              </Button>
            </span>
          </Stack>
        </form>
      ) : (
        <form noValidate onSubmit={verify} aria-label={t({ id: 'settings.phone.verifyTitle' })}>
          <Stack gap="md">
            <Text>{t({ id: 'settings.phone.sentTo' }, { number: `${sent.countryCode} ${sent.mobileNumber}` })}</Text>
            <OtpInput
              label={t({ id: 'settings.code' })}
              value={code}
              onChange={(next) => {
                setCode(next);
                form.clearError('verifyCode');
              }}
              error={form.errors.verifyCode}
            />
            <Text size="sm" tone="muted" role="status">
              {t({ id: 'settings.phone.attempts' }, { count: sent.remainingAttempts })}
            </Text>
            <Stack direction="row" flexWrap="wrap" gap="sm" alignItems="center">
              <Button type="submit" loading={form.busy}>
                {t({ id: 'settings.phone.verify' })}
              </Button>
              <Button variant="ghost" onClick={() => void send()} disabled={secondsLeft > 0 || form.busy}>
                {secondsLeft > 0 ? t({ id: 'settings.resendIn' }, { seconds: secondsLeft }) : t({ id: 'settings.resend' })}
              </Button>
              <Button variant="ghost" onClick={() => setSent(null)} disabled={form.busy}>
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
