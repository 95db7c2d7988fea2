import type { Profile } from '@sahm/domain';
import { PageBlock, Section, Skeleton, Stack } from '@sahm/ui';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { profileKey } from '../../app/auth';
import { LoadError } from '../../components/LoadError/LoadError';
import { AutoReinvestSection } from './components/AutoReinvestSection';
import { EmailSection } from './components/EmailSection';
import { IdentitySection } from './components/IdentitySection';
import { NotificationsSection } from './components/NotificationsSection';
import { PhoneSection } from './components/PhoneSection';
import { ProfileSection } from './components/ProfileSection';
import { SecuritySection } from './components/SecuritySection';

/**
 * /settings (spec.md §2 Settings, issue 10): profile photo and personal info,
 * identity verification, phone, e-mail, two-step sign-in and password,
 * notification preferences, and auto-reinvest of rent (issue 14). Each part
 * is its own form with its own errors; a saved change refreshes the profile
 * every screen reads (the SWR key `/user/user`).
 */
export default function SettingsPage() {
  const t = useIntl().formatMessage;
  const { data: profile, error, isLoading, mutate } = useSWR<Profile>(profileKey);
  const refresh = (next?: Profile) => mutate(next, { revalidate: next === undefined });

  return (
    <PageBlock width="medium" space="xl" paddingBlock="xl">
      <Section level={1} title={t({ id: 'settings.title' })} lead={t({ id: 'settings.lead' })} />
      {isLoading || (!profile && !error) ? (
        <Stack gap="lg" aria-busy="true" aria-label={t({ id: 'settings.loading' })}>
          <Skeleton blockSize={160} />
          <Skeleton blockSize={120} />
          <Skeleton blockSize={200} />
        </Stack>
      ) : error || !profile ? (
        <LoadError onRetry={() => void mutate()} />
      ) : (
        <Stack gap="xl">
          <ProfileSection profile={profile} onChanged={refresh} />
          <IdentitySection profile={profile} />
          <PhoneSection key={`${profile.mobile.mobileNumber}-${profile.isPhoneVerified}`} profile={profile} onChanged={() => refresh()} />
          <EmailSection profile={profile} onChanged={() => refresh()} />
          <SecuritySection key={profile.twoFactor} profile={profile} onChanged={refresh} />
          <NotificationsSection profile={profile} onChanged={refresh} />
          <AutoReinvestSection />
        </Stack>
      )}
    </PageBlock>
  );
}
