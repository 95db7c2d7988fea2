import { useState, type ReactElement, type ReactNode } from 'react';
import { useUI } from '../../provider/UIProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Badge } from '../Badge/Badge';
import { Icon } from '../Icon/Icon';
import { Money } from '../Money/Money';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './PropertyCard.css';

export type PropertyPriceKind = (typeof styles.propertyPriceKinds)[number];
export type PropertyCardBadge = (typeof styles.propertyCardBadges)[number];

export interface PropertyCardLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface PropertyCardContent {
  /** The property's name; also the name of the card's link. */
  name: string;
  /** Property type as the app words it (e.g. "Residential"). */
  propertyType?: string;
  /** Cover image URL. Without one (or if it fails to load) a placeholder shows. */
  imageSrc?: string;
  /** Describes the cover image; empty (the default) when it adds nothing to the name. */
  imageAlt?: string;
  /** Whole IQD: the asset value or the property value (see `priceKind`). */
  price: number;
  /** Which value `price` is; picks its label. */
  priceKind?: PropertyPriceKind;
  /** Yearly investment return (IRR) in percent, e.g. 12.345. */
  irr: number;
  /** Funded percentage, 0..100. */
  fundedPercent: number;
  /** Price of one token, whole IQD. */
  tokenPrice: number;
  /** The detail page. With it the whole card is one link named by the property name. */
  href?: string;
  /** Renders the link, e.g. with the app router's Link; defaults to a plain <a>. */
  renderLink?: (props: PropertyCardLinkProps) => ReactElement;
  /** A coming-soon property: blurred placeholder, lock, no link, and no prices (they are not published yet). */
  locked?: boolean;
  badges?: readonly PropertyCardBadge[];
  /** Heading level of the name in the page outline. */
  headingLevel?: (typeof styles.propertyCardHeadingLevels)[number];
  className?: string;
}

export type PropertyCardProps =
  | (PropertyCardContent & { loading?: false })
  /** While loading, the content is not known yet. */
  | (Partial<PropertyCardContent> & { loading: true });

const defaultLink = ({ href, className, children }: PropertyCardLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

export function PropertyCard(props: PropertyCardProps) {
  if (props.loading) return <PropertyCardSkeleton className={props.className} />;
  return <LoadedPropertyCard {...props} />;
}

function LoadedPropertyCard({
  name,
  propertyType,
  imageSrc,
  imageAlt = '',
  price,
  priceKind = 'property',
  irr,
  fundedPercent,
  tokenPrice,
  href,
  renderLink = defaultLink,
  locked = false,
  badges = [],
  headingLevel = 3,
  className,
}: PropertyCardContent) {
  const { t, format } = useUI();
  // Remembers which URL failed, so a new URL gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = Boolean(imageSrc) && failedSrc !== imageSrc;
  const isLink = Boolean(href) && !locked;
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';

  return (
    <article className={[styles.card({ interactive: isLink }), className].filter(Boolean).join(' ')} data-locked={locked || undefined}>
      <div className={styles.media}>
        {locked ? (
          <>
            <div className={styles.lockedWash} />
            <div className={styles.lockedLabel}>
              <span className={styles.lockedIcon}>
                <Icon name="lock" size={24} />
              </span>
              <span className={styles.lockedText}>{t('propertyCardLocked')}</span>
            </div>
          </>
        ) : showImage ? (
          <img className={styles.image} src={imageSrc} alt={imageAlt} loading="lazy" decoding="async" onError={() => setFailedSrc(imageSrc)} />
        ) : (
          <div className={styles.imageFallback}>
            <Icon name="imageMissing" size={32} label={t('propertyCardNoImage')} />
          </div>
        )}
        {badges.length > 0 && !locked && (
          <div className={styles.badges}>
            {badges.includes('hot') && (
              <Badge tone="warning" icon="trendingUp">
                {t('propertyCardHot')}
              </Badge>
            )}
            {badges.includes('funded') && (
              <Badge tone="success" icon="success">
                {t('propertyCardFullyFunded')}
              </Badge>
            )}
          </div>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.titleBlock}>
          {propertyType && <p className={styles.type}>{propertyType}</p>}
          <Heading className={styles.name}>
            {isLink && href ? renderLink({ href, className: styles.link, children: name }) : name}
          </Heading>
        </div>
        {/* Prices are not published before a property opens: the card says so instead of showing them. */}
        {locked ? (
          <p className={styles.lockedNote}>{t('propertyCardLockedPrices')}</p>
        ) : (
          <>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>{priceKind === 'asset' ? t('propertyCardAssetValue') : t('propertyCardPropertyValue')}</dt>
                <dd className={styles.factValue}>
                  <Money value={price} />
                </dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>{t('propertyCardIrr')}</dt>
                <dd className={styles.factValue}>
                  <bdi>{format.percent(irr, 2)}</bdi>
                </dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>{t('propertyCardTokenPrice')}</dt>
                <dd className={styles.factValue}>
                  <Money value={tokenPrice} />
                </dd>
              </div>
            </dl>
            <ProgressBar label={t('propertyCardFunded')} value={fundedPercent} />
          </>
        )}
      </div>
    </article>
  );
}

/** Same shape as a loaded card; busy for assistive technology, which hears "Loading…" once. */
function PropertyCardSkeleton({ className }: { className?: string | undefined }) {
  const { t } = useUI();
  return (
    <article className={[styles.card({ interactive: false }), className].filter(Boolean).join(' ')} aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <div className={styles.media}>
        <Skeleton shape="rect" className={styles.skeletonMedia} />
      </div>
      <div className={styles.body}>
        <div className={styles.titleBlock}>
          <Skeleton inlineSize="35%" />
          <Skeleton inlineSize="80%" blockSize="1.25em" />
        </div>
        <div className={styles.facts}>
          {[0, 1, 2].map((row) => (
            <div key={row} className={styles.fact}>
              <Skeleton inlineSize="40%" />
              <Skeleton inlineSize="30%" />
            </div>
          ))}
        </div>
        <Skeleton shape="rect" blockSize={8} />
      </div>
    </article>
  );
}
