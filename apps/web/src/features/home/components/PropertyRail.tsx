import type { PropertyView } from '@sahm/domain';
import { Button, Carousel, EmptyState, Heading, PropertyCard, Section } from '@sahm/ui';
import { useId, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths, type PropertyListState } from '../../../config/paths';
import { PropertyGrid } from '../../../components/PropertyGrid/PropertyGrid';
import { PropertyTile } from '../../../components/PropertyTile/PropertyTile';
import * as styles from '../Home.css';

export interface PropertyRailProps {
  title: string;
  properties: readonly PropertyView[] | undefined;
  loading: boolean;
  /** The /view-properties category its "View all" button opens; none for no button. */
  viewAll?: PropertyListState;
  /** A carousel (default) or a plain grid (the "all" list on narrow screens). */
  layout?: 'carousel' | 'list';
  /** Shows every card as coming soon: blurred, locked, no link. */
  locked?: boolean;
  id?: string;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One home-page property list: a titled carousel with a "View all" button, skeletons while loading, a coming-soon text when empty. */
export function PropertyRail({ title, properties, loading, viewAll, layout = 'carousel', locked, id, headingRef }: PropertyRailProps) {
  const t = useIntl().formatMessage;
  const headingId = useId();
  const empty = !loading && (properties?.length ?? 0) === 0;
  const action = viewAll && !empty && (
    <Button variant="secondary" size="sm" trailing="arrowEnd" asChild>
      <Link to={paths.viewProperties.getHref(viewAll)} state={{ state: viewAll }} aria-label={t({ id: 'home.lists.viewAllNamed' }, { list: title })}>
        {t({ id: 'home.lists.viewAll' })}
      </Link>
    </Button>
  );

  let body;
  if (empty || layout === 'list') {
    body = (
      <Section landmark title={title} headingId={headingId} headingRef={headingRef} actions={action || undefined}>
        {empty ? (
          <EmptyState icon="clock" title={t({ id: 'home.lists.comingSoon' })} description={t({ id: 'home.lists.comingSoonHint' })} />
        ) : (
          <PropertyGrid properties={properties} loading={loading} skeletons={2} />
        )}
      </Section>
    );
  } else {
    const heading = (
      <Heading level={2} id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </Heading>
    );
    body = (
      <Carousel label={title} heading={heading} action={action || undefined}>
        {loading
          ? [0, 1, 2, 3, 4].map((i) => <PropertyCard key={i} loading />)
          : properties!.map((property) => <PropertyTile key={property._id} property={property} locked={locked || property.isLocked} />)}
      </Carousel>
    );
  }

  return (
    <div id={id} className={styles.anchor} aria-busy={loading || undefined}>
      {body}
    </div>
  );
}
