import type { TransactionRent } from '@sahm/domain';
import { Button, DescriptionList, Dialog, Money, useUI } from '@sahm/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** "2026-10" → the month's name in the reader's language. */
export function monthName(period: string, formatDate: (value: Date, options: Intl.DateTimeFormatOptions) => string): string {
  const [year, month] = period.split('-').map(Number);
  return formatDate(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 15)), { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * A rent row's breakdown (issue 14): the property's gross rent for the month,
 * the platform's fee, the net shared by the holders, the net per token, and
 * the tokens this investor held at the run.
 */
export function RentBreakdown({ rent, property }: { rent: TransactionRent; property: string }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const month = monthName(rent.period, format.date);
  const lines: [string, ReactNode][] = [
    [t({ id: 'transactions.rent.month' }), month],
    [t({ id: 'transactions.rent.gross' }), <Money key="gross" value={rent.gross} />],
    [t({ id: 'transactions.rent.fee' }, { percent: format.percent(rent.feePercent, rent.feePercent % 1 === 0 ? 0 : 2) }), <Money key="fee" value={rent.fee} />],
    [t({ id: 'transactions.rent.net' }), <Money key="net" value={rent.net} />],
    [t({ id: 'transactions.rent.perToken' }), <bdi key="per">{format.number(rent.perToken, { maximumFractionDigits: 4 })}</bdi>],
    [t({ id: 'transactions.rent.tokens' }), <bdi key="tokens">{format.number(rent.tokens)}</bdi>],
  ];
  return (
    <Dialog
      title={t({ id: 'transactions.rent.title' }, { property, month })}
      description={t({ id: 'transactions.rent.description' })}
      trigger={
        <Button size="sm" variant="secondary">
          {t({ id: 'transactions.rent.open' })}
        </Button>
      }
    >
      <DescriptionList data-testid="rent-breakdown" items={lines.map(([label, value]) => ({ label, value }))} />
    </Dialog>
  );
}
