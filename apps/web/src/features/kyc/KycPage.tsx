import type { Profile } from '@sahm/domain';
import { Alert, Badge, Button, Card, Heading, PageBlock, Section, Skeleton, Stack, Text } from '@sahm/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import useSWR from 'swr';
import { profileKey } from '../../app/auth';
import { LoadError } from '../../components/LoadError/LoadError';
import { paths } from '../../config/paths';
import { KycFlow } from './KycFlow';

/**
 * /kyc-verification (spec.md §2, decisions.md §8): the identity check a
 * person completes on their phone. What it shows follows `kycStatus`:
 * not verified → the flow; pending → waiting for our team; verified → done;
 * rejected → the reason and "Send again", which opens the flow anew.
 */
export default function KycPage() {
  const t = useIntl().formatMessage;
  const { data: profile, error, isLoading, mutate } = useSWR<Profile>(profileKey);
  const [retrying, setRetrying] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const status = profile?.kycStatus;
  const showFlow = status === 'not_verified' || (status === 'rejected' && retrying);
  const profileIncomplete = profile !== undefined && (!profile.fullName || !profile.dateOfBirth);

  const submitted = async () => {
    setRetrying(false);
    await mutate();
    headingRef.current?.focus();
  };

  return (
    <PageBlock width="narrow" space="xl" paddingBlock="xl">
      <Section level={1} title={t({ id: 'kyc.title' })} lead={t({ id: 'kyc.lead' })} headingRef={headingRef} />
      {isLoading || (!profile && !error) ? (
        <Stack gap="md" aria-busy="true" aria-label={t({ id: 'kyc.loading' })}>
          <Skeleton blockSize={24} />
          <Skeleton blockSize={180} />
        </Stack>
      ) : error || !profile ? (
        <LoadError onRetry={() => void mutate()} />
      ) : showFlow ? (
        profileIncomplete ? (
          <Alert tone="warning" title={t({ id: 'kyc.incomplete.title' })}>
            <Stack gap="sm">
              <span>{t({ id: 'kyc.incomplete.text' })}</span>
              <span>
                <Button asChild variant="secondary">
                  <Link to={paths.settings.getHref('personal')}>{t({ id: 'kyc.incomplete.action' })}</Link>
                </Button>
              </span>
            </Stack>
          </Alert>
        ) : (
          <KycFlow onSubmitted={submitted} />
        )
      ) : status === 'pending' ? (
        <Card as="section" aria-labelledby="kyc-pending-title">
          <Badge tone="warning" icon="clock">
            {t({ id: 'kyc.status.pending' })}
          </Badge>
          <Heading level={2} size={3} id="kyc-pending-title">
            {t({ id: 'kyc.pending.title' })}
          </Heading>
          <Text tone="muted">{t({ id: 'kyc.pending.text' })}</Text>
          <span>
            <Button asChild variant="secondary">
              <Link to={paths.home.getHref()}>{t({ id: 'kyc.browse' })}</Link>
            </Button>
          </span>
        </Card>
      ) : status === 'verified' ? (
        <Card as="section" aria-labelledby="kyc-verified-title">
          <Badge tone="success" icon="success">
            {t({ id: 'kyc.status.verified' })}
          </Badge>
          <Heading level={2} size={3} id="kyc-verified-title">
            {t({ id: 'kyc.verified.title' })}
          </Heading>
          <Text tone="muted">{t({ id: profile.isPhoneVerified ? 'kyc.verified.text' : 'kyc.verified.phone' })}</Text>
          <span>
            {profile.isPhoneVerified ? (
              <Button asChild>
                <Link to={paths.home.getHref()}>{t({ id: 'kyc.browse' })}</Link>
              </Button>
            ) : (
              <Button asChild>
                <Link to={paths.settings.getHref('phone')}>{t({ id: 'kyc.verifyPhone' })}</Link>
              </Button>
            )}
          </span>
        </Card>
      ) : (
        <Card as="section" aria-labelledby="kyc-rejected-title">
          <Badge tone="danger" icon="error">
            {t({ id: 'kyc.status.rejected' })}
          </Badge>
          <Heading level={2} size={3} id="kyc-rejected-title">
            {t({ id: 'kyc.rejected.title' })}
          </Heading>
          <Alert tone="critical" title={t({ id: 'kyc.rejected.reason' })}>
            {profile.kycReason ?? t({ id: 'kyc.rejected.noReason' })}
          </Alert>
          <Text tone="muted">{t({ id: 'kyc.rejected.text' })}</Text>
          <span>
            <Button leading="camera" onClick={() => setRetrying(true)}>
              {t({ id: 'kyc.rejected.again' })}
            </Button>
          </span>
        </Card>
      )}
    </PageBlock>
  );
}
