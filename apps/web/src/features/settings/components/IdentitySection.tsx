import type { KycStatus, Profile } from '@sahm/domain';
import { Alert, Badge, Button, Stack, Text } from '@sahm/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths, settingsSections } from '../../../config/paths';
import { SettingsCard } from './SettingsCard';

const badge: Record<KycStatus, { tone: 'neutral' | 'warning' | 'success' | 'danger'; icon: 'info' | 'clock' | 'success' | 'error' }> = {
  not_verified: { tone: 'neutral', icon: 'info' },
  pending: { tone: 'warning', icon: 'clock' },
  verified: { tone: 'success', icon: 'success' },
  rejected: { tone: 'danger', icon: 'error' },
};

/** Where identity verification stands, the reason of a refusal, and the way to /kyc-verification. */
export function IdentitySection({ profile }: { profile: Profile }) {
  const t = useIntl().formatMessage;
  const status = profile.kycStatus;
  return (
    <SettingsCard id={settingsSections.identity} title={t({ id: 'settings.identity.title' })}>
      <Stack direction="row" flexWrap="wrap" alignItems="center" gap="sm">
        <Text as="span" tone="muted">
          {t({ id: 'settings.identity.status' })}
        </Text>
        <Badge tone={badge[status].tone} icon={badge[status].icon}>
          {t({ id: `settings.identity.${status}` })}
        </Badge>
      </Stack>
      {status === 'rejected' && <Alert tone="critical" title={t({ id: 'settings.identity.reason' })}>{profile.kycReason}</Alert>}
      {status !== 'verified' && (
        <span>
          <Button asChild variant={status === 'pending' ? 'secondary' : 'primary'}>
            <Link to={paths.kycVerification.getHref()}>{t({ id: `settings.identity.action.${status}` })}</Link>
          </Button>
        </span>
      )}
    </SettingsCard>
  );
}
