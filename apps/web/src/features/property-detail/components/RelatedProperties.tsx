import type { PropertyView } from '@sahm/domain';
import { PropertyCard, type PropertyCardBadge } from '@sahm/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import * as styles from '../PropertyDetail.css';
import { Section } from './Section';

/** Other properties in the same city or of the same type, as cards linking to their pages. */
export function RelatedProperties({ properties }: { properties: readonly PropertyView[] }) {
  const t = useIntl().formatMessage;
  if (properties.length === 0) return null;
  return (
    <Section title={t({ id: 'detail.related.title' })} className={styles.header}>
      <ul className={styles.related}>
        {properties.map((p) => {
          const badges: PropertyCardBadge[] = [];
          if (p.isHot) badges.push('hot');
          if (p.isFunded) badges.push('funded');
          return (
            <li key={p._id}>
              <PropertyCard
                name={p.name}
                propertyType={t({ id: `detail.type.${p.propertyType}` })}
                imageSrc={p.coverImage.url}
                price={p.assetValue.value}
                priceKind="asset"
                irr={p.IRR.value}
                fundedPercent={p.available}
                tokenPrice={p.pricePerToken}
                locked={p.isLocked}
                badges={badges}
                href={paths.propertyDetail.getHref(p._id)}
                renderLink={({ href, className, children }) => (
                  <Link to={href} className={className}>
                    {children}
                  </Link>
                )}
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
