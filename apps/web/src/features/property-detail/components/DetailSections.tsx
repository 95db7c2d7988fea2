import type { PropertyDetails, PropertyDocumentView } from '@sahm/domain';
import { Icon, Money, ProgressBar, useUI } from '@sahm/ui';
import { useIntl } from 'react-intl';
import * as styles from '../PropertyDetail.css';
import { Facts, type Fact } from './Facts';
import { Section } from './Section';

type T = ReturnType<typeof useIntl>['formatMessage'];

/** General information: description and the property's facts. */
export function GeneralSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const items: Fact[] = [
    { label: t({ id: 'detail.general.type' }), value: t({ id: `detail.type.${details.propertyType}` }) },
    { label: t({ id: 'detail.general.city' }), value: details.city },
    { label: t({ id: 'detail.general.address' }), value: details.address },
    { label: t({ id: 'detail.general.area' }), value: <bdi>{t({ id: 'detail.unit.sqm' }, { value: format.number(details.areaSqm) })}</bdi> },
  ];
  if (details.bedrooms !== null) items.push({ label: t({ id: 'detail.general.bedrooms' }), value: format.number(details.bedrooms) });
  if (details.bathrooms !== null) items.push({ label: t({ id: 'detail.general.bathrooms' }), value: format.number(details.bathrooms) });
  if (details.parking !== null) items.push({ label: t({ id: 'detail.general.parking' }), value: format.number(details.parking) });
  return (
    <Section title={t({ id: 'detail.general.title' })}>
      {details.description && <p className={styles.text}>{details.description}</p>}
      <Facts items={items} />
    </Section>
  );
}

/** Financial information: values, rent and the platform's rent fee. */
export function FinancialSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <Section title={t({ id: 'detail.financial.title' })}>
      <Facts
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
    </Section>
  );
}

/** Investment and shares information. */
export function SharesSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <Section title={t({ id: 'detail.shares.title' })}>
      <Facts
        items={[
          { label: t({ id: 'detail.shares.totalTokens' }), value: <bdi>{format.number(details.totalTokens)}</bdi> },
          { label: t({ id: 'detail.shares.availableTokens' }), value: <bdi>{format.number(details.availableTokens)}</bdi> },
          { label: t({ id: 'detail.shares.pricePerToken' }), value: <Money value={details.pricePerToken} /> },
          { label: t({ id: 'detail.shares.minimumInvestment' }), value: <Money value={details.minimumInvestment} /> },
        ]}
      />
    </Section>
  );
}

/** Funding details: how much has been raised and how far along funding is. */
export function FundingSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <Section title={t({ id: 'detail.funding.title' })}>
      <ProgressBar label={t({ id: 'detail.funding.funded' })} value={details.available} />
      <Facts
        items={[
          { label: t({ id: 'detail.funding.amountRaised' }), value: <Money value={details.amountRaised} /> },
          { label: t({ id: 'detail.funding.target' }), value: <Money value={details.fullAmount} /> },
          { label: t({ id: 'detail.funding.soldTokens' }), value: <bdi>{format.number(details.soldTokens)}</bdi> },
        ]}
      />
    </Section>
  );
}

/** Expected return (IRR, two decimals) and the reminder that it is a forecast. */
export function ReturnSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  return (
    <Section title={t({ id: 'detail.return.title' })}>
      <p className={styles.bigFigure}>
        <bdi>{format.percent(details.IRR.value, 2)}</bdi>
      </p>
      <p className={styles.text}>{t({ id: 'detail.return.label' })}</p>
      <p className={styles.muted}>{t({ id: 'detail.return.disclaimer' })}</p>
    </Section>
  );
}

const purchaseSteps = ['account', 'verify', 'fund', 'buy', 'earn'] as const;

/** How buying works, in order. */
export function PurchaseStepsSection() {
  const t = useIntl().formatMessage;
  return (
    <Section title={t({ id: 'detail.steps.title' })}>
      <ol className={styles.steps}>
        {purchaseSteps.map((step) => (
          <li key={step}>
            <span className={styles.stepTitle}>{t({ id: `detail.steps.${step}.title` })}</span>
            {' — '}
            {t({ id: `detail.steps.${step}.text` })}
          </li>
        ))}
      </ol>
    </Section>
  );
}

export const openStreetMapUrl = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

/**
 * Location: the coordinates and a link to OpenStreetMap. No embedded map:
 * the app must work without external tiles.
 */
export function MapSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const coordinate = (value: number) => format.number(value, { minimumFractionDigits: 4, maximumFractionDigits: 6 });
  return (
    <Section title={t({ id: 'detail.map.title' })}>
      <p className={styles.location}>
        <Icon name="mapPin" size={16} />
        {details.address}, {details.city}
      </p>
      {details.map ? (
        <>
          <Facts
            items={[
              { label: t({ id: 'detail.map.latitude' }), value: <bdi>{coordinate(details.map.latitude)}</bdi> },
              { label: t({ id: 'detail.map.longitude' }), value: <bdi>{coordinate(details.map.longitude)}</bdi> },
            ]}
          />
          <p className={styles.text}>
            <a className={styles.link} href={openStreetMapUrl(details.map.latitude, details.map.longitude)} target="_blank" rel="noopener noreferrer">
              <Icon name="globe" size={16} />
              {t({ id: 'detail.map.open' })}
              <span className={styles.visuallyHidden}> {t({ id: 'detail.newTab' })}</span>
            </a>
          </p>
        </>
      ) : (
        <p className={styles.muted}>{t({ id: 'detail.map.none' })}</p>
      )}
    </Section>
  );
}

function DocumentLinks({ documents, t }: { documents: readonly PropertyDocumentView[]; t: T }) {
  if (documents.length === 0) return <p className={styles.muted}>{t({ id: 'detail.documents.none' })}</p>;
  return (
    <ul className={styles.linkList}>
      {documents.map((doc) => (
        <li key={doc.url}>
          <a className={styles.link} href={doc.url} target="_blank" rel="noopener noreferrer">
            <Icon name="file" size={16} />
            {doc.title}
            <span className={styles.visuallyHidden}> {t({ id: 'detail.documents.pdf' })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The property's documents: the main ones first, then the others (PDF files). */
export function DocumentsSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  return (
    <Section title={t({ id: 'detail.documents.title' })}>
      <h3 className={styles.subTitle}>{t({ id: 'detail.documents.main' })}</h3>
      <DocumentLinks documents={details.mainDocuments} t={t} />
      <h3 className={styles.subTitle}>{t({ id: 'detail.documents.other' })}</h3>
      <DocumentLinks documents={details.otherDocuments} t={t} />
    </Section>
  );
}

/** The virtual tour, an external page. */
export function VirtualTourSection({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  return (
    <Section title={t({ id: 'detail.tour.title' })}>
      {details.virtualTourUrl ? (
        <p className={styles.text}>
          <a className={styles.link} href={details.virtualTourUrl} target="_blank" rel="noopener noreferrer">
            <Icon name="eye" size={16} />
            {t({ id: 'detail.tour.open' })}
            <span className={styles.visuallyHidden}> {t({ id: 'detail.newTab' })}</span>
          </a>
        </p>
      ) : (
        <p className={styles.muted}>{t({ id: 'detail.tour.none' })}</p>
      )}
    </Section>
  );
}
