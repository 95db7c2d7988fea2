import { GIFT_FEE_BPS, messageText, paymentMethods, type PaymentMethodChoice } from '@sahm/domain';
import { Alert, Button, Checkbox, type DescriptionItem, DescriptionList, Money, Select, Stack, Text, TextField, TextLink, useToast, useUI } from '@sahm/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth';
import { ProviderPayment, useProviderName } from '../../../components/ProviderPayment/ProviderPayment';
import { paths } from '../../../config/paths';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { useBalance, useRefreshTrading, type TradeResult } from '../api/trade';
import { useFocusOnMount } from '../../../lib/stepFocus';
import { checkPhone, errorText, giftFeeOf } from './input';

/** The payment methods in the order offered; FastPay is the default (decisions.md §7). */
export const payMethods: readonly PaymentMethodChoice[] = ['fastpay', ...paymentMethods.filter((method) => method !== 'fastpay')];

export interface PayChoice {
  paymentWith: PaymentMethodChoice;
  /** The receiver's phone (E.164) when the purchase is a gift. */
  giftTo?: string;
}

export interface PaymentStepProps {
  /** What is being paid for: tokens, price, total, the fee. */
  summary: DescriptionItem[];
  /** What leaves the wallet or is paid to the provider. */
  amount: number;
  /** A purchase from the platform may be a gift: the tokens' value, for the 1% fee. */
  giftValue?: number;
  /** What identifies this purchase besides the choice (one Idempotency-Key per intent). */
  intent: Record<string, unknown>;
  pay: (choice: PayChoice, idempotencyKey: string) => Promise<TradeResult>;
  /** Back to the step before (change the count). */
  onBack: () => void;
  /** After a purchase made, or a provider payment ended and closed: start over. */
  onDone: () => void;
  /** Leaves for FastPay's or the card provider's page (tests pass their own). */
  navigate?: (url: string) => void;
  /** What a completed provider payment bought. */
  completedText?: ReactNode;
}

type Gate = { id: 'kyc' | 'phone'; text: string; link: string; action: string };

/**
 * The payment-method screen (spec.md §2): the wallet with its balance (and,
 * when short, the insufficient-balance message with a link to add funds),
 * FastPay, FIB or card; for a purchase from the platform the gift option;
 * the terms checkbox. The purchase gates are checked in the order of
 * decisions.md §4 — agreement, identity verification, phone, balance —
 * each message with a link to the step that clears it. The wallet pays at
 * once; a provider through ProviderPayment.
 */
