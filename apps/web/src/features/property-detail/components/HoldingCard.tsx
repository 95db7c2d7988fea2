import type { OwnedShare } from '@sahm/domain';
import { DescriptionList, Money, useUI } from '@sahm/ui';
import { useIntl } from 'react-intl';
import { SharePercent } from '../../../components/SharePercent/SharePercent';
import { DetailCard } from './DetailCard';

export const ownedTokens = (owned: OwnedShare | null) => (owned ? owned.tokens + owned.listed : 0);

/** "Your holding": only for a signed-in caller who holds tokens of this property. */
export function HoldingCard({ owned }: { owned: OwnedShare }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <DetailCard title={t({ id: 'detail.holding.title' })} tone="highlight">
      <DescriptionList
        layout="rows"
        items={[
          {
            label: t({ id: 'detail.holding.tokens' }),
            value: <bdi>{format.number(ownedTokens(owned))}</bdi>,
          },
          ...(owned.listed > 0
            ? [
                {
                  label: t({ id: 'detail.holding.listed' }),
                  value: <bdi>{format.number(owned.listed)}</bdi>,
                },
              ]
            : []),
          {
            label: t({ id: 'detail.holding.percent' }),
            value: <SharePercent percent={owned.percent} tokens={ownedTokens(owned)} />,
          },
          {
            label: t({ id: 'detail.holding.value' }),
            value: <Money value={owned.value} />,
          },
        ]}
      />
    </DetailCard>
  );
}

