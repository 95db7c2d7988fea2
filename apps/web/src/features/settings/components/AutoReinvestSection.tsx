import type { AutoReinvestSettings } from '@sahm/domain';
import { Alert, Checkbox, Money, Skeleton, Stack, Text, useToast } from '@sahm/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { LoadError } from '../../../components/LoadError/LoadError';
import { ApiError } from '../../../lib/api';
import { AUTO_REINVEST_KEY, setAutoReinvest } from '../api/set-auto-reinvest';
import { settingsSections } from '../../../config/paths';
import { SettingsCard } from './SettingsCard';

/** Rent put back into the property it came from once the minimum has accrued (issue 14), and what has accrued per property. */
export function AutoReinvestSection() {
  const t = useIntl().formatMessage;
  const toast = useToast();
  const { data, error, isLoading, mutate } = useSWR<AutoReinvestSettings>(AUTO_REINVEST_KEY);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = async (enabled: boolean) => {
    setSaving(true);
    setFailure(null);
    try {
      const result = await setAutoReinvest(enabled);
      await mutate(result.data, { revalidate: false });
      toast.show({ tone: 'success', message: result.message ?? t({ id: 'settings.saved' }) });
    } catch (e) {
      setFailure(e instanceof ApiError ? e.message : t({ id: 'settings.failed' }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsCard id={settingsSections.reinvest} title={t({ id: 'settings.reinvest.title' })}>
      {isLoading || (!data && !error) ? (
        <Stack gap="sm" aria-busy="true" aria-label={t({ id: 'settings.reinvest.loading' })}>
          <Skeleton blockSize={24} />
          <Skeleton blockSize={48} />
        </Stack>
      ) : error || !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : (
        <>
          <Checkbox
            name="autoReinvest"
            label={t({ id: 'settings.reinvest.switch' })}
            hint={
              <>
                {t({ id: 'settings.reinvest.hint' })} <Money value={data.minimum} />
              </>
            }
            checked={data.enabled}
            disabled={saving}
            onCheckedChange={(checked) => void toggle(checked === true)}
          />
          <Stack gap="xs">
            <Text weight="semibold">{t({ id: 'settings.reinvest.accrued' })}</Text>
            {data.accrued.length === 0 ? (
              <Text tone="muted">{t({ id: 'settings.reinvest.none' })}</Text>
            ) : (
              <Stack as="ul" gap="xs" aria-label={t({ id: 'settings.reinvest.accrued' })}>
                {data.accrued.map((row) => (
                  <Stack as="li" key={row.propertyId} direction="row" justifyContent="space-between" gap="md" flexWrap="wrap">
                    <Text as="span">{row.propertyName}</Text>
                    <Money value={row.amount} />
                  </Stack>
                ))}
              </Stack>
            )}
          </Stack>
          <Alert tone="critical">{failure}</Alert>
        </>
      )}
    </SettingsCard>
  );
}
