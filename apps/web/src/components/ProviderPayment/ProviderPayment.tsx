import type { PaymentProviderName, PaymentStatusName, PaymentView, StartedPayment } from '@sahm/domain';
import { Alert, Button, CountdownTimer, Heading, QrCode, Stack, Text, TextLink, useUI } from '@sahm/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { focusLost, focusOutOfTabOrder } from '../../lib/stepFocus';
import { usePayment } from './api/get-payment';

/** How a provider payment ended, as the screen tells it. `later`: still unconfirmed after its time; it may complete later. */
export type PaymentOutcome = Exclude<PaymentStatusName, 'pending'> | 'later';

export interface ProviderPaymentProps {
  /** What the call that started the payment answered: POST /user/deposit, or a purchase or gift with paymentWith fastpay, fib or card. */
  payment: StartedPayment;
  /** Once, when the payment ends one way or another: refresh what it changed (balance, holdings, history). */
  onSettled?: (outcome: PaymentOutcome, payment: PaymentView | undefined) => void;
  /** Leaves the flow: "Pay another way" while waiting, "Done" after a result. Without it neither button shows. */
  onClose?: () => void;
  /** What a completed payment bought, said under "Payment successful" (default: nothing more). */
  completedText?: ReactNode;
  /** The panel title's heading level (default 3: the panel sits in a card under an h2). */
  headingLevel?: 2 | 3 | 4;
  /** How long to keep asking after the deadline before saying it may complete later (default 60 s). */
  graceMs?: number;
  /** Leaves for the provider's page; window.location.assign by default (tests pass their own). */
  navigate?: (url: string) => void;
}

/** A provider page we may send the browser to: http(s) only, never a script URL. */
export const isProviderUrl = (url: string) => /^https?:\/\//i.test(url.trim());

/** The provider's name in the active language. */
export function useProviderName(): (provider: PaymentProviderName) => string {
  const t = useIntl().formatMessage;
  return (provider) => t({ id: `payment.provider.${provider}` });
}

/**
 * Paying through a provider, after the call that started the payment
 * (decisions.md §7). FastPay and card: straight to the provider's page,
 * which sends the customer back to /success or /failure. FIB: the QR code
 * drawn from the provider's picture, the readable code, the personal- and
 * business-app links and a countdown to the payment's deadline, while the
 * payment is polled (GET /user/payments/:id) until it is completed, failed,
 * canceled or expired; still unconfirmed a while after its deadline, it says
 * the payment may complete later and points to the transaction history.
 */
export function ProviderPayment({ payment, onSettled, onClose, completedText, headingLevel = 3, graceMs = 60_000, navigate }: ProviderPaymentProps) {
  if ('redirectUrl' in payment) return <ProviderRedirect payment={payment} headingLevel={headingLevel} navigate={navigate} />;
  return <BankAppPayment payment={payment} onSettled={onSettled} onClose={onClose} completedText={completedText} headingLevel={headingLevel} graceMs={graceMs} />;
}

function ProviderRedirect({
  payment,
  headingLevel,
  navigate = (url) => window.location.assign(url),
}: {
  payment: StartedPayment & { redirectUrl: string };
  headingLevel: 2 | 3 | 4;
  navigate?: (url: string) => void;
}) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const providerName = useProviderName();
  const provider = providerName(payment.provider);
  const url = payment.redirectUrl;
  const safe = isProviderUrl(url);
  const left = useRef(false);
  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (!safe || left.current) return;
    left.current = true;
    navigate(url);
  }, [safe, url, navigate]);

  return (
    <Stack gap="sm" data-payment-state="redirect">
      <Heading level={headingLevel} size={4}>
        {t({ id: 'payment.redirect.title' }, { provider })}
      </Heading>
      <Text>{t({ id: 'payment.redirect.text' }, { provider, amount: format.money(payment.amount) })}</Text>
      {safe ? (
        <Button asChild variant="secondary" trailing="arrowEnd">
          <a href={url}>{t({ id: 'payment.redirect.link' }, { provider })}</a>
        </Button>
      ) : (
        <Alert tone="critical">{t({ id: 'shell.error.server' })}</Alert>
      )}
    </Stack>
  );
}

type BankAppStarted = Exclude<StartedPayment, { redirectUrl: string }>;

