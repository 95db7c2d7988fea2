import { EmptyState, Section, Text } from '@sahm/ui';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { PropertyGrid } from '../../../components/PropertyGrid/PropertyGrid';
import { useMarketplaceSearch } from '../api/get-marketplace-search';
import * as styles from '../Home.css';
import { LoadError } from '../../../components/LoadError/LoadError';

/**
 * Results of GET /user/marketplace/search for the typed text; they take the
 * place of the lists. `headingRef` lets the page bring them into view and move
 * focus to them after a search (phones, where they start below the fold).
 */
export function SearchResults({ text, headingRef }: { text: string; headingRef?: Ref<HTMLHeadingElement> }) {
  const t = useIntl().formatMessage;
  const { data, error, isLoading, mutate } = useMarketplaceSearch(text);

  let content;
  if (error) {
    content = (
      <LoadError onRetry={() => void mutate()} />
    );
  } else if (!data) {
    content = <PropertyGrid loading skeletons={4} />;
  } else if (data.length === 0) {
    content = <EmptyState icon="search" title={t({ id: 'home.search.noData' })} />;
  } else {
    content = <PropertyGrid properties={data} label={t({ id: 'home.search.results' })} />;
  }

  return (
    <Section landmark title={t({ id: 'home.search.results' })} headingRef={headingRef} className={styles.anchor} aria-busy={isLoading || undefined}>
      {/* Mounted with the section, so each new count is announced. */}
      <Text tone="muted" className={styles.lead} role="status">
        {data && !error ? t({ id: 'home.search.count' }, { count: data.length }) : ''}
      </Text>
      {content}
    </Section>
  );
}