export function PaymentStep({ summary, amount, giftValue, intent, pay, onBack, onDone, navigate, completedText }: PaymentStepProps) {
  const t = useIntl().formatMessage;
  const { locale, format } = useUI();
  const toast = useToast();
  const { profile } = useAuth();
  const providerName = useProviderName();
  const refresh = useRefreshTrading();
  const balance = useBalance(true);
  const { keyFor, done } = useIdempotencyKey();
  const [method, setMethod] = useState<PaymentMethodChoice>('fastpay');
  const [agreed, setAgreed] = useState(false);
  const [asGift, setAsGift] = useState(false);
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{
    agreement?: string;
    phone?: string;
    form?: string;
  }>({});
  const [blocked, setBlocked] = useState<Gate['id'] | 'balance' | null>(null);
  const [sending, setSending] = useState(false);
  const [started, setStarted] = useState<Extract<TradeResult, { kind: 'provider' }>['payment'] | null>(null);
  const gatesRef = useRef<HTMLDivElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const providerRef = useRef<HTMLDivElement>(null);
  // This step replaced the button that opened it; a provider's screen then replaces the Pay button: focus follows.
  useFocusOnMount(formRef, started === null);
  useFocusOnMount(providerRef, started !== null, 'heading');

  const gift = giftValue !== undefined && asGift;
  const giftFee = giftValue !== undefined ? giftFeeOf(giftValue) : 0;
  const total = gift ? amount + giftFee : amount;
  const available = balance.data?.available;
  const short = method === 'wallet' && available !== undefined && available < total;

  const gates: Gate[] = [];
  if (profile && !profile.isKycVerified) {
    gates.push({
      id: 'kyc',
      text:
        profile.kycStatus === 'pending'
          ? messageText(locale, 'KYC_NOT_VERIFIED')
          : t({
              id: profile.kycStatus === 'rejected' ? 'trade.gate.kycRejected' : 'trade.gate.kyc',
            }),
      link: paths.kycVerification.getHref(),
      action: t({
        id: profile.kycStatus === 'pending' ? 'trade.gate.kycStatusLink' : 'trade.gate.kycLink',
      }),
    });
  }
  if (profile && !profile.isPhoneVerified) {
    gates.push({
      id: 'phone',
      text: messageText(locale, 'PHONE_NOT_VERIFIED'),
      link: paths.settings.getHref('phone'),
      action: t({ id: 'trade.gate.phoneLink' }),
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: typeof errors = {};
    let giftTo: string | undefined;
    if (gift) {
      const checked = checkPhone(phone, locale);
      if (checked.ok) giftTo = checked.value;
      else next.phone = checked.error;
    }
    // decisions.md §4: the agreement first, then identity, phone, balance.
    if (!agreed) next.agreement = messageText(locale, 'AGREEMENT_REQUIRED');
    setErrors(next);
    if (next.phone) {
      phoneRef.current?.focus();
      return;
    }
    if (next.agreement) return;
    if (gates.length > 0) {
      setBlocked(gates[0]!.id);
      gatesRef.current?.focus();
      return;
    }
    if (short) {
      setBlocked('balance');
      return;
    }
    setBlocked(null);
    const choice: PayChoice = {
      paymentWith: method,
      ...(giftTo ? { giftTo } : {}),
    };
    setSending(true);
    try {
      const result = await pay(choice, keyFor({ ...intent, ...choice }));
      done();
      if (result.kind === 'done') {
        toast.show({ tone: 'success', message: result.message });
        void refresh();
        onDone();
      } else {
        setStarted(result.payment);
      }
    } catch (failure) {
      const text = errorText(failure, t({ id: 'shell.error.server' }));
      setErrors({ form: text });
      toast.show({ tone: 'error', message: text });
    } finally {
      setSending(false);
    }
  }

  if (started) {
    return (
      <div ref={providerRef}>
        <ProviderPayment
          payment={started}
          navigate={navigate}
          completedText={completedText}
          onSettled={() => void refresh()}
          onClose={() => {
            setStarted(null);
            onDone();
          }}
        />
      </div>
    );
  }

  const rows: DescriptionItem[] = [...summary];
  if (gift)
    rows.push({
      label: t({ id: 'trade.gift.fee' }, { percent: format.percent(GIFT_FEE_BPS / 100, 0) }),
      value: <Money value={giftFee} />,
    });
  rows.push({
    label: t({ id: 'trade.pay.total' }),
    value: <Money value={total} />,
  });

  return (
    <form ref={formRef} tabIndex={-1} noValidate onSubmit={onSubmit} aria-label={t({ id: 'trade.pay.title' })} data-testid="payment-step">
      <Stack gap="md">
        <DescriptionList layout="rows" items={rows} />
        {gates.length > 0 && (
          <div ref={gatesRef} tabIndex={-1} data-testid="trade-gates">
            <Stack gap="sm">
              {gates.map((gate) => (
                <Alert key={gate.id} tone={blocked === gate.id ? 'critical' : 'warning'}>
                  <Stack gap="xs">
                    <Text>{gate.text}</Text>
                    <TextLink asChild>
                      <Link to={gate.link}>{gate.action}</Link>
                    </TextLink>
                  </Stack>
                </Alert>
              ))}
            </Stack>
          </div>
        )}
        {giftValue !== undefined && (
          <Checkbox label={t({ id: 'trade.gift.option' })} checked={asGift} onCheckedChange={(c) => setAsGift(c === true)} name="asGift" />
        )}
        {gift && (
          <TextField
            ref={phoneRef}
            label={t({ id: 'trade.gift.phone' })}
            hint={t({ id: 'trade.gift.phoneHint' })}
            name="receiver"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={errors.phone}
          />
        )}
        <Select
          label={t({ id: 'trade.pay.method' })}
          name="paymentWith"
          value={method}
          onValueChange={(value) => {
            setMethod(value);
            if (blocked === 'balance') setBlocked(null);
          }}
          options={payMethods.map((m) => ({
            value: m,
            label:
              m === 'wallet'
                ? available !== undefined
                  ? t({ id: 'trade.pay.walletWithBalance' }, { balance: format.money(available) })
                  : t({ id: 'trade.pay.wallet' })
                : providerName(m),
          }))}
        />
        {method === 'wallet' && balance.error && !balance.data && <Alert tone="warning">{t({ id: 'trade.pay.balanceError' })}</Alert>}
        {short && (
          <Alert tone={blocked === 'balance' ? 'critical' : 'warning'} title={messageText(locale, 'INSUFFICIENT_BALANCE')}>
            <Stack gap="xs">
              <Text>{t({ id: 'trade.pay.shortBy' }, { amount: format.money(total - (available ?? 0)) })}</Text>
              <TextLink asChild>
                <Link to={paths.dashboard.getHref()}>{t({ id: 'trade.pay.addFunds' })}</Link>
              </TextLink>
            </Stack>
          </Alert>
        )}
        {method !== 'wallet' && (
          <Text size="sm" tone="muted">
            {t(
              {
                id: method === 'fib' ? 'trade.pay.fibNote' : 'trade.pay.redirectNote',
              },
              { provider: providerName(method) }
            )}
          </Text>
        )}
        <Checkbox
          name="userAgreement"
          checked={agreed}
          onCheckedChange={(c) => {
            setAgreed(c === true);
            if (c === true && errors.agreement) setErrors((e) => ({ ...e, agreement: undefined }));
          }}
          error={errors.agreement}
          label={
            <>
              {t({ id: 'trade.pay.agree' })}{' '}
              <TextLink asChild>
                <Link to={paths.termsOfUse.getHref()} target="_blank" rel="noopener">
                  {t({ id: 'trade.pay.terms' })}
                </Link>
              </TextLink>
            </>
          }
        />
        {errors.form && <Alert tone="critical">{errors.form}</Alert>}
        <Stack direction="row" gap="sm" flexWrap="wrap">
          <Button type="submit" loading={sending} leading={gift ? 'gift' : 'check'}>
            {t({ id: gift ? 'trade.pay.confirmGift' : 'trade.pay.confirm' }, { amount: format.money(total) })}
          </Button>
          <Button type="button" variant="ghost" onClick={onBack} disabled={sending}>
            {t({ id: 'trade.pay.back' })}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
