import type { BidAction, BidItem, OrderStatusName } from '@sahm/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  DescriptionList,
  Dialog,
  EmptyState,
  Heading,
  Money,
  PageBlock,
  Section,
  Skeleton,
  Stack,
  Tabs,
  TextLink,
  Tiles,
  useToast,
  useUI,
  VisuallyHidden,
  type BadgeProps,
} from '@sahm/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api';
import { balancePath, bidListPath, bidTabs, newKey, runBidAction, tabAfter, useBalance, useBids, type BidTab } from './api';
import { LoadError } from '../../components/LoadError/LoadError';

const statusTone: Record<OrderStatusName, BadgeProps['tone']> = { open: 'warning', filled: 'success', canceled: 'neutral', rejected: 'danger' };

/** /bids (spec.md §2, §4): private offers received and requested; accept through payment, reject, cancel. */
export default function BidsPage() {
  const t = useIntl().formatMessage;
  const [tab, setTab] = useState<BidTab>('received');
  return (
    <PageBlock as="section" aria-labelledby="bids-title" paddingBlock="xl">
      <Section level={1} headingId="bids-title" title={t({ id: 'bids.title' })} lead={t({ id: 'bids.lead' })} space="sm" />
      <Tabs
        label={t({ id: 'bids.tabs' })}
        value={tab}
        onValueChange={(value) => setTab(value as BidTab)}
        tabs={bidTabs.map((value) => ({ value, label: t({ id: `bids.tab.${value}` }), content: <BidList tab={value} onDone={setTab} /> }))}
      />
    </PageBlock>
  );
}

function BidList({ tab, onDone }: { tab: BidTab; onDone: (tab: BidTab) => void }) {
  const t = useIntl().formatMessage;
  const { data, error, isLoading, mutate } = useBids(tab);
  if (error && !data)
    return (
      <LoadError title={t({ id: 'bids.error' })} error={error} onRetry={() => void mutate()} />
    );
  if (isLoading || !data)
    return (
      <Stack aria-busy="true" gap="sm" data-testid="bids-loading">
        <VisuallyHidden>{t({ id: 'shell.loading' })}</VisuallyHidden>
        {[0, 1].map((i) => (
          <Skeleton key={i} shape="rect" blockSize={160} />
        ))}
      </Stack>
    );
  if (data.items.length === 0)
    return (
      <EmptyState
        icon="gift"
        title={t({ id: `bids.empty.${tab}` })}
        description={t({ id: `bids.empty.${tab}Text` })}
        action={
          <Button asChild variant="secondary">
            <Link to={paths.portfolio.getHref()}>{t({ id: 'bids.empty.portfolio' })}</Link>
          </Button>
        }
      />
    );
  return (
    <Tiles as="ul" minColumnSize={280} aria-label={t({ id: `bids.tab.${tab}` })}>
      {data.items.map((bid) => (
        <BidCard key={bid.orderId} bid={bid} tab={tab} onDone={onDone} />
      ))}
    </Tiles>
  );
}

function BidCard({ bid, tab, onDone }: { bid: BidItem; tab: BidTab; onDone: (tab: BidTab) => void }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const headingId = `bid-${bid.orderId}`;

  /** spec.md §4: afterwards the list reloads ("requested" for cancel, "received" otherwise) and a toast says so. */
  const finished = async (action: BidAction) => {
    toast.show({ tone: 'success', message: t({ id: `bids.done.${action}` }) });
    await Promise.all([mutate(bidListPath('received')), mutate(bidListPath('requested')), mutate(balancePath)]);
    onDone(tabAfter(action));
  };
  const errorText = (error: unknown) => (error instanceof ApiError ? error.message : t({ id: 'shell.error.noResponse' }));

  return (
    <Card as="li" gap="sm" display="flex" flexDirection="column" aria-labelledby={headingId} data-order-id={bid.orderId}>
      <Stack direction="row" justifyContent="space-between" alignItems="flex-start" gap="sm" flexWrap="wrap">
        <Heading level={2} size={4} id={headingId}>
          <TextLink asChild>
            <Link to={paths.propertyDetail.getHref(bid.propertyId)}>{bid.propertyName}</Link>
          </TextLink>
        </Heading>
        <Badge tone={statusTone[bid.status]} data-status={bid.status}>
          {t({ id: `bids.status.${bid.status}` })}
        </Badge>
      </Stack>
      <DescriptionList
        items={[
          { label: t({ id: tab === 'received' ? 'bids.from' : 'bids.to' }), value: <bdi>{bid.counterparty.username}</bdi> },
          { label: t({ id: 'bids.tokens' }), value: <bdi>{format.number(bid.numberOfTokens)}</bdi> },
          { label: t({ id: 'bids.price' }), value: <Money value={bid.pricePerToken} /> },
          { label: t({ id: 'bids.total' }), value: <Money value={bid.total} /> },
          { label: t({ id: 'bids.date' }), value: <time dateTime={bid.createdAt}>{format.date(bid.createdAt, { dateStyle: 'medium' })}</time> },
        ]}
      />
      {bid.actions.length > 0 && (
        <Stack direction="row" gap="sm" flexWrap="wrap">
          {bid.actions.includes('accept') && <AcceptBid bid={bid} onAccepted={() => finished('accept')} />}
          {bid.actions.includes('reject') && (
            <ConfirmDialog
              tone="danger"
              title={t({ id: 'bids.reject.title' })}
              message={t({ id: 'bids.reject.text' }, { property: bid.propertyName, user: bid.counterparty.username })}
              confirmLabel={t({ id: 'bids.reject' })}
              errorMessage={errorText}
              onConfirm={async () => {
                await runBidAction('reject', { orderId: bid.orderId }, newKey());
                await finished('reject');
              }}
              trigger={
                <Button variant="secondary" leading="close">
                  {t({ id: 'bids.reject' })}
                  <VisuallyHidden>: {bid.propertyName}</VisuallyHidden>
                </Button>
              }
            />
          )}
          {bid.actions.includes('cancel') && (
            <ConfirmDialog
              tone="danger"
              title={t({ id: 'bids.cancel.title' })}
              message={t({ id: 'bids.cancel.text' }, { property: bid.propertyName, user: bid.counterparty.username })}
              confirmLabel={t({ id: 'bids.cancel' })}
              errorMessage={errorText}
              onConfirm={async () => {
                await runBidAction('cancel', { orderId: bid.orderId }, newKey());
                await finished('cancel');
              }}
              trigger={
                <Button variant="secondary" leading="close">
                  {t({ id: 'bids.cancel' })}
                  <VisuallyHidden>: {bid.propertyName}</VisuallyHidden>
                </Button>
              }
            />
          )}
        </Stack>
      )}
    </Card>
  );
}

