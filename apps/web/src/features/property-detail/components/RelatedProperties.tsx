import type { PropertyView } from '@sahm/domain';
import { PropertyCard, Section, Tiles, type PropertyCardBadge } from '@sahm/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Other properties in the same city or of the same type, as cards linking to their pages. */
export function RelatedProperties({ properties }: { properties: readonly PropertyView[] }) {
  const t = useIntl().formatMessage;
  if (properties.length === 0) return null;
  return (
    <Section landmark title={t({ id: 'detail.related.title' })} space="sm">
      <Tiles as="ul" minColumnSize={240}>
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
      </Tiles>
    </Section>
  );
}
