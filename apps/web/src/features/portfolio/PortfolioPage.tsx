import type { Portfolio, PortfolioHolding } from '@sahm/domain';
import { Badge, Button, Card, DescriptionList, EmptyState, Heading, Money, PageBlock, Section, Skeleton, Stack, Tabs, Text, TextLink, Tiles, useUI, VisuallyHidden } from '@sahm/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePortfolio } from './api';
import { LoadError } from '../../components/LoadError/LoadError';
import { SharePercent } from '../../components/SharePercent/SharePercent';

// nivo is heavy: the chart is its own chunk.
const SourcesChart = lazy(() => import('./SourcesChart'));

type Tab = 'holding' | 'onSale';

/** /portfolio (spec.md §2): tokens by source per year, the assets on sale and held, each linking to its property. */
export default function PortfolioPage() {
  const t = useIntl().formatMessage;
  const { data, error, isLoading, mutate } = usePortfolio();

  let body;
  if (error && !data) {
    body = (
      <LoadError title={t({ id: 'portfolio.error' })} error={error} onRetry={() => void mutate()} />
    );
  } else if (isLoading || !data) {
    body = (
      <Stack aria-busy="true" gap="md" data-testid="portfolio-loading">
        <VisuallyHidden>{t({ id: 'shell.loading' })}</VisuallyHidden>
        <Tiles minColumnSize={200}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} shape="rect" blockSize={88} />
          ))}
        </Tiles>
        <Skeleton shape="rect" blockSize={280} />
        <Skeleton shape="rect" blockSize={160} />
      </Stack>
    );
  } else if (data.holdings.length === 0 && data.tokensBySource.length === 0) {
    body = (
      <EmptyState
        icon="building"
        title={t({ id: 'portfolio.empty.title' })}
        description={t({ id: 'portfolio.empty.text' })}
        action={
          <Button asChild>
            <Link to={paths.viewProperties.getHref('Available')}>{t({ id: 'portfolio.empty.browse' })}</Link>
          </Button>
        }
      />
    );
  } else {
    body = <PortfolioView data={data} />;
  }

  return (
    <PageBlock as="section" aria-labelledby="portfolio-title" paddingBlock="xl">
      <Section level={1} headingId="portfolio-title" title={t({ id: 'portfolio.title' })} lead={t({ id: 'portfolio.lead' })} space="sm" />
      {body}
    </PageBlock>
  );
}

function PortfolioView({ data }: { data: Portfolio }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const [tab, setTab] = useState<Tab>('holding');
  const change = data.holdings.reduce((sum, h) => sum + h.change, 0);
  const cost = data.holdings.reduce((sum, h) => sum + h.costBasis, 0);
  return (
    <Stack gap="xl">
      <Tiles as="ul" minColumnSize={200} aria-label={t({ id: 'portfolio.totals' })}>
        <Figure label={t({ id: 'portfolio.total.value' })} value={<Money value={data.totals.value} />} />
        <Figure label={t({ id: 'portfolio.total.tokens' })} value={<bdi>{format.number(data.totals.tokens)}</bdi>} />
        <Figure label={t({ id: 'portfolio.total.change' })} value={<Change change={change} cost={cost} />} />
      </Tiles>

      <Section level={2} headingId="portfolio-sources" title={t({ id: 'portfolio.sources.title' })} lead={t({ id: 'portfolio.sources.lead' })} space="sm">
        {data.tokensBySource.length === 0 ? (
          <Text tone="muted">{t({ id: 'portfolio.sources.none' })}</Text>
        ) : (
          <SourcesSection years={data.tokensBySource} />
        )}
      </Section>

      <Section level={2} headingId="portfolio-assets" title={t({ id: 'portfolio.assets.title' })} space="sm">
        <Tabs
          label={t({ id: 'portfolio.assets.title' })}
          value={tab}
          onValueChange={(value) => setTab(value as Tab)}
          tabs={[
            {
              value: 'holding',
              label: t({ id: 'portfolio.tab.holding' }, { count: format.number(data.totals.holdingTokens) }),
              content: <Assets items={data.holding.map((h) => ({ holding: h, tokens: h.holdingTokens, value: h.holdingValue }))} tab="holding" />,
            },
            {
              value: 'onSale',
              label: t({ id: 'portfolio.tab.onSale' }, { count: format.number(data.totals.onSaleTokens) }),
              content: <Assets items={data.onSale.map((h) => ({ holding: h, tokens: h.onSaleTokens, value: h.onSaleValue }))} tab="onSale" />,
            },
          ]}
        />
      </Section>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card as="li" gap="xs" display="flex" flexDirection="column">
      <Text size="sm" tone="muted">
        {label}
      </Text>
      <Text size="lg" weight="bold">
        {value}
      </Text>
    </Card>
  );
}

