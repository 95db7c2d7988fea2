import { GIFT_FEE_BPS, type GiftType, type PropertyDetails } from '@sahm/domain';
import { Button, DescriptionList, Money, Select, Stack, Text, TextField, useToast, useUI } from '@sahm/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { gift, invest, resell, useOrderPage, useRefreshTrading } from '../api/trade';
import { checkPhone, checkPrice, checkTokens, errorText, giftFeeOf } from '../trade/input';
import { MyOrders } from '../trade/MyOrders';
import { useFocusOnReturn } from '../../../lib/stepFocus';
import { PaymentStep } from '../trade/PaymentStep';
import { TokenStepper } from '../trade/TokenStepper';
import { DetailCard } from './DetailCard';
import { ownedTokens } from './HoldingCard';

/** Tokens the caller holds, free and listed for sale. */

/** Leaves for a provider's page; tests replace it. */
export interface NavigateProp {
  navigate?: (url: string) => void;
}

/** A guest's way in: the card says what signing in allows and links to /login, coming back here afterwards. */
function LoginPrompt({ text, action }: { text: string; action: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <Text>{text}</Text>
      <Button asChild fullWidth leading="user">
        <Link to={paths.login.getHref(`${pathname}${search}`)}>{action}</Link>
      </Button>
    </>
  );
}

export function BuyCard({ details, signedIn, navigate }: { details: PropertyDetails; signedIn: boolean } & NavigateProp) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const soldOut = details.availableTokens === 0;
  return (
    <DetailCard title={t({ id: 'detail.buy.title' })}>
      <DescriptionList
        layout="rows"
        items={[
          {
            label: t({ id: 'detail.shares.pricePerToken' }),
            value: <Money value={details.pricePerToken} />,
          },
          {
            label: t({ id: 'detail.shares.availableTokens' }),
            value: <bdi>{format.number(details.availableTokens)}</bdi>,
          },
          {
            label: t({ id: 'detail.shares.minimumInvestment' }),
            value: <Money value={details.minimumInvestment} />,
          },
        ]}
      />
      {soldOut && <SoldOutNote propertyId={details._id} signedIn={signedIn} />}
      {!signedIn ? (
        <LoginPrompt text={t({ id: 'detail.buy.guest' })} action={t({ id: 'detail.buy.login' })} />
      ) : (
        !soldOut && <BuyForm details={details} navigate={navigate} />
      )}
    </DetailCard>
  );
}

/**
 * Sold out by the platform: points to the investors' offers below only when
 * there are some (the order book's first page, the same request it makes);
 * with none, says so and offers the properties still open instead.
 */
function SoldOutNote({ propertyId, signedIn }: { propertyId: string; signedIn: boolean }) {
  const t = useIntl().formatMessage;
  const { data } = useOrderPage(propertyId, { sort: 'new', skip: 0, filter: 'all' }, signedIn);
  if (data && data.total === 0) {
    return (
      <>
        <Text size="sm" tone="muted">
          {t({ id: 'detail.buy.soldOutNoOffers' })}
        </Text>
        <Button asChild variant="secondary" fullWidth leading="building">
          <Link to={paths.viewProperties.getHref('Available')}>{t({ id: 'detail.buy.browseOpen' })}</Link>
        </Button>
      </>
    );
  }
  return (
    <Text size="sm" tone="muted">
      {t({ id: data ? 'detail.buy.soldOut' : 'detail.buy.soldOutOnly' })}
    </Text>
  );
}

/**
 * Buying from the platform (spec.md §2, decisions.md §4): a token count
 * (stepper or typed, the spec's count messages), the live total, at least
 * the minimum investment, then the payment-method screen.
 */
