import { breakpoints } from '@sahm/tokens';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Deferred } from '../../../lib/deferred';
import { LoadError } from '../../../components/LoadError/LoadError';
import { useMarketplaceList } from '../api/get-marketplace-list';
import { useMediaQuery } from '../hooks/useMediaQuery';
import * as styles from '../Home.css';
import { PropertyRail } from './PropertyRail';

/** The id "start now" scrolls to: the list of all properties (spec.md §2). */
export const investSectionId = 'invest';

/** About the height of one list (heading and a row of cards), for the placeholders of lists not rendered yet. */
const railBlockSize = 520;

/** The home page's property lists from GET /user/marketplace/list (spec.md §2, §4). */
export function PropertyLists({ investHeadingRef }: { investHeadingRef?: Ref<HTMLHeadingElement> }) {
  const t = useIntl().formatMessage;
  const { data, error, isLoading, mutate } = useMarketplaceList();
  // At 768px or less the "all" list is a plain list rather than a carousel.
  const narrow = useMediaQuery(`(max-width: ${breakpoints.tablet}px)`);

  if (error) {
    return (
      <div id={investSectionId} className={styles.anchor}>
        <LoadError onRetry={() => void mutate()} />
      </div>
    );
  }

  const loading = isLoading || !data;
  const locked = data?.locked ?? [];
  // Each list renders as it comes near the viewport (lib/deferred).
  return (
    <>
      <Deferred estimatedBlockSize={railBlockSize}>
        <PropertyRail title={t({ id: 'home.lists.funded' })} properties={data?.funded} loading={loading} viewAll="Funded" />
      </Deferred>
      <Deferred estimatedBlockSize={railBlockSize}>
        <PropertyRail title={t({ id: 'home.lists.available' })} properties={data?.nonFunded} loading={loading} viewAll="Available" />
      </Deferred>
      {/* Coming-soon properties appear only when there are some (spec.md §2). */}
      {locked.length > 0 && (
        <Deferred estimatedBlockSize={railBlockSize}>
          <PropertyRail title={t({ id: 'home.lists.locked' })} properties={locked} loading={false} viewAll="Locked" locked />
        </Deferred>
      )}
      <Deferred id={investSectionId} className={styles.anchor} estimatedBlockSize={railBlockSize}>
        <PropertyRail
          id={investSectionId}
          headingRef={investHeadingRef}
          title={t({ id: 'home.lists.all' })}
          properties={data?.all}
          loading={loading}
          viewAll="All"
          layout={narrow ? 'list' : 'carousel'}
        />
      </Deferred>
      <Deferred estimatedBlockSize={railBlockSize}>
        <PropertyRail title={t({ id: 'home.lists.hot' })} properties={data?.hot} loading={loading} />
      </Deferred>
      <Deferred estimatedBlockSize={railBlockSize}>
        <PropertyRail title={t({ id: 'home.lists.residential' })} properties={data?.residential} loading={loading} />
      </Deferred>
      <Deferred estimatedBlockSize={railBlockSize}>
        <PropertyRail title={t({ id: 'home.lists.recentlyAdded' })} properties={data?.recentlyAdded} loading={loading} />
      </Deferred>
    </>
  );
}
