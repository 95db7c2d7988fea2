import { tourEmbedUrl, type PropertyDetails, type PropertyDocumentView } from '@sahm/domain';
import { DescriptionList, type DescriptionItem, Heading, LocationMap, Money, ProgressBar, Text, TextLink, useUI, VisuallyHidden } from '@sahm/ui';
import { useIntl } from 'react-intl';
import * as styles from '../PropertyDetail.css';
import { DetailCard } from './DetailCard';
import { Location } from './Location';

type T = ReturnType<typeof useIntl>['formatMessage'];

/** General information: description and the property's facts. */
export function GeneralSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const items: DescriptionItem[] = [
    { label: t({ id: 'detail.general.type' }), value: t({ id: `detail.type.${details.propertyType}` }) },
    { label: t({ id: 'detail.general.city' }), value: details.city },
    { label: t({ id: 'detail.general.address' }), value: details.address },
    { label: t({ id: 'detail.general.area' }), value: <bdi>{t({ id: 'detail.unit.sqm' }, { value: format.number(details.areaSqm) })}</bdi> },
  ];
  if (details.bedrooms !== null) items.push({ label: t({ id: 'detail.general.bedrooms' }), value: format.number(details.bedrooms) });
  if (details.bathrooms !== null) items.push({ label: t({ id: 'detail.general.bathrooms' }), value: format.number(details.bathrooms) });
  if (details.parking !== null) items.push({ label: t({ id: 'detail.general.parking' }), value: format.number(details.parking) });
  return (
    <DetailCard title={t({ id: 'detail.general.title' })}>
      {details.description && <Text>{details.description}</Text>}
      <DescriptionList layout="tiles" items={items} />
    </DetailCard>
  );
}

/** Financial information: values, rent and the platform's rent fee. */
export function FinancialSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <DetailCard title={t({ id: 'detail.financial.title' })}>
      <DescriptionList
        layout="tiles"
        items={[
          { label: t({ id: 'detail.financial.assetValue' }), value: <Money value={details.assetValue.value} /> },
          { label: t({ id: 'detail.financial.propertyValue' }), value: <Money value={details.propertyValue.value} /> },
          { label: t({ id: 'detail.financial.pricePerSqm' }), value: <Money value={details.pricePerSqm} /> },
          { label: t({ id: 'detail.financial.expectedRent' }), value: <Money value={details.expectedRent} /> },
          { label: t({ id: 'detail.financial.monthlyRent' }), value: <Money value={details.monthlyRent} /> },
          { label: t({ id: 'detail.financial.rentFee' }), value: <bdi>{format.percent(details.rentFeePercent, details.rentFeePercent % 1 === 0 ? 0 : 2)}</bdi> },
          { label: t({ id: 'detail.financial.rentalStatus' }), value: t({ id: details.isRented ? 'detail.financial.rented' : 'detail.financial.notRented' }) },
        ]}
      />
    </DetailCard>
  );
}

/** Investment and shares information. */
export function SharesSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <DetailCard title={t({ id: 'detail.shares.title' })}>
      <DescriptionList
        layout="tiles"
        items={[
          { label: t({ id: 'detail.shares.totalTokens' }), value: <bdi>{format.number(details.totalTokens)}</bdi> },
          { label: t({ id: 'detail.shares.availableTokens' }), value: <bdi>{format.number(details.availableTokens)}</bdi> },
          { label: t({ id: 'detail.shares.pricePerToken' }), value: <Money value={details.pricePerToken} /> },
          { label: t({ id: 'detail.shares.minimumInvestment' }), value: <Money value={details.minimumInvestment} /> },
        ]}
      />
    </DetailCard>
  );
}

/** Funding details: how much has been raised and how far along funding is. */
export function FundingSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <DetailCard title={t({ id: 'detail.funding.title' })}>
      <ProgressBar label={t({ id: 'detail.funding.funded' })} value={details.available} />
      <DescriptionList
        layout="tiles"
        items={[
          { label: t({ id: 'detail.funding.amountRaised' }), value: <Money value={details.amountRaised} /> },
          { label: t({ id: 'detail.funding.target' }), value: <Money value={details.fullAmount} /> },
          { label: t({ id: 'detail.funding.soldTokens' }), value: <bdi>{format.number(details.soldTokens)}</bdi> },
        ]}
      />
    </DetailCard>
  );
}

/** Expected return (IRR, two decimals) and the reminder that it is a forecast. */
export function ReturnSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <DetailCard title={t({ id: 'detail.return.title' })}>
      <Text size="display" weight="bold" tone="accent">
        <bdi>{format.percent(details.IRR.value, 2)}</bdi>
      </Text>
      <Text>{t({ id: 'detail.return.label' })}</Text>
      <Text size="sm" tone="muted">
        {t({ id: 'detail.return.disclaimer' })}
      </Text>
    </DetailCard>
  );
}

