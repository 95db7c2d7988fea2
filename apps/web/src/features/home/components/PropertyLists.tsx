import { breakpoints } from '@sahm/tokens';
import { Button, EmptyState } from '@sahm/ui';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { useMarketplaceList } from '../api/marketplaceList';
import { useMediaQuery } from '../hooks/useMediaQuery';
import * as styles from '../Home.css';
import { PropertyRail } from './PropertyRail';

/** The id "start now" scrolls to: the list of all properties (spec.md §2). */
export const investSectionId = 'invest';

/** The home page's property lists from GET /user/marketplace/list (spec.md §2, §4). */
export function PropertyLists({ investHeadingRef }: { investHeadingRef?: Ref<HTMLHeadingElement> }) {
  const t = useIntl().formatMessage;
  const { data, error, isLoading, mutate } = useMarketplaceList();
  // At 768px or less the "all" list is a plain list rather than a carousel.
  const narrow = useMediaQuery(`(max-width: ${breakpoints.tablet}px)`);

  if (error) {
    return (
      <div id={investSectionId} className={styles.anchor}>
        <EmptyState
          role="alert"
          icon="warning"
          title={t({ id: 'shell.error.page' })}
          action={
            <Button variant="secondary" onClick={() => void mutate()}>
              {t({ id: 'shell.error.retry' })}
            </Button>
          }
        />
      </div>
    );
  }

  const loading = isLoading || !data;
  const locked = data?.locked ?? [];
  return (
    <>
      <PropertyRail title={t({ id: 'home.lists.funded' })} properties={data?.funded} loading={loading} viewAll="Funded" />
      <PropertyRail title={t({ id: 'home.lists.available' })} properties={data?.nonFunded} loading={loading} viewAll="Available" />
      {/* Coming-soon properties appear only when there are some (spec.md §2). */}
      {locked.length > 0 && <PropertyRail title={t({ id: 'home.lists.locked' })} properties={locked} loading={false} viewAll="Locked" locked />}
      <PropertyRail
        id={investSectionId}
        headingRef={investHeadingRef}
        title={t({ id: 'home.lists.all' })}
        properties={data?.all}
        loading={loading}
        viewAll="All"
        layout={narrow ? 'list' : 'carousel'}
      />
      <PropertyRail title={t({ id: 'home.lists.hot' })} properties={data?.hot} loading={loading} />
      <PropertyRail title={t({ id: 'home.lists.residential' })} properties={data?.residential} loading={loading} />
      <PropertyRail title={t({ id: 'home.lists.recentlyAdded' })} properties={data?.recentlyAdded} loading={loading} />
    </>
  );
}
