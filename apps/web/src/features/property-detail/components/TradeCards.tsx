import type { OwnedShare, PropertyDetails } from '@sahm/domain';
import { Alert, Button, Money, Text, useUI } from '@sahm/ui';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import * as styles from '../PropertyDetail.css';
import { Facts } from './Facts';
import { DetailCard } from './DetailCard';

/** Tokens the caller holds, free and listed for sale. */
export const ownedTokens = (owned: OwnedShare | null) => (owned ? owned.tokens + owned.listed : 0);

/** "Your holding": only for a signed-in caller who holds tokens of this property. */
export function HoldingCard({ owned }: { owned: OwnedShare }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <DetailCard title={t({ id: 'detail.holding.title' })} tone="highlight">
      <Facts
        layout="rows"
        items={[
          { label: t({ id: 'detail.holding.tokens' }), value: <bdi>{format.number(ownedTokens(owned))}</bdi> },
          ...(owned.listed > 0 ? [{ label: t({ id: 'detail.holding.listed' }), value: <bdi>{format.number(owned.listed)}</bdi> }] : []),
          { label: t({ id: 'detail.holding.percent' }), value: <bdi>{format.percent(owned.percent, 2)}</bdi> },
          { label: t({ id: 'detail.holding.value' }), value: <Money value={owned.value} /> },
        ]}
      />
    </DetailCard>
  );
}

/** A guest's way in: the card says what signing in allows and links to /login, coming back here afterwards. */
function LoginPrompt({ text, action }: { text: string; action: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <Text>{text}</Text>
      <Button asChild fullWidth className={styles.wrapButton} leading="user">
        <Link to={paths.login.getHref(`${pathname}${search}`)}>{action}</Link>
      </Button>
    </>
  );
}

/**
 * Trading itself (payment methods, confirmation) comes with the next release;
 * until then signed-in users see the facts and an honest note, never a dead button.
 */
function NextReleaseNote() {
  const t = useIntl().formatMessage;
  return <Alert tone="info">{t({ id: 'detail.trade.nextRelease' })}</Alert>;
}

export function BuyCard({ details, signedIn }: { details: PropertyDetails; signedIn: boolean }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const soldOut = details.availableTokens === 0;
  return (
    <DetailCard title={t({ id: 'detail.buy.title' })}>
      <Facts
        layout="rows"
        items={[
          { label: t({ id: 'detail.shares.pricePerToken' }), value: <Money value={details.pricePerToken} /> },
          { label: t({ id: 'detail.shares.availableTokens' }), value: <bdi>{format.number(details.availableTokens)}</bdi> },
          { label: t({ id: 'detail.shares.minimumInvestment' }), value: <Money value={details.minimumInvestment} /> },
        ]}
      />
      {soldOut && (
        <Text size="sm" tone="muted">
          {t({ id: 'detail.buy.soldOut' })}
        </Text>
      )}
      {signedIn ? (
        <NextReleaseNote />
      ) : (
        <LoginPrompt text={t({ id: 'detail.buy.guest' })} action={t({ id: 'detail.buy.login' })} />
      )}
    </DetailCard>
  );
}

export function SellCard({ owned, signedIn }: { owned: OwnedShare | null; signedIn: boolean }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  if (!signedIn) {
    return (
      <DetailCard title={t({ id: 'detail.sell.title' })}>
        <LoginPrompt text={t({ id: 'detail.sell.guest' })} action={t({ id: 'detail.sell.login' })} />
      </DetailCard>
    );
  }
  const free = owned?.tokens ?? 0;
  return (
    <DetailCard title={t({ id: 'detail.sell.title' })}>
      {ownedTokens(owned) > 0 ? (
        <Facts layout="rows" items={[{ label: t({ id: 'detail.sell.available' }), value: <bdi>{format.number(free)}</bdi> }]} />
      ) : (
        <Text>{t({ id: 'detail.sell.none' })}</Text>
      )}
      <NextReleaseNote />
    </DetailCard>
  );
}
