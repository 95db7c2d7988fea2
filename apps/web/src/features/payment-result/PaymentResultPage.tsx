import type { PaymentView } from '@sahm/domain';
import { Alert, Button, Card, DescriptionList, EmptyState, Heading, Money, PageBlock, Section, Skeleton, Stack, Text, useUI } from '@sahm/ui';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/LoadError/LoadError';
import { PaymentResult, useProviderName, type PaymentOutcome } from '../../components/ProviderPayment/ProviderPayment';
import { usePayment } from '../../components/ProviderPayment/api/get-payment';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api';

export interface PaymentResultPageProps {
  /** Where the provider sent the customer back: /success or /failure. */
  result: 'success' | 'failure';
}

/**
 * /success and /failure, where FastPay and the card page send the customer
 * back (`?paymentId=`). The page only reads the payment (GET
 * /user/payments/:id, polled while the provider has not confirmed it), so
 * refreshing it repeats nothing. What the provider's return says is not
 * trusted: the payment's own status decides what is shown.
 */
export default function PaymentResultPage({ result }: PaymentResultPageProps) {
  const t = useIntl().formatMessage;
  const [query] = useSearchParams();
  const paymentId = paymentIdOf(query);
  const { data, error, mutate } = usePayment(paymentId);
  const missing = !paymentId || (error instanceof ApiError && error.status === 404);

  return (
    <PageBlock as="section" width="narrow" space="xl" aria-labelledby="result-title">
      <Section level={1} headingId="result-title" title={t({ id: `result.title.${result}` })} />
      {missing ? (
        <EmptyState
          icon="warning"
          title={t({ id: 'result.missing' })}
          action={
            <Button asChild>
              <Link to={paths.dashboard.getHref()}>{t({ id: 'result.toDashboard' })}</Link>
            </Button>
          }
        />
      ) : error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !data ? (
        <Stack gap="md" aria-busy="true" aria-label={t({ id: 'shell.loading' })}>
          <Skeleton shape="rect" blockSize={96} />
          <Skeleton shape="rect" blockSize={160} />
        </Stack>
      ) : (
        <PaymentSummary payment={data} result={result} />
      )}
    </PageBlock>
  );
}

function PaymentSummary({ payment, result }: { payment: PaymentView; result: PaymentResultPageProps['result'] }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const providerName = useProviderName();
  const pending = payment.status === 'pending';
  const purchaseFailed = payment.outcome?.purchase === 'failed';

  return (
    <Stack gap="lg" data-payment-status={payment.status}>
      {pending ? (
        <Alert tone="info" title={t({ id: result === 'success' ? 'payment.result.pending.title' : 'result.notCompleted.title' })}>
          {t({ id: result === 'success' ? 'payment.result.pending.text' : 'result.notCompleted.text' })}
        </Alert>
      ) : (
        <PaymentResult outcome={payment.status as PaymentOutcome}>
          {payment.status === 'completed' && (
            <Text>{purchaseFailed ? t({ id: 'result.purchaseFailed' }) : t({ id: `result.bought.${purposeOf(payment)}` }, { tokens: payment.tokens ?? 0, amount: format.money(payment.amount) })}</Text>
          )}
        </PaymentResult>
      )}
      <Card as="section" aria-labelledby="result-details">
        <Heading level={2} size={4} id="result-details">
          {t({ id: 'result.details' })}
        </Heading>
        <DescriptionList
          items={[
            { label: t({ id: 'result.amount' }), value: <Money value={payment.amount} /> },
            { label: t({ id: 'result.paidWith' }), value: providerName(payment.provider) },
            { label: t({ id: 'result.for' }), value: t({ id: `result.purpose.${purposeOf(payment)}` }, { tokens: payment.tokens ?? 0 }) },
            { label: t({ id: 'result.date' }), value: format.date(payment.completedAt ?? payment.createdAt) },
          ]}
        />
      </Card>
      <Stack direction="row" gap="sm" flexWrap="wrap">
        <Button asChild>
          <Link to={paths.dashboard.getHref()}>{t({ id: 'result.toDashboard' })}</Link>
        </Button>
        {payment.propertyId && (
          <Button asChild variant="secondary">
            <Link to={paths.propertyDetail.getHref(payment.propertyId)}>{t({ id: 'result.toProperty' })}</Link>
          </Button>
        )}
        <Button asChild variant="ghost">
          <Link to={paths.transactions.getHref()}>{t({ id: 'payment.history' })}</Link>
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The payment the provider sent the customer back about: `paymentId` (the
 * card page, our own return URLs) or FastPay's `order_id`, which is our
 * payment id without its dashes (FastPay's merchant panel sets that URL).
 */
export function paymentIdOf(query: URLSearchParams): string | null {
  const id = query.get('paymentId')?.trim();
  if (id) return id;
  const order = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(query.get('order_id')?.trim() ?? '');
  return order ? order.slice(1).join('-').toLowerCase() : null;
}

/** deposit, invest or gift; anything newer reads as a payment. */
function purposeOf(payment: PaymentView): 'deposit' | 'invest' | 'gift' | 'other' {
  const known = ['deposit', 'invest', 'gift'] as const;
  return known.find((purpose) => purpose === payment.purpose) ?? 'other';
}
