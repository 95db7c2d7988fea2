import type { PropertyDetails } from '@sahm/domain';
import { Badge, Button, Card, EmptyState, Heading, PageBlock, PhotoViewer, Section, Skeleton, Stack, useUI, VisuallyHidden } from '@sahm/ui';
import { Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth';
import { paths } from '../../config/paths';
import { ApiError, earlyImage } from '../../lib/api';
import { lazyChunk, useLoadAfterPaint } from '../../lib/afterPaint';
import { Deferred } from '../../lib/deferred';
import { propertyDetailsPath, usePropertyDetails } from './api/get-property-details';
import {
  DocumentsSection,
  FinancialSection,
  FundingSection,
  GeneralSection,
  MapSection,
  PurchaseStepsSection,
  ReturnSection,
  SharesSection,
  VirtualTourSection,
} from './components/DetailSections';
import { Location } from './components/Location';
import { PriceHistorySection } from './components/PriceHistorySection';
import { RelatedProperties } from './components/RelatedProperties';
import { RentSection } from './components/RentSection';
import { HoldingCard, ownedTokens } from './components/HoldingCard';
import * as styles from './PropertyDetail.css';
import { LoadError } from '../../components/LoadError/LoadError';

const GALLERY_LIMIT = 5;

// The buy, sell and gift cards and the order book are their own chunk (their forms' rules, server
// messages, the payment step, the buy-from-an-order dialog), fetched right after the first paint:
// the title and the photos, which are the first screen, wait for neither it nor them. The forms
// check counts and phones with @sahm/domain's zod-free form rules, so the chunk brings no zod.
const trade = lazyChunk(() => import('./components/tradeChunk'));
const BuyCard = trade.part((m) => m.BuyCard);
const SellCard = trade.part((m) => m.SellCard);
const GiftCard = trade.part((m) => m.GiftCard);
const OrderBookSection = trade.part((m) => m.OrderBookSection);

/** Property details, /property-detail?id= (spec.md §2). A missing id goes home. */
export default function PropertyDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const { isLogin } = useAuth();
  const { data: latest, error, isLoading, mutate } = usePropertyDetails(id, isLogin);
  // SWR hands over new data as a synchronous update, which React renders in one go: the whole page in
  // one long task. Deferred, the page is rendered in a transition, in slices that leave the main thread
  // free between them (the skeleton stays until it is ready). Another property's page starts from its skeleton at once.
  const deferred = useDeferredValue(latest);
  const data = latest === undefined ? undefined : deferred;
  useScrollTopOnChange(id);

  if (!id) return <Navigate to={paths.home.getHref()} replace />;
  if (error && !data) {
    if (error instanceof ApiError && error.status === 404) return <NotFound />;
    return <PageLoadError onRetry={() => void mutate()} />;
  }
  if (isLoading || !data) return <DetailSkeleton photo={earlyImage(propertyDetailsPath(id))} />;
  if (data.isLocked) return <ComingSoon details={data} />;
  return <PropertyDetail details={data} signedIn={isLogin} />;
}

/** Opening a related property keeps the same screen: start it from the top. */
function useScrollTopOnChange(id: string | null) {
  const previous = useRef(id);
  useEffect(() => {
    if (previous.current !== id) window.scrollTo({ top: 0 });
    previous.current = id;
  }, [id]);
}

function PropertyDetail({ details, signedIn }: { details: PropertyDetails; signedIn: boolean }) {
  const t = useIntl().formatMessage;
  useLoadAfterPaint(trade.load);
  const holds = signedIn && ownedTokens(details.owned) > 0;
  return (
    <PageBlock as="article" aria-labelledby="property-title" paddingBlock="xl">
      <PropertyHeader details={details} />
      <Gallery details={details} />
      <div className={styles.layout}>
        <aside className={styles.aside} aria-label={t({ id: 'detail.aside.label' })}>
          {holds && details.owned && <HoldingCard owned={details.owned} />}
          <Suspense fallback={<Skeleton shape="rect" blockSize={signedIn ? 640 : 420} />}>
            <BuyCard details={details} signedIn={signedIn} />
            {/* Below the buy card, and each a task of its own: as the sections, they render as they come near. */}
            <Deferred estimatedBlockSize={holds ? 420 : 160}>
              <SellCard details={details} signedIn={signedIn} />
            </Deferred>
            {signedIn && (
              <Deferred estimatedBlockSize={480}>
                <GiftCard details={details} />
              </Deferred>
            )}
          </Suspense>
        </aside>
        <div className={styles.sections}>
          <GeneralSection details={details} />
          {/* Below the first screen: each renders as it comes near (lib/deferred), so the chart's code,
              the order book's call and the related carousel wait until someone scrolls towards them. */}
          <Deferred estimatedBlockSize={320}>
            <FinancialSection details={details} />
          </Deferred>
          <Deferred estimatedBlockSize={240}>
            <SharesSection details={details} />
          </Deferred>
          <Deferred estimatedBlockSize={200}>
            <FundingSection details={details} />
          </Deferred>
          <Deferred estimatedBlockSize={240}>
            <ReturnSection details={details} />
          </Deferred>
          <Deferred estimatedBlockSize={320}>
            <RentSection rent={details.rent} signedIn={signedIn} />
          </Deferred>
          <Deferred estimatedBlockSize={320}>
            <PurchaseStepsSection />
          </Deferred>
          <Deferred estimatedBlockSize={380}>
            <PriceHistorySection points={details.priceHistory} />
          </Deferred>
          <Deferred estimatedBlockSize={300}>
            <Suspense fallback={<Skeleton shape="rect" blockSize={300} />}>
              <OrderBookSection propertyId={details._id} signedIn={signedIn} />
            </Suspense>
          </Deferred>
          <Deferred estimatedBlockSize={200}>
            <MapSection details={details} />
          </Deferred>
          <Deferred estimatedBlockSize={200}>
            <DocumentsSection details={details} />
          </Deferred>
          <Deferred estimatedBlockSize={160}>
            <VirtualTourSection details={details} />
          </Deferred>
        </div>
      </div>
      {details.related.length > 0 && (
        <Deferred estimatedBlockSize={520}>
          <RelatedProperties properties={details.related} />
        </Deferred>
      )}
    </PageBlock>
  );
}