function BuyForm({ details, navigate }: { details: PropertyDetails } & NavigateProp) {
  const t = useIntl().formatMessage;
  const { locale, format } = useUI();
  const price = details.pricePerToken;
  const firstCount = Math.min(details.availableTokens, Math.max(1, Math.ceil(details.minimumInvestment / price)));
  const [typed, setTyped] = useState(() => format.number(firstCount));
  const [error, setError] = useState<string>();
  const [tokens, setTokens] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusOnReturn(tokens !== null, inputRef);
  const checked = checkTokens(typed, locale, details.availableTokens);
  const liveTotal = checked.ok ? checked.value * price : null;

  if (tokens !== null) {
    const total = tokens * price;
    return (
      <PaymentStep
        summary={[
          {
            label: t({ id: 'trade.summary.tokens' }),
            value: <bdi>{format.number(tokens)}</bdi>,
          },
          {
            label: t({ id: 'detail.shares.pricePerToken' }),
            value: <Money value={price} />,
          },
        ]}
        amount={total}
        giftValue={total}
        intent={{ propertyId: details._id, tokens }}
        navigate={navigate}
        completedText={<Text>{t({ id: 'trade.buy.completed' }, { tokens })}</Text>}
        pay={(choice, key) =>
          choice.giftTo
            ? gift(
                {
                  propertyId: details._id,
                  receiver: choice.giftTo,
                  numberOfTokens: tokens,
                  type: 'purchase',
                  paymentWith: choice.paymentWith,
                  userAgreement: true,
                },
                key
              )
            : invest(
                {
                  propertyId: details._id,
                  numberOfTokens: tokens,
                  paymentWith: choice.paymentWith,
                  userAgreement: true,
                },
                key
              )
        }
        onBack={() => setTokens(null)}
        onDone={() => setTokens(null)}
      />
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checked.ok) {
      setError(checked.error);
      inputRef.current?.focus();
      return;
    }
    if (checked.value * price < details.minimumInvestment) {
      setError(t({ id: 'trade.buy.belowMinimum' }, { amount: format.money(details.minimumInvestment) }));
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setTokens(checked.value);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t({ id: 'detail.buy.title' })}>
      <Stack gap="md">
        <TokenStepper
          inputRef={inputRef}
          label={t({ id: 'trade.tokens.label' })}
          hint={t({ id: 'trade.tokens.hint' }, { max: details.availableTokens })}
          value={typed}
          onChange={(v) => {
            setTyped(v);
            setError(undefined);
          }}
          error={error}
          max={details.availableTokens}
        />
        <Stack direction="row" justifyContent="space-between" gap="md" aria-live="polite">
          <Text tone="muted">{t({ id: 'trade.pay.total' })}</Text>
          {liveTotal !== null ? <Money value={liveTotal} /> : <Text tone="muted">—</Text>}
        </Stack>
        <Button type="submit" fullWidth leading="wallet">
          {t({ id: 'trade.buy.continue' })}
        </Button>
      </Stack>
    </form>
  );
}

export function SellCard({ details, signedIn }: { details: PropertyDetails; signedIn: boolean }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  if (!signedIn) {
    return (
      <DetailCard title={t({ id: 'detail.sell.title' })}>
        <LoginPrompt text={t({ id: 'detail.sell.guest' })} action={t({ id: 'detail.sell.login' })} />
      </DetailCard>
    );
  }
  const free = details.owned?.tokens ?? 0;
  return (
    <DetailCard title={t({ id: 'detail.sell.title' })}>
      {ownedTokens(details.owned) > 0 ? (
        <DescriptionList
          layout="rows"
          items={[
            {
              label: t({ id: 'detail.sell.available' }),
              value: <bdi>{format.number(free)}</bdi>,
            },
          ]}
        />
      ) : (
        <Text>{t({ id: 'detail.sell.none' })}</Text>
      )}
      {free > 0 && <SellForm details={details} free={free} />}
      {(details.owned?.listed ?? 0) > 0 && <MyOrders propertyId={details._id} />}
    </DetailCard>
  );
}

type Audience = 'public' | 'private';

