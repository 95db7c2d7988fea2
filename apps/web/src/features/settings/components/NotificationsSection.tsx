import { localeNames, locales, type Locale, type NotificationPreferences, type Profile } from '@sahm/domain';
import { Alert, Button, Checkbox, Heading, Select, Stack } from '@sahm/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { updateProfile } from '../api/update-profile';
import { useSubmit } from '../useSubmit';
import { settingsSections } from '../../../config/paths';
import { SettingsCard } from './SettingsCard';

type Preference = keyof Required<NotificationPreferences>;
const kinds: readonly Preference[] = ['accountUpdates', 'offers', 'buyAndSell'];
const channels: readonly Preference[] = ['email', 'sms'];
/** The server's defaults (apps/api/src/users/README.md): everything on but SMS. */
const defaults: Required<NotificationPreferences> = { accountUpdates: true, offers: true, buyAndSell: true, email: true, sms: false };

/** Which notifications are also sent by e-mail and SMS, and the language they are written in. */
export function NotificationsSection({ profile, onChanged }: { profile: Profile; onChanged: (next?: Profile) => unknown }) {
  const t = useIntl().formatMessage;
  const form = useSubmit();
  const [prefs, setPrefs] = useState<Required<NotificationPreferences>>({ ...defaults, ...profile.notificationPreferences });
  const [language, setLanguage] = useState<Locale>(profile.language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await form.run(() => updateProfile({ notificationPreferences: prefs, language }));
    if (result) await onChanged(result.data);
  };

  const box = (name: Preference, hint?: string) => (
    <Checkbox
      key={name}
      name={name}
      label={t({ id: `settings.notifications.${name}` })}
      hint={hint}
      checked={prefs[name]}
      onCheckedChange={(checked) => setPrefs((p) => ({ ...p, [name]: checked === true }))}
    />
  );

  return (
    <SettingsCard id={settingsSections.notifications} title={t({ id: 'settings.notifications.title' })} lead={t({ id: 'settings.notifications.lead' })}>
      <form noValidate onSubmit={submit} aria-labelledby="settings-notifications-title">
        <Stack gap="lg">
          <Stack gap="sm" role="group" aria-labelledby="settings-kinds">
            <Heading level={3} size={4} id="settings-kinds">
              {t({ id: 'settings.notifications.kinds' })}
            </Heading>
            {kinds.map((name) => box(name))}
          </Stack>
          <Stack gap="sm" role="group" aria-labelledby="settings-channels">
            <Heading level={3} size={4} id="settings-channels">
              {t({ id: 'settings.notifications.channels' })}
            </Heading>
            {channels.map((name) => box(name, name === 'sms' && !profile.isPhoneVerified ? t({ id: 'settings.notifications.smsHint' }) : undefined))}
          </Stack>
          <Select<Locale>
            label={t({ id: 'settings.notifications.language' })}
            name="language"
            value={language}
            onValueChange={setLanguage}
            options={locales.map((value) => ({ value, label: localeNames[value] }))}
          />
          <span>
            <Button type="submit" loading={form.busy}>
              {t({ id: 'settings.notifications.save' })}
            </Button>
          </span>
          <Alert tone="success">{form.success}</Alert>
          <Alert tone="critical">{form.formError}</Alert>
        </Stack>
      </form>
    </SettingsCard>
  );
}