const purchaseSteps = ['account', 'verify', 'fund', 'buy', 'earn'] as const;

/** How buying works, in order. */
export function PurchaseStepsSection() {
  const t = useIntl().formatMessage;
  return (
    <DetailCard title={t({ id: 'detail.steps.title' })}>
      <ol className={styles.steps}>
        {purchaseSteps.map((step) => (
          <li key={step}>
            <Text as="span" weight="semibold">
              {t({ id: `detail.steps.${step}.title` })}
            </Text>
            {' — '}
            {t({ id: `detail.steps.${step}.text` })}
          </li>
        ))}
      </ol>
    </DetailCard>
  );
}

export const openStreetMapUrl = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

/**
 * Location: a map with a pin (OpenStreetMap tiles, loaded as the section comes
 * near), the coordinates and a link to the full map. Without tiles (offline,
 * blocked) the pin, the coordinates and the link still tell where it is.
 */
export function MapSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const coordinate = (value: number) => format.number(value, { minimumFractionDigits: 4, maximumFractionDigits: 6 });
  return (
    <DetailCard title={t({ id: 'detail.map.title' })}>
      <Location details={details} />
      {details.map ? (
        <>
          <LocationMap latitude={details.map.latitude} longitude={details.map.longitude} label={t({ id: 'detail.map.label' }, { name: details.name })} />
          <DescriptionList
            layout="tiles"
            items={[
              { label: t({ id: 'detail.map.latitude' }), value: <bdi>{coordinate(details.map.latitude)}</bdi> },
              { label: t({ id: 'detail.map.longitude' }), value: <bdi>{coordinate(details.map.longitude)}</bdi> },
            ]}
          />
          <Text>
            <TextLink href={openStreetMapUrl(details.map.latitude, details.map.longitude)} target="_blank" rel="noopener noreferrer" leading="globe">
              {t({ id: 'detail.map.open' })}
              <VisuallyHidden> {t({ id: 'detail.newTab' })}</VisuallyHidden>
            </TextLink>
          </Text>
        </>
      ) : (
        <Text size="sm" tone="muted">
          {t({ id: 'detail.map.none' })}
        </Text>
      )}
    </DetailCard>
  );
}

function DocumentLinks({ documents, t }: { documents: readonly PropertyDocumentView[]; t: T }) {
  if (documents.length === 0) {
    return (
      <Text size="sm" tone="muted">
        {t({ id: 'detail.documents.none' })}
      </Text>
    );
  }
  return (
    <ul className={styles.linkList}>
      {documents.map((doc) => (
        <li key={doc.url}>
          <TextLink href={doc.url} target="_blank" rel="noopener noreferrer" leading="file">
            {doc.title}
            <VisuallyHidden> {t({ id: 'detail.documents.pdf' })}</VisuallyHidden>
          </TextLink>
        </li>
      ))}
    </ul>
  );
}

/** The property's documents: the main ones first, then the others (PDF files). */
export function DocumentsSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  return (
    <DetailCard title={t({ id: 'detail.documents.title' })}>
      <Heading level={3}>{t({ id: 'detail.documents.main' })}</Heading>
      <DocumentLinks documents={details.mainDocuments} t={t} />
      <Heading level={3}>{t({ id: 'detail.documents.other' })}</Heading>
      <DocumentLinks documents={details.otherDocuments} t={t} />
    </DetailCard>
  );
}

/**
 * The virtual tour: framed in the page when its provider allows it (@sahm/domain
 * tourEmbedUrl, the CSP's frame-src), sandboxed; the link to open it in a new tab
 * is always there, and is all there is for other providers.
 */
export function VirtualTourSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  const embed = details.virtualTourUrl ? tourEmbedUrl(details.virtualTourUrl) : null;
  return (
    <DetailCard title={t({ id: 'detail.tour.title' })}>
      {embed && (
        <iframe
          className={styles.tourFrame}
          src={embed}
          title={t({ id: 'detail.tour.frame' }, { name: details.name })}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
          allow="fullscreen; accelerometer; gyroscope; xr-spatial-tracking"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
      {details.virtualTourUrl ? (
        <Text>
          <TextLink href={details.virtualTourUrl} target="_blank" rel="noopener noreferrer" leading="eye">
            {t({ id: 'detail.tour.open' })}
            <VisuallyHidden> {t({ id: 'detail.newTab' })}</VisuallyHidden>
          </TextLink>
        </Text>
      ) : (
        <Text size="sm" tone="muted">
          {t({ id: 'detail.tour.none' })}
        </Text>
      )}
    </DetailCard>
  );
}
