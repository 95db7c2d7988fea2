import type { PropertyView } from '@sahm/domain';
import { PropertyCard, type PropertyCardBadge, type PropertyCardLinkProps } from '@sahm/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

const renderLink = ({ href, className, children }: PropertyCardLinkProps) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

export interface PropertyTileProps {
  property: PropertyView;
  /** Fits the card's name into the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Forces the coming-soon look (the home page's locked list). */
  locked?: boolean;
}

/** A property from the API as a card (spec.md §2 "Property card"); locked ones are not links. */
export function PropertyTile({ property, headingLevel = 3, locked = property.isLocked }: PropertyTileProps) {
  const intl = useIntl();
  const typeKey = `properties.type.${property.propertyType}`;
  const badges: PropertyCardBadge[] = [];
  if (property.isHot) badges.push('hot');
  if (property.isFunded) badges.push('funded');
  return (
    <PropertyCard
      name={property.name}
      propertyType={typeKey in intl.messages ? intl.formatMessage({ id: typeKey }) : property.propertyType}
      imageSrc={property.coverImage?.url || undefined}
      price={property.assetValue.value}
      priceKind="asset"
      irr={property.IRR.value}
      fundedPercent={property.available}
      tokenPrice={property.pricePerToken}
      href={locked ? undefined : paths.propertyDetail.getHref(property._id)}
      renderLink={renderLink}
      locked={locked}
      badges={badges}
      headingLevel={headingLevel}
    />
  );
}