/** The change in value since purchase: an amount and a percent, with a sign and an icon so colour is never the only cue. */
function Change({ change, cost }: { change: number; cost: number }) {
  const { format } = useUI();
  const percent = cost > 0 ? (change / cost) * 100 : 0;
  const tone = change > 0 ? 'success' : change < 0 ? 'danger' : 'neutral';
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return (
    <Badge tone={tone} icon={change > 0 ? 'trendingUp' : change < 0 ? 'arrowEnd' : 'minus'} data-change={change}>
      <bdi>
        {sign}
        {format.money(Math.abs(change))}
      </bdi>{' '}
      <bdi>
        ({sign}
        {format.percent(Math.abs(percent), 2)})
      </bdi>
    </Badge>
  );
}

function SourcesSection({ years }: { years: Portfolio['tokensBySource'] }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const labels = {
    boughtFromPlatform: t({ id: 'portfolio.sources.platform' }),
    boughtFromUser: t({ id: 'portfolio.sources.user' }),
    resold: t({ id: 'portfolio.sources.resold' }),
  };
  const keys = ['boughtFromPlatform', 'boughtFromUser', 'resold'] as const;
  return (
    <Stack gap="md">
      <Suspense fallback={<Skeleton shape="rect" blockSize={280} />}>
        <SourcesChart years={years} labels={labels} />
      </Suspense>
      <VisuallyHidden as="div">
        <table>
          <caption>{t({ id: 'portfolio.sources.caption' })}</caption>
          <thead>
            <tr>
              <th scope="col">{t({ id: 'portfolio.sources.year' })}</th>
              {keys.map((key) => (
                <th key={key} scope="col">
                  {labels[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {years.map((y) => (
              <tr key={y.year}>
                <th scope="row">{format.number(y.year, { useGrouping: false })}</th>
                {keys.map((key) => (
                  <td key={key}>{format.number(y[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}

interface AssetItem {
  holding: PortfolioHolding;
  tokens: number;
  value: number;
}

function Assets({ items, tab }: { items: AssetItem[]; tab: Tab }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  if (items.length === 0)
    return (
      <EmptyState
        icon={tab === 'onSale' ? 'wallet' : 'building'}
        title={t({ id: tab === 'onSale' ? 'portfolio.onSale.empty' : 'portfolio.holding.empty' })}
        description={t({ id: tab === 'onSale' ? 'portfolio.onSale.emptyText' : 'portfolio.holding.emptyText' })}
      />
    );
  return (
    <Tiles as="ul" minColumnSize={260} aria-label={t({ id: tab === 'onSale' ? 'portfolio.tab.onSaleList' : 'portfolio.tab.holdingList' })}>
      {items.map(({ holding: h, tokens, value }) => (
        <Card as="li" key={h.propertyId} gap="sm" display="flex" flexDirection="column" data-property-id={h.propertyId}>
          <Heading level={3} size={4}>
            <TextLink asChild>
              <Link to={paths.propertyDetail.getHref(h.propertyId)}>{h.name}</Link>
            </TextLink>
          </Heading>
          <DescriptionList
            items={[
              { label: t({ id: tab === 'onSale' ? 'portfolio.asset.onSaleTokens' : 'portfolio.asset.tokens' }), value: <bdi>{format.number(tokens)}</bdi> },
              { label: t({ id: 'portfolio.asset.owned' }), value: <bdi>{format.number(h.ownedTokens)}</bdi> },
              { label: t({ id: 'portfolio.asset.percent' }), value: <SharePercent percent={h.percent} tokens={h.ownedTokens} /> },
              { label: t({ id: 'portfolio.asset.price' }), value: <Money value={h.pricePerToken} /> },
              { label: t({ id: 'portfolio.asset.value' }), value: <Money value={value} /> },
              { label: t({ id: 'portfolio.asset.change' }), value: <Change change={h.change} cost={h.costBasis} /> },
            ]}
          />
        </Card>
      ))}
    </Tiles>
  );
}

