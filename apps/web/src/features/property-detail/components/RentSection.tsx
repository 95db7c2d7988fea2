import type { PropertyRent } from '@sahm/domain';
import { Alert, DescriptionList, Heading, Money, Text, useUI } from '@sahm/ui';
import { useIntl } from 'react-intl';
import { DetailCard } from './DetailCard';

/**
 * The month's rent (spec.md §2, decisions.md §10): gross, the platform's
 * fee, net and net per token; the last run that paid it and, signed in,
 * what I was paid. Rent is paid only while the property is rented and once
 * every token is sold.
 */
export function RentSection({ rent, signedIn }: { rent: PropertyRent; signedIn: boolean }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const month = (period: string) => format.date(`${period}-01T12:00:00Z`, { month: 'long', year: 'numeric' });
  const perToken = (value: number) => t({ id: 'trade.rent.perTokenValue' }, { amount: format.number(value, { maximumFractionDigits: 4 }) });
  return (
    <DetailCard title={t({ id: 'trade.rent.title' })}>
      {!rent.isRented ? (
        <Text>{t({ id: 'trade.rent.notRented' })}</Text>
      ) : (
        <>
          <DescriptionList
            layout="tiles"
            items={[
              {
                label: t({ id: 'trade.rent.gross' }),
                value: <Money value={rent.gross} />,
              },
              {
                label: t(
                  { id: 'trade.rent.fee' },
                  {
                    percent: format.percent(rent.feePercent, rent.feePercent % 1 === 0 ? 0 : 2),
                  }
                ),
                value: <Money value={rent.fee} />,
              },
              {
                label: t({ id: 'trade.rent.net' }),
                value: <Money value={rent.net} />,
              },
              {
                label: t({ id: 'trade.rent.perToken' }),
                value: <bdi>{perToken(rent.perToken)}</bdi>,
              },
            ]}
          />
          {!rent.isFunded && <Alert tone="info">{t({ id: 'trade.rent.notFunded' })}</Alert>}
        </>
      )}
      <Heading level={3} size={4}>
        {t({ id: 'trade.rent.lastRun' })}
      </Heading>
      {rent.lastRun ? (
        <DescriptionList
          layout="rows"
          items={[
            {
              label: t({ id: 'trade.rent.month' }),
              value: month(rent.lastRun.period),
            },
            {
              label: t({ id: 'trade.rent.paidOn' }),
              value: format.date(rent.lastRun.paidAt, {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
              }),
            },
            {
              label: t({ id: 'trade.rent.paidNet' }),
              value: <Money value={rent.lastRun.net} />,
            },
            {
              label: t({ id: 'trade.rent.perToken' }),
              value: <bdi>{perToken(rent.lastRun.perToken)}</bdi>,
            },
            {
              label: t({ id: 'trade.rent.holders' }),
              value: <bdi>{format.number(rent.lastRun.holders)}</bdi>,
            },
          ]}
        />
      ) : (
        <Text tone="muted">{t({ id: 'trade.rent.noRun' })}</Text>
      )}
      {signedIn && (
        <>
          <Heading level={3} size={4}>
            {t({ id: 'trade.rent.mine' })}
          </Heading>
          {rent.myLastPayout ? (
            <DescriptionList
              layout="rows"
              items={[
                {
                  label: t({ id: 'trade.rent.month' }),
                  value: month(rent.myLastPayout.period),
                },
                {
                  label: t({ id: 'trade.rent.myTokens' }),
                  value: <bdi>{format.number(rent.myLastPayout.tokens)}</bdi>,
                },
                {
                  label: t({ id: 'trade.rent.myAmount' }),
                  value: <Money value={rent.myLastPayout.amount} />,
                },
              ]}
            />
          ) : (
            <Text tone="muted">{t({ id: 'trade.rent.mineNone' })}</Text>
          )}
        </>
      )}
    </DetailCard>
  );
}
