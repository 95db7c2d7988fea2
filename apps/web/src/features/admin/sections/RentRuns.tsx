import { rentRunBody, type RentRunHistoryItem, type RentRunItem, type RentRunResult } from '@sahm/domain';
import { Alert, Button, Card, ConfirmDialog, DataTable, Heading, Money, Stack, Text, TextField, Tiles, useUI } from '@sahm/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { newIdempotencyKey } from '../../../lib/idempotency';
import type { SectionProps } from '../AdminConsole';
import { adminKeys, runRent, usePagedList } from '../api';
import { errorOf, LoadFailed, StatusBadge, typedNumber, useAction, useLocalDigits, When } from '../parts';

/** The month before this one (YYYY-MM, Baghdad's calendar): the month a run usually pays. */
export function lastMonth(now = new Date()): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad', year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * Rent runs (decisions.md §10): preview a month first (a dry run pays
 * nobody), then pay it; every property is paid once per month whatever is
 * clicked twice. Below, the runs made.
 */
export default function RentRuns(_: SectionProps) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const run = useAction();
  const digits = useLocalDigits();
  const [period, setPeriod] = useState(lastMonth);
  const [periodError, setPeriodError] = useState<string | undefined>();
  const [previewing, setPreviewing] = useState(false);
  const [result, setResult] = useState<RentRunResult | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const history = usePagedList<RentRunHistoryItem>(adminKeys.rentRuns);

  const monthText = (value: string) => format.date(`${value}-15T12:00:00Z`, { year: 'numeric', month: 'long', timeZone: 'UTC' });

  async function preview(event: FormEvent) {
    event.preventDefault();
    const value = typedNumber(period);
    if (!rentRunBody.safeParse({ period: value, dryRun: true }).success) {
      setPeriodError(t({ id: 'admin.rent.periodInvalid' }, { example: digits(lastMonth()) }));
      return;
    }
    setPeriodError(undefined);
    setPreviewing(true);
    const outcome = await run(() => runRent(value, true), t({ id: 'admin.rent.previewed' }));
    setPreviewing(false);
    if (outcome.ok) setResult(outcome.data);
    else {
      setResult(null);
      setPeriodError(errorOf(outcome.error, 'period'));
    }
  }

  const payable = result?.dryRun ? result.items.filter((item) => item.outcome === 'ready') : [];

  return (
    <Stack gap="xl">
      <Stack gap="lg">
        <Heading level={2}>{t({ id: 'admin.nav.rent' })}</Heading>
        <Text tone="muted">{t({ id: 'admin.rent.lead' })}</Text>
        <form noValidate onSubmit={preview}>
          <Stack direction="row" gap="sm" alignItems="flex-end" flexWrap="wrap">
            <TextField
              label={t({ id: 'admin.rent.month' })}
              hint={t({ id: 'admin.rent.monthHint' }, { example: digits(lastMonth()) })}
              name="period"
              dir="ltr"
              inputMode="numeric"
              value={period}
              onChange={(e) => {
                setPeriod(e.target.value);
                setResult(null);
                setPeriodError(undefined);
              }}
              error={periodError}
            />
            <Button type="submit" variant="secondary" leading="eye" loading={previewing}>
              {t({ id: 'admin.rent.preview' })}
            </Button>
          </Stack>
        </form>
      </Stack>

      {result && (
        <Stack gap="md" aria-live="polite">
          <Heading level={3}>
            {t({ id: result.dryRun ? 'admin.rent.previewTitle' : 'admin.rent.paidTitle' }, { month: monthText(result.period) })}
          </Heading>
          <Totals result={result} />
          <RunTable items={result.items} caption={t({ id: result.dryRun ? 'admin.rent.previewTitle' : 'admin.rent.paidTitle' }, { month: monthText(result.period) })} />
          {result.dryRun &&
            (payable.length > 0 ? (
              <Stack direction="row" justifyContent="flex-end">
                <Button leading="wallet" onClick={() => setConfirming(newIdempotencyKey())}>
                  {t({ id: 'admin.rent.pay' }, { month: monthText(result.period) })}
                </Button>
              </Stack>
            ) : (
              <Alert tone="info">{t({ id: 'admin.rent.nothingToPay' })}</Alert>
            ))}
        </Stack>
      )}

      {confirming && result && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setConfirming(null)}
          title={t({ id: 'admin.rent.confirmTitle' })}
          message={t(
            { id: 'admin.rent.confirmMessage' },
            { month: monthText(result.period), properties: payable.length, amount: format.money(payable.reduce((sum, item) => sum + item.net, 0)) },
          )}
          confirmLabel={t({ id: 'admin.rent.payShort' })}
          onConfirm={async () => {
            const outcome = await run(() => runRent(result.period, false, confirming), t({ id: 'admin.done' }));
            if (!outcome.ok) throw outcome.error;
            setResult(outcome.data);
            history.refresh();
          }}
          errorMessage={(error) => (error instanceof Error ? error.message : t({ id: 'admin.failed' }))}
        />
      )}

      <Stack gap="md">
        <Heading level={3}>{t({ id: 'admin.rent.history' })}</Heading>
        {history.error ? (
          <LoadFailed error={history.error} onRetry={history.refresh} />
        ) : (
          <DataTable
            caption={t({ id: 'admin.rent.history' })}
            rows={history.items}
            rowKey={(r) => r.id}
            loading={history.loading}
            hasMore={history.hasMore}
            loadingMore={history.loadingMore}
            onLoadMore={history.loadMore}
            emptyIcon="calendar"
            emptyTitle={t({ id: 'admin.rent.noRuns' })}
            columns={[
              { key: 'property', header: t({ id: 'admin.col.property' }), cell: (r) => r.property.name, primary: true },
              { key: 'month', header: t({ id: 'admin.rent.month' }), cell: (r) => monthText(r.period), nowrap: true },
              { key: 'gross', header: t({ id: 'admin.rent.gross' }), cell: (r) => <Money value={r.gross} />, align: 'end', nowrap: true },
              { key: 'fee', header: t({ id: 'admin.rent.fee' }), cell: (r) => <Money value={r.fee} />, align: 'end', nowrap: true },
              { key: 'paid', header: t({ id: 'admin.rent.paid' }), cell: (r) => <Money value={r.paid} />, align: 'end', nowrap: true },
              { key: 'holders', header: t({ id: 'admin.rent.holders' }), cell: (r) => format.number(r.holders), align: 'end' },
              {
                key: 'by',
                header: t({ id: 'admin.rent.by' }),
                cell: (r) => (r.admin ? <bdi>{r.admin.email}</bdi> : t({ id: 'admin.rent.schedule' })),
              },
              { key: 'when', header: t({ id: 'admin.rent.paidAt' }), cell: (r) => <When value={r.paidAt} />, nowrap: true },
            ]}
          />
        )}
      </Stack>
    </Stack>
  );
}