/**
 * Accepting a received offer is buying its tokens: the payment screen shows
 * what is paid, from the wallet (the only method for a trade), the balance,
 * and the terms to accept before paying.
 */
function AcceptBid({ bid, onAccepted }: { bid: BidItem; onAccepted: () => Promise<void> }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const [open, setOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  // One key per opening of the payment screen: a retried or doubled click pays once.
  const [key, setKey] = useState(newKey);
  const { data: balance, error: balanceError } = useBalance(open);
  const short = balance ? balance.available < bid.total : false;

  const change = (next: boolean) => {
    if (pending) return;
    if (next) {
      setKey(newKey());
      setAgreed(false);
      setAgreeError(undefined);
      setFailure(undefined);
    }
    setOpen(next);
  };

  const pay = async () => {
    if (!agreed) {
      setAgreeError(t({ id: 'bids.accept.agreeRequired' }));
      return;
    }
    setPending(true);
    setFailure(undefined);
    try {
      await runBidAction('accept', { orderId: bid.orderId, numberOfTokens: bid.numberOfTokens, paymentWith: 'wallet', userAgreement: true }, key);
      setPending(false);
      setOpen(false);
      await onAccepted();
    } catch (error) {
      setPending(false);
      setFailure(error instanceof ApiError ? error.message : t({ id: 'shell.error.noResponse' }));
    }
  };

  return (
    <>
      <Button leading="check" onClick={() => change(true)}>
        {t({ id: 'bids.accept' })}
        <VisuallyHidden>: {bid.propertyName}</VisuallyHidden>
      </Button>
      <Dialog
        open={open}
        onOpenChange={change}
        dismissible={!pending}
        title={t({ id: 'bids.accept.title' })}
        description={t({ id: 'bids.accept.description' }, { property: bid.propertyName, user: bid.counterparty.username })}
        footer={
          <>
            <Button variant="secondary" disabled={pending} onClick={() => change(false)}>
              {t({ id: 'bids.accept.back' })}
            </Button>
            <Button leading="wallet" loading={pending} disabled={short} onClick={() => void pay()}>
              {t({ id: 'bids.accept.pay' })}
            </Button>
          </>
        }
      >
        <Stack gap="md">
          <DescriptionList
            items={[
              { label: t({ id: 'bids.tokens' }), value: <bdi>{format.number(bid.numberOfTokens)}</bdi> },
              { label: t({ id: 'bids.price' }), value: <Money value={bid.pricePerToken} /> },
              { label: t({ id: 'bids.total' }), value: <Money value={bid.total} /> },
              { label: t({ id: 'bids.accept.method' }), value: t({ id: 'bids.accept.wallet' }) },
              {
                label: t({ id: 'bids.accept.balance' }),
                value: balance ? <Money value={balance.available} /> : balanceError ? '—' : <Skeleton inlineSize="6em" />,
              },
            ]}
          />
          {short && (
            <Alert tone="warning" title={t({ id: 'bids.accept.short' })}>
              <TextLink asChild>
                <Link to={paths.dashboard.getHref()}>{t({ id: 'bids.accept.addFunds' })}</Link>
              </TextLink>
            </Alert>
          )}
          <Checkbox
            checked={agreed}
            onCheckedChange={(value) => {
              setAgreed(value === true);
              if (value === true) setAgreeError(undefined);
            }}
            error={agreeError}
            label={
              <>
                {t({ id: 'bids.accept.agree' })}{' '}
                <TextLink asChild>
                  <Link to={paths.termsOfUse.getHref()} target="_blank" rel="noopener">
                    {t({ id: 'bids.accept.terms' })}
                  </Link>
                </TextLink>
              </>
            }
          />
          {failure && (
            <Alert tone="critical">
              {failure}
            </Alert>
          )}
        </Stack>
      </Dialog>
    </>
  );
}
