import { MIN_AGE_YEARS, messageText, toAsciiDigits, updateProfileBody, type Profile } from '@sahm/domain';
import { Alert, Button, ConfirmDialog, Heading, Icon, Stack, TextField, useToast, useUI } from '@sahm/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../lib/api';
import { removeProfileImage } from '../api/remove-profile-image';
import { updateProfile } from '../api/update-profile';
import { uploadProfileImage } from '../api/upload-profile-image';
import * as styles from '../Settings.css';
import { useSubmit } from '../useSubmit';
import { settingsSections } from '../../../config/paths';
import { SettingsCard } from './SettingsCard';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

type PersonalField = 'fullName' | 'dateOfBirth' | 'city' | 'addressLine1';
const personalFields: readonly PersonalField[] = ['fullName', 'dateOfBirth', 'city', 'addressLine1'];

/** The profile photo (choose, preview, save, remove) and the personal info (spec.md §2 Settings). */
export function ProfileSection({ profile, onChanged }: { profile: Profile; onChanged: (next?: Profile) => unknown }) {
  const t = useIntl().formatMessage;
  return (
    <SettingsCard id={settingsSections.profile} title={t({ id: 'settings.profile.title' })} lead={t({ id: 'settings.profile.lead' })}>
      <ProfilePhoto profile={profile} onChanged={onChanged} />
      <PersonalInfo profile={profile} onChanged={onChanged} />
    </SettingsCard>
  );
}

function ProfilePhoto({ profile, onChanged }: { profile: Profile; onChanged: (next?: Profile) => unknown }) {
  const t = useIntl().formatMessage;
  const { locale } = useUI();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!chosen || typeof URL.createObjectURL !== 'function') return setPreview(null);
    const url = URL.createObjectURL(chosen);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return setError(messageText(locale, 'UNSUPPORTED_IMAGE'));
    if (file.size > PHOTO_MAX_BYTES) return setError(messageText(locale, 'IMAGE_TOO_LARGE'));
    setError(null);
    setChosen(file);
  };

  const save = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const { data, message } = await uploadProfileImage(chosen);
      toast.show({ tone: 'success', message: message ?? t({ id: 'settings.saved' }) });
      setChosen(null);
      await onChanged(data);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t({ id: 'settings.failed' }));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const { data, message } = await removeProfileImage();
    toast.show({ tone: 'success', message: message ?? t({ id: 'settings.saved' }) });
    await onChanged(data);
  };

  const shown = preview ?? profile.profileImage;
  return (
    <Stack direction="row" flexWrap="wrap" alignItems="center" gap="lg">
      {shown ? (
        <img className={styles.avatar} src={shown} alt={t({ id: preview ? 'settings.photo.preview' : 'settings.photo.current' })} />
      ) : (
        <span className={styles.avatar}>
          <Icon name="user" size={32} />
        </span>
      )}
      <Stack gap="sm">
        <Stack direction="row" flexWrap="wrap" gap="sm">
          {chosen ? (
            <>
              <Button leading="upload" onClick={() => void save()} loading={busy}>
                {t({ id: 'settings.photo.save' })}
              </Button>
              <Button variant="ghost" onClick={() => setChosen(null)} disabled={busy}>
                {t({ id: 'settings.cancel' })}
              </Button>
            </>
          ) : (
            <Button variant="secondary" leading="camera" onClick={() => input.current?.click()}>
              {t({ id: profile.profileImage ? 'settings.photo.change' : 'settings.photo.add' })}
            </Button>
          )}
          {profile.profileImage && !chosen && (
            <ConfirmDialog
              tone="danger"
              title={t({ id: 'settings.photo.removeTitle' })}
              message={t({ id: 'settings.photo.removeText' })}
              confirmLabel={t({ id: 'settings.photo.remove' })}
              onConfirm={remove}
              errorMessage={(e) => (e instanceof ApiError ? e.message : t({ id: 'settings.failed' }))}
              trigger={
                <Button variant="ghost" leading="trash">
                  {t({ id: 'settings.photo.remove' })}
                </Button>
              }
            />
          )}
        </Stack>
        <input
          ref={input}
          className={styles.hiddenInput}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Alert tone="critical">{error}</Alert>
      </Stack>
    </Stack>
  );
}

function PersonalInfo({ profile, onChanged }: { profile: Profile; onChanged: (next?: Profile) => unknown }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const form = useSubmit();
  // In the language's digits: 1990-04-21, ١٩٩٠-٠٤-٢١ (either set is accepted when typed).
  const exampleDate = [intl.formatNumber(1990, { useGrouping: false }), intl.formatNumber(4, { minimumIntegerDigits: 2 }), intl.formatNumber(21)].join('-');
  const [values, setValues] = useState<Record<PersonalField, string>>({
    fullName: profile.fullName ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    city: profile.city ?? '',
    addressLine1: profile.addressLine1 ?? '',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Only what is filled in is sent: an empty field keeps its stored value.
    const body = Object.fromEntries(
      personalFields.filter((f) => values[f].trim() !== '').map((f) => [f, f === 'dateOfBirth' ? toAsciiDigits(values[f].trim()) : values[f].trim()]),
    );
    const data = form.validate(updateProfileBody.safeParse(body));
    if (!data) return;
    if (Object.keys(data).length === 0) {
      form.setErrors({ fullName: t({ id: 'settings.personal.empty' }) });
      return;
    }
    const result = await form.run(() => updateProfile(data));
    if (result) await onChanged(result.data);
  };

  const field = (name: PersonalField) => ({
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
    <form id={settingsSections.personal} className={styles.linkTarget} noValidate onSubmit={submit} aria-labelledby="settings-personal-title">
      <Stack gap="md">
        <Heading level={3} size={4} id="settings-personal-title">
          {t({ id: 'settings.personal.title' })}
        </Heading>
        <TextField label={t({ id: 'settings.personal.fullName' })} autoComplete="name" hint={t({ id: 'settings.personal.fullNameHint' })} {...field('fullName')} />
        <TextField
          label={t({ id: 'settings.personal.dateOfBirth' })}
          hint={t({ id: 'settings.personal.dateOfBirthHint' }, { example: exampleDate, age: intl.formatNumber(MIN_AGE_YEARS) })}
          autoComplete="bday"
          inputMode="numeric"
          dir="ltr"
          {...field('dateOfBirth')}
        />
        <TextField label={t({ id: 'settings.personal.city' })} autoComplete="address-level2" {...field('city')} />
        <TextField label={t({ id: 'settings.personal.address' })} autoComplete="address-line1" {...field('addressLine1')} />
        <span>
          <Button type="submit" loading={form.busy}>
            {t({ id: 'settings.personal.save' })}
          </Button>
        </span>
        <Alert tone="success">{form.success}</Alert>
        <Alert tone="critical">{form.formError}</Alert>
      </Stack>
    </form>
  );
}