function Totals({ result }: { result: RentRunResult }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const figures: [string, React.ReactNode][] = [
    [t({ id: 'admin.rent.properties' }), format.number(result.totals.properties)],
    [t({ id: 'admin.rent.holders' }), format.number(result.totals.holders)],
    [t({ id: 'admin.rent.gross' }), <Money key="g" value={result.totals.gross} />],
    [t({ id: 'admin.rent.fee' }), <Money key="f" value={result.totals.fee} />],
    [t({ id: result.dryRun ? 'admin.rent.toPay' : 'admin.rent.paid' }), <Money key="p" value={result.totals.paid} />],
    [t({ id: 'admin.rent.leftover' }), <Money key="l" value={result.totals.leftover} />],
  ];
  return (
    <Tiles as="div" minColumnSize={160} space="sm">
      {figures.map(([label, value]) => (
        <Card key={label} tone="muted">
          <Text as="div" size="sm" tone="muted">
            {label}
          </Text>
          <Text as="div" weight="semibold">
            {value}
          </Text>
        </Card>
      ))}
    </Tiles>
  );
}

function RunTable({ items, caption }: { items: RentRunItem[]; caption: string }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <DataTable
      caption={caption}
      rows={items}
      rowKey={(r) => r.propertyId}
      emptyIcon="building"
      emptyTitle={t({ id: 'admin.rent.noProperties' })}
      columns={[
        { key: 'property', header: t({ id: 'admin.col.property' }), cell: (r) => r.propertyName, primary: true },
        { key: 'outcome', header: t({ id: 'admin.col.status' }), cell: (r) => <StatusBadge status={r.outcome} /> },
        { key: 'gross', header: t({ id: 'admin.rent.gross' }), cell: (r) => <Money value={r.gross} />, align: 'end', nowrap: true },
        {
          key: 'fee',
          header: t({ id: 'admin.rent.fee' }),
          cell: (r) => (
            <>
              <Money value={r.fee} /> ({format.percent(r.feePercent, 2)})
            </>
          ),
          align: 'end',
          nowrap: true,
        },
        { key: 'net', header: t({ id: 'admin.rent.net' }), cell: (r) => <Money value={r.net} />, align: 'end', nowrap: true },
        { key: 'perToken', header: t({ id: 'admin.rent.perToken' }), cell: (r) => format.number(r.perToken, { maximumFractionDigits: 4 }), align: 'end' },
        { key: 'holders', header: t({ id: 'admin.rent.holders' }), cell: (r) => format.number(r.holders), align: 'end' },
        { key: 'paid', header: t({ id: 'admin.rent.paid' }), cell: (r) => <Money value={r.paid} />, align: 'end', nowrap: true },
      ]}
    />
  );
}