/** Listing free tokens (decisions.md §5): publicly in the order book, or as a private offer to a registered user's phone. */
function SellForm({ details, free }: { details: PropertyDetails; free: number }) {
  const t = useIntl().formatMessage;
  const { locale, format } = useUI();
  const toast = useToast();
  const refresh = useRefreshTrading();
  const { keyFor, done } = useIdempotencyKey();
  const [typed, setTyped] = useState(() => format.number(free));
  const [price, setPrice] = useState(() => format.number(details.pricePerToken));
  const [audience, setAudience] = useState<Audience>('public');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{
    tokens?: string;
    price?: string;
    phone?: string;
  }>({});
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const tokens = checkTokens(typed, locale, free);
    const each = checkPrice(price, locale);
    const receiver = audience === 'private' ? checkPhone(phone, locale) : null;
    const next = {
      tokens: tokens.ok ? undefined : tokens.error,
      price: each.ok ? undefined : each.error,
      phone: receiver && !receiver.ok ? receiver.error : undefined,
    };
    setErrors(next);
    if (!tokens.ok || !each.ok || (receiver && !receiver.ok)) return;
    const body = {
      propertyId: details._id,
      numberOfTokens: tokens.value,
      pricePerToken: each.value,
      ...(receiver?.ok ? { receiver: receiver.value } : {}),
    };
    setSending(true);
    try {
      const message = await resell(body, keyFor(body));
      done();
      toast.show({ tone: 'success', message });
      setPhone('');
      void refresh();
    } catch (failure) {
      const text = errorText(failure, t({ id: 'shell.error.server' }));
      toast.show({ tone: 'error', message: text });
      setErrors({ price: text });
    } finally {
      setSending(false);
    }
  }

  const tokens = checkTokens(typed, locale, free);
  const each = checkPrice(price, locale);
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t({ id: 'trade.sell.form' })}>
      <Stack gap="md">
        <TokenStepper
          label={t({ id: 'trade.sell.tokens' })}
          hint={t({ id: 'trade.tokens.hint' }, { max: free })}
          value={typed}
          onChange={setTyped}
          error={errors.tokens}
          max={free}
        />
        <TextField
          label={t({ id: 'trade.sell.price' })}
          hint={t({ id: 'trade.sell.priceHint' }, { price: format.money(details.pricePerToken) })}
          name="pricePerToken"
          inputMode="numeric"
          autoComplete="off"
          required
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={errors.price}
        />
        <Select
          label={t({ id: 'trade.sell.audience' })}
          name="audience"
          value={audience}
          onValueChange={setAudience}
          options={[
            { value: 'public', label: t({ id: 'trade.sell.public' }) },
            { value: 'private', label: t({ id: 'trade.sell.private' }) },
          ]}
        />
        {audience === 'private' && (
          <TextField
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
        <Stack direction="row" justifyContent="space-between" gap="md" aria-live="polite">
          <Text tone="muted">{t({ id: 'trade.sell.total' })}</Text>
          {tokens.ok && each.ok ? <Money value={tokens.value * each.value} /> : <Text tone="muted">—</Text>}
        </Stack>
        <Button type="submit" fullWidth loading={sending} leading="share">
          {t({
            id: audience === 'public' ? 'trade.sell.submit' : 'trade.sell.submitPrivate',
          })}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * A gift (decisions.md §6): tokens I hold, or new ones bought for the
 * receiver; the receiver's +964 phone, the count, the 1% fee shown, then
 * the payment-method screen.
 */
export function GiftCard({ details, navigate }: { details: PropertyDetails } & NavigateProp) {
  const t = useIntl().formatMessage;
  const { locale, format } = useUI();
  const free = details.owned?.tokens ?? 0;
  const canBuy = details.availableTokens > 0;
  const [type, setType] = useState<GiftType>(free > 0 ? 'holding' : 'purchase');
  const [typed, setTyped] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ tokens?: string; phone?: string }>({});
  const [ready, setReady] = useState<{
    tokens: number;
    receiver: string;
  } | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  useFocusOnReturn(ready !== null, phoneRef);
  if (free === 0 && !canBuy) return null;
  const max = type === 'holding' ? free : details.availableTokens;
  const checked = checkTokens(typed, locale, max);
  const value = checked.ok ? checked.value * details.pricePerToken : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const receiver = checkPhone(phone, locale);
    const next = {
      tokens: checked.ok ? undefined : checked.error,
      phone: receiver.ok ? undefined : receiver.error,
    };
    if (checked.ok && type === 'purchase' && checked.value * details.pricePerToken < details.minimumInvestment) {
      next.tokens = t({ id: 'trade.buy.belowMinimum' }, { amount: format.money(details.minimumInvestment) });
    }
    setErrors(next);
    if (next.tokens || next.phone || !checked.ok || !receiver.ok) return;
    setReady({ tokens: checked.value, receiver: receiver.value });
  }

  return (
    <DetailCard title={t({ id: 'trade.gift.title' })}>
      {ready ? (
        <PaymentStep
          summary={[
            {
              label: t({ id: 'trade.gift.to' }),
              value: <bdi dir="ltr">{ready.receiver}</bdi>,
            },
            {
              label: t({ id: 'trade.summary.tokens' }),
              value: <bdi>{format.number(ready.tokens)}</bdi>,
            },
            {
              label: t({ id: 'trade.gift.value' }),
              value: <Money value={ready.tokens * details.pricePerToken} />,
            },
            {
              label: t({ id: 'trade.gift.fee' }, { percent: format.percent(GIFT_FEE_BPS / 100, 0) }),
              value: <Money value={giftFeeOf(ready.tokens * details.pricePerToken)} />,
            },
          ]}
          amount={giftFeeOf(ready.tokens * details.pricePerToken) + (type === 'purchase' ? ready.tokens * details.pricePerToken : 0)}
          intent={{ propertyId: details._id, type, ...ready }}
          navigate={navigate}
          completedText={<Text>{t({ id: 'trade.gift.completed' })}</Text>}
          pay={(choice, key) =>
            gift(
              {
                propertyId: details._id,
                receiver: ready.receiver,
                numberOfTokens: ready.tokens,
                type,
                paymentWith: choice.paymentWith,
                userAgreement: true,
              },
              key
            )
          }
          onBack={() => setReady(null)}
          onDone={() => {
            setReady(null);
            setTyped('');
            setPhone('');
          }}
        />
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label={t({ id: 'trade.gift.title' })}>
          <Stack gap="md">
            <Text size="sm" tone="muted">
              {t({ id: 'trade.gift.lead' })}
            </Text>
            <Select
              label={t({ id: 'trade.gift.type' })}
              name="type"
              value={type}
              onValueChange={(v) => {
                setType(v);
                setErrors({});
              }}
              options={[
                ...(free > 0
                  ? [
                      {
                        value: 'holding' as const,
                        label: t({ id: 'trade.gift.holding' }, { tokens: format.number(free) }),
                      },
                    ]
                  : []),
                ...(canBuy
                  ? [
                      {
                        value: 'purchase' as const,
                        label: t({ id: 'trade.gift.purchase' }),
                      },
                    ]
                  : []),
              ]}
            />
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
            <TokenStepper
              label={t({ id: 'trade.tokens.label' })}
              hint={t({ id: 'trade.tokens.hint' }, { max })}
              value={typed}
              onChange={setTyped}
              error={errors.tokens}
              max={max}
            />
            <Stack direction="row" justifyContent="space-between" gap="md" aria-live="polite">
              <Text tone="muted">{t({ id: 'trade.gift.feeLine' }, { percent: format.percent(GIFT_FEE_BPS / 100, 0) })}</Text>
              {value !== null ? <Money value={giftFeeOf(value)} /> : <Text tone="muted">—</Text>}
            </Stack>
            <Button type="submit" fullWidth variant="secondary" leading="gift">
              {t({ id: 'trade.gift.continue' })}
            </Button>
          </Stack>
        </form>
      )}
    </DetailCard>
  );
}