function BankAppPayment({
  payment,
  onSettled,
  onClose,
  completedText,
  headingLevel,
  graceMs,
}: {
  payment: BankAppStarted;
  onSettled?: ProviderPaymentProps['onSettled'];
  onClose?: () => void;
  completedText?: ReactNode;
  headingLevel: 2 | 3 | 4;
  graceMs: number;
}) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const [overdue, setOverdue] = useState(() => Date.parse(payment.validUntil) <= Date.now());
  const [givenUp, setGivenUp] = useState(false);
  const { data, error } = usePayment(payment.paymentId, { poll: !givenUp });
  const status = data?.status ?? 'pending';
  // Asked at least once (an answer or a failure): until then nobody knows it is still unconfirmed.
  const asked = data !== undefined || error !== undefined;

  // Past the deadline the provider may still confirm a last-second payment: keep asking a while, then say so.
  useEffect(() => {
    if (!overdue || !asked || status !== 'pending') return;
    const timer = setTimeout(() => setGivenUp(true), graceMs);
    return () => clearTimeout(timer);
  }, [overdue, asked, status, graceMs]);

  const outcome: PaymentOutcome | null = status !== 'pending' ? status : givenUp ? 'later' : null;
  // The waiting screen gives way to the outcome, taking with it whatever had focus there (its heading, Close, an
  // app link): focus goes to Done, or the outcome, instead of <body>. The outcome's alert says what happened.
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const result = resultRef.current;
    if (!outcome || !result || !focusLost(result)) return;
    focusOutOfTabOrder(result.querySelector<HTMLElement>('button') ?? result.querySelector<HTMLElement>('a[href]') ?? result);
  }, [outcome]);
  const settledRef = useRef<PaymentOutcome | null>(null);
  const onSettledRef = useRef(onSettled);
  useEffect(() => {
    onSettledRef.current = onSettled;
  });
  useEffect(() => {
    if (outcome && settledRef.current !== outcome) {
      settledRef.current = outcome;
      onSettledRef.current?.(outcome, data);
    }
  }, [outcome, data]);

  if (outcome) {
    return (
      <div ref={resultRef}>
        <Stack gap="md" data-payment-state={outcome}>
          <PaymentResult outcome={outcome}>{outcome === 'completed' ? completedText : undefined}</PaymentResult>
          {onClose && (
            <Button variant="secondary" onClick={onClose}>
              {t({ id: 'payment.done' })}
            </Button>
          )}
        </Stack>
      </div>
    );
  }

  const amount = format.money(payment.amount);
  return (
    <Stack gap="md" data-payment-state="pending">
      <Heading level={headingLevel} size={4}>
        {t({ id: 'payment.fib.title' })}
      </Heading>
      <Text>{t({ id: 'payment.fib.text' }, { amount })}</Text>
      <QrCode src={payment.qrCode} label={t({ id: 'payment.fib.qrLabel' }, { amount })} code={payment.readableCode} codeLabel={t({ id: 'payment.fib.code' })} />
      <Stack direction="row" gap="sm" flexWrap="wrap" justifyContent="center">
        {isProviderUrl(payment.personalAppLink) && (
          <Button asChild leading="smartphone">
            <a href={payment.personalAppLink} target="_blank" rel="noopener noreferrer">
              {t({ id: 'payment.fib.personalApp' })}
            </a>
          </Button>
        )}
        {isProviderUrl(payment.businessAppLink) && (
          <Button asChild variant="secondary" leading="building">
            <a href={payment.businessAppLink} target="_blank" rel="noopener noreferrer">
              {t({ id: 'payment.fib.businessApp' })}
            </a>
          </Button>
        )}
      </Stack>
      <Stack gap="xs" alignItems="center">
        <Text size="sm" tone="muted">
          {t({ id: 'payment.fib.validFor' })}
        </Text>
        <CountdownTimer deadline={payment.validUntil} variant="compact" label={t({ id: 'payment.fib.validFor' })} onExpire={() => setOverdue(true)} />
      </Stack>
      <Text size="sm" tone="muted" align="center" aria-live="polite">
        {overdue ? t({ id: 'payment.fib.checking' }) : t({ id: 'payment.fib.waiting' })}
      </Text>
      {onClose && (
        <Button variant="ghost" onClick={onClose}>
          {t({ id: 'payment.fib.close' })}
        </Button>
      )}
    </Stack>
  );
}

const resultTone = { completed: 'success', failed: 'critical', expired: 'warning', canceled: 'warning', later: 'info' } as const;

/**
 * How a provider payment ended, in words: payment successful, failed (no
 * money taken), expired or canceled, or "completed later, check your
 * history" with a link to it. `children`: what it bought, said after the
 * outcome (a successful payment).
 */
export function PaymentResult({ outcome, children }: { outcome: PaymentOutcome; children?: ReactNode }) {
  const t = useIntl().formatMessage;
  return (
    <Alert tone={resultTone[outcome]} title={t({ id: `payment.result.${outcome}.title` })}>
      <Stack gap="xs">
        {outcome !== 'completed' && <Text>{t({ id: `payment.result.${outcome}.text` })}</Text>}
        {children}
        {outcome === 'later' && (
          <TextLink asChild>
            <Link to={paths.transactions.getHref()}>{t({ id: 'payment.history' })}</Link>
          </TextLink>
        )}
      </Stack>
    </Alert>
  );
}
