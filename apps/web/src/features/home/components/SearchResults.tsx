import { EmptyState } from '@sahm/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PropertyGrid } from '../../../components/PropertyGrid/PropertyGrid';
import { useMarketplaceSearch } from '../api/get-marketplace-search';
import * as styles from '../Home.css';
import { LoadError } from '../../../components/LoadError/LoadError';

/** Results of GET /user/marketplace/search for the typed text; they take the place of the lists. */
export function SearchResults({ text }: { text: string }) {
  const t = useIntl().formatMessage;
  const headingId = useId();
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
    <section aria-labelledby={headingId} aria-busy={isLoading || undefined} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t({ id: 'home.search.results' })}
      </h2>
      {/* Mounted with the section, so each new count is announced. */}
      <p className={styles.sectionLead} role="status">
        {data && !error ? t({ id: 'home.search.count' }, { count: data.length }) : ''}
      </p>
      {content}
    </section>
  );
}