function PropertyHeader({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  return (
    <Section level={1} headingId="property-title" eyebrow={t({ id: `detail.type.${details.propertyType}` })} title={details.name} space="sm">
      <Location details={details} />
      <Stack direction="row" flexWrap="wrap" gap="sm">
        {details.isHot && (
          <Badge tone="warning" icon="trendingUp">
            {t({ id: 'detail.badge.hot' })}
          </Badge>
        )}
        {details.isFunded && (
          <Badge tone="success" icon="success">
            {t({ id: 'detail.badge.funded' })}
          </Badge>
        )}
        <Badge tone={details.isRented ? 'accent' : 'neutral'} icon="home">
          {t({ id: details.isRented ? 'detail.financial.rented' : 'detail.financial.notRented' })}
        </Badge>
      </Stack>
    </Section>
  );
}

/** The first photos as a grid; each opens every photo full screen (PhotoViewer) at itself. */
function Gallery({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<number | null>(null);
  const all = [...new Set([details.coverImage.url, ...details.images.map((i) => i.url)].filter(Boolean))].filter((url) => !failed.has(url));
  const urls = all.slice(0, GALLERY_LIMIT);
  if (urls.length === 0) return null;
  const alt = (index: number, total: number) => t({ id: 'detail.gallery.photo' }, { name: details.name, n: format.number(index + 1), total: format.number(total) });
  return (
    <>
      <ul className={styles.gallery} aria-label={t({ id: 'detail.gallery.label' })}>
        {urls.map((url, index) => (
          <li key={url} className={styles.galleryItem}>
            <button type="button" className={styles.galleryButton} aria-haspopup="dialog" onClick={() => setViewing(index)}>
              <img
                className={styles.galleryImage}
                src={url}
                alt={alt(index, urls.length)}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                onError={() => setFailed((set) => new Set(set).add(url))}
              />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer
        photos={all.map((src, index) => ({ src, alt: alt(index, all.length) }))}
        index={viewing ?? 0}
        onIndexChange={setViewing}
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={details.name}
      />
    </>
  );
}

function ComingSoon({ details }: { details: PropertyDetails }) {
  const t = useIntl().formatMessage;
  return (
    <PageBlock as="article" aria-labelledby="property-title" paddingBlock="xl">
      <PropertyHeader details={details} />
      <Card as="section" aria-label={t({ id: 'detail.locked.title' })}>
        <EmptyState
          icon="lock"
          title={t({ id: 'detail.locked.title' })}
          description={t({ id: 'detail.locked.text' })}
          action={
            <Button asChild>
              <Link to={paths.viewProperties.getHref('Available')}>{t({ id: 'detail.locked.browse' })}</Link>
            </Button>
          }
        />
      </Card>
    </PageBlock>
  );
}

function NotFound() {
  const t = useIntl().formatMessage;
  return (
    <PageBlock as="section" aria-labelledby="property-title" paddingBlock="xl">
      <Heading level={1} id="property-title">
        {t({ id: 'detail.notFound.title' })}
      </Heading>
      <EmptyState
        icon="building"
        title={t({ id: 'detail.notFound.text' })}
        action={
          <Button asChild leading="home">
            <Link to={paths.home.getHref()}>{t({ id: 'detail.notFound.home' })}</Link>
          </Button>
        }
      />
    </PageBlock>
  );
}

/** The page's heading stays, so the reader knows where they are; the shared load error below it. */
function PageLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useIntl().formatMessage;
  return (
    <PageBlock as="section" aria-labelledby="property-title" paddingBlock="xl">
      <Heading level={1} id="property-title">
        {t({ id: 'detail.title' })}
      </Heading>
      <LoadError onRetry={onRetry} />
    </PageBlock>
  );
}

/** While the details load; `photo` is the first photo when the boot script already has it (the boot shell showed it in the same place). */
function DetailSkeleton({ photo }: { photo?: string }) {
  const t = useIntl().formatMessage;
  return (
    <PageBlock as="section" aria-busy="true" aria-labelledby="property-title" data-testid="property-detail-loading" paddingBlock="xl">
      <VisuallyHidden as="h1" id="property-title">
        {t({ id: 'detail.title' })}
      </VisuallyHidden>
      <VisuallyHidden>{t({ id: 'shell.loading' })}</VisuallyHidden>
      <Skeleton inlineSize="20%" />
      <Skeleton inlineSize="60%" blockSize={32} />
      <Skeleton inlineSize="40%" />
      {photo ? (
        <div className={styles.gallery} aria-hidden="true" data-testid="property-detail-loading-photo">
          <div className={styles.galleryItem}>
            <img className={styles.galleryImage} src={photo} alt="" fetchPriority="high" decoding="async" />
          </div>
        </div>
      ) : (
        <Skeleton shape="rect" blockSize={280} />
      )}
      <div className={styles.layout}>
        <Stack gap="sm">
          <Skeleton shape="rect" blockSize={160} />
          <Skeleton shape="rect" blockSize={160} />
        </Stack>
        <Skeleton shape="rect" blockSize={240} />
      </div>
    </PageBlock>
  );
}
