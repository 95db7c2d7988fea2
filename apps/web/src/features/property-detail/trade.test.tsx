import type { Profile } from '@sahm/domain';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp, type ApiRoutes } from '../../test/app';
import { FakeObserver } from '../../test/intersectionObserver';
import { orderBook, PROPERTY_ID, propertyDetails } from './test/fixtures';

// Whole-app renders in jsdom take seconds on a busy machine, as in the other screens' tests.
vi.setConfig({ testTimeout: 30_000 });
// Toasts and refetches come after a few renders; on a busy machine that can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

const TOKEN = 't'.repeat(43);
const detailsRoute = `GET /user/marketplace/details/${PROPERTY_ID}`;
const ordersRoute = `GET /user/marketplace/details/${PROPERTY_ID}/re-sell/list`;
const detailPath = `/property-detail?id=${PROPERTY_ID}`;
// Typed, so a status the API never sends (e.g. 'none') does not compile.
const profile = {
  _id: 'u1',
  email: 'investor@sahm.iq',
  username: 'demo',
  fullName: 'Karwan Ahmed',
  kycStatus: 'verified',
  isKycVerified: true,
  isPhoneVerified: true,
  role: 'investor',
} satisfies Partial<Profile>;
const owned = { tokens: 30, listed: 10, percent: 0.16, value: 4_000_000 };
const myOrder = { ...orderBook().items[0]!, orderId: 'mine-1', numberOfTokens: 10, originalTokens: 10, total: 1_050_000, seller: { username: 'demo' }, owned: true, action: 'cancel' as const };

function routes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    [detailsRoute]: { body: { data: propertyDetails({ owned }) } },
    [ordersRoute]: ({ query }) => ({ body: { data: query.get('filter') === 'mine' ? orderBook({ items: [myOrder], total: 1 }) : orderBook() } }),
    'GET /user/transaction/balance': { body: { data: { available: 250_000, held: 0, currency: 'IQD' } } },
    ...overrides,
  };
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });
const GIFT_TITLE = 'Send a gift';

/** An accessible name as written here, whatever spaces the money formatter put in it (a no-break space). */
const named = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);

/** A toast's text: Radix also announces it in a short-lived copy, so any copy will do. */
const toastSays = (text: string) => waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));

/** The amount shown after a label: a fact's value or a total's. */
function amountAfter(label: HTMLElement) {
  const next = label.nextElementSibling!;
  return next.getAttribute('data-value') ?? next.querySelector('[data-value]')?.getAttribute('data-value');
}

async function open(api: ApiRoutes = {}, locale?: 'ar') {
  const view = renderApp(detailPath, { token: TOKEN, api: routes(api), locale });
  await screen.findByRole('heading', { level: 1, name: 'Mansour Residence' }, { timeout: 15_000 });
  // The trade cards are a chunk of their own, loaded after the first paint.
  await screen.findByRole('region', { name: locale === 'ar' ? 'شراء حصص' : 'Buy shares' }, { timeout: 15_000 });
  return view;
}

async function choose(container: HTMLElement, combobox: string, option: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: named(option) }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  await waitFor(() => expect(within(container).getByRole('combobox', { name: combobox })).toHaveTextContent(named(option)));
}

/** Types a count into the buy card and goes on to the payment-method screen. */
async function toPayment(count = '2') {
  const buy = section('Buy shares');
  const field = within(buy).getByRole('textbox', { name: /Number of tokens/ });
  await userEvent.clear(field);
  await userEvent.type(field, count);
  await userEvent.click(within(buy).getByRole('button', { name: 'Continue to payment' }));
  return within(buy).findByTestId('payment-step');
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('buy card: the count (spec.md §5)', () => {
  it('steps and types a count, shows the live total, and says what is wrong with a count', async () => {
    await open();
    const buy = section('Buy shares');
    const field = within(buy).getByRole('textbox', { name: /Number of tokens/ });
    expect(field).toHaveValue('1');
    expect(buy.querySelector('[data-value="100000"]')).not.toBeNull();
    await userEvent.click(within(buy).getByRole('button', { name: 'One token more' }));
    expect(field).toHaveValue('2');
    await waitFor(() => expect(amountAfter(within(buy).getByText('Total'))).toBe('200000'));
    expect(within(buy).getByRole('button', { name: 'One token less' })).toBeEnabled();

    const cases: [string, string][] = [
      ['0', 'Value should not be Zero'],
      ['1.5', 'Only integers are allowed'],
      ['-2', 'Value must be positive integer'],
      ['9501', 'Value should not be greater than the maximum allowed'],
      ['', 'this field is required'],
    ];
    for (const [typed, message] of cases) {
      await userEvent.clear(field);
      if (typed) await userEvent.type(field, typed);
      await userEvent.click(within(buy).getByRole('button', { name: 'Continue to payment' }));
      expect(await within(buy).findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(buy).queryByTestId('payment-step')).toBeNull();
  });

  it('refuses less than the minimum investment', async () => {
    await open({ [detailsRoute]: { body: { data: propertyDetails({ owned, pricePerToken: 40_000 }) } } });
    const buy = section('Buy shares');
    const field = within(buy).getByRole('textbox', { name: /Number of tokens/ });
    expect(field).toHaveValue('3');
    await userEvent.clear(field);
    await userEvent.type(field, '2');
    await userEvent.click(within(buy).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(buy).findByText('The minimum investment is IQD 100,000')).toBeInTheDocument();
  });
});

describe('the payment-method screen (decisions.md §4, §7)', () => {
  it('buys from the wallet with an Idempotency-Key, shows the success toast and refreshes the holding', async () => {
    let bought = false;
    const { calls } = await open({
      [detailsRoute]: () => ({ body: { data: propertyDetails({ owned: bought ? { ...owned, tokens: 32 } : owned }) } }),
      'POST /user/marketplace/invest': () => {
        bought = true;
        return { body: { data: { transactionId: 'tx1', tokens: 2, amount: 200_000, paymentWith: 'wallet', status: 'success' }, message: 'You have successfully invested in This Property' } };
      },
    });
    const step = await toPayment('2');
    // FastPay is the default; the wallet shows its balance.
    expect(within(step).getByRole('combobox', { name: 'Pay with' })).toHaveTextContent('FastPay');
    await choose(step, 'Pay with', 'Wallet (balance IQD 250,000)');
    await userEvent.click(within(step).getByRole('checkbox', { name: /I accept the/ }));
    expect(within(step).getByRole('checkbox', { name: /I accept the/ })).toBeChecked();
    await userEvent.click(within(step).getByRole('button', { name: named('Pay IQD 200,000') }));
    await waitFor(() => expect(calls.some((c) => c.path === '/user/marketplace/invest')).toBe(true));
    await toastSays('You have successfully invested in This Property');
    const post = calls.find((c) => c.method === 'POST' && c.path === '/user/marketplace/invest')!;
    expect(post.body).toEqual({ propertyId: PROPERTY_ID, numberOfTokens: 2, paymentWith: 'wallet', userAgreement: true });
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your holding' })).toHaveTextContent('Tokens you own42'));
    expect(within(section('Buy shares')).queryByTestId('payment-step')).toBeNull();
  });

  it('the agreement comes first, and a short wallet offers the link to add funds — nothing is sent', async () => {
    const { calls } = await open();
    const step = await toPayment('3');
    await choose(step, 'Pay with', 'Wallet (balance IQD 250,000)');
    expect(within(step).getByText('Your wallet balance is insufficient')).toBeInTheDocument();
    expect(within(step).getByRole('link', { name: 'Add funds to your wallet' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(within(step).getByRole('button', { name: named('Pay IQD 300,000') }));
    expect(await within(step).findByText('Please accept the Terms and Conditions')).toBeInTheDocument();
    await userEvent.click(within(step).getByRole('checkbox', { name: /I accept the/ }));
    await userEvent.click(within(step).getByRole('button', { name: named('Pay IQD 300,000') }));
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith('/user/marketplace/'))).toBe(false);
    // Another way to pay clears the balance gate.
    await choose(step, 'Pay with', 'Card');
    expect(within(step).queryByText('Your wallet balance is insufficient')).toBeNull();
  });

  it.each<[Partial<Profile>, string, string, string]>([
    [{ kycStatus: 'not_verified', isKycVerified: false }, 'Verify your identity before you buy.', 'Verify your identity', '/kyc-verification'],
    [{ kycStatus: 'pending', isKycVerified: false }, 'You are not KYC verified, Please wait until the Admin approve your KYC information.', 'See your identity verification', '/kyc-verification'],
    [{ kycStatus: 'rejected', isKycVerified: false }, 'Your identity verification was refused. Please send it again before you buy.', 'Verify your identity', '/kyc-verification'],
    // The phone part of /settings, not the top of a long page.
    [{ isPhoneVerified: false }, 'Please verify your phone number.', 'Verify your phone in Settings', '/settings#settings-phone'],
  ])('gate %j: the message and a link to the step that clears it; nothing is sent', async (patch, text, link, href) => {
    const { calls } = await open({ 'GET /user/user': { body: { data: { ...profile, ...patch } } } });
    const step = await toPayment('2');
    const gates = within(step).getByTestId('trade-gates');
    expect(gates).toHaveTextContent(text);
    expect(within(gates).getByRole('link', { name: link })).toHaveAttribute('href', href);
    await userEvent.click(within(step).getByRole('checkbox', { name: /I accept the/ }));
    await userEvent.click(within(step).getByRole('button', { name: named('Pay IQD 200,000') }));
    await waitFor(() => expect(gates).toHaveFocus());
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith('/user/marketplace/'))).toBe(false);
  });

  it('KYC comes before the phone when both are missing', async () => {
    await open({ 'GET /user/user': { body: { data: { ...profile, kycStatus: 'not_verified', isKycVerified: false, isPhoneVerified: false } satisfies Partial<Profile> } } });
    const step = await toPayment('2');
    const alerts = within(within(step).getByTestId('trade-gates')).getAllByRole('link');
    expect(alerts.map((a) => a.getAttribute('href'))).toEqual(['/kyc-verification', '/settings#settings-phone']);
  });

  it('FIB: the QR code panel, polled until paid', async () => {
    let polls = 0;
    const { calls } = await open({
      'POST /user/marketplace/invest': {
        status: 201,
        body: {
          data: {
            paymentId: 'p1',
            provider: 'fib',
            purpose: 'invest',
            amount: 200_000,
            status: 'pending',
            validUntil: new Date(Date.now() + 600_000).toISOString(),
            readableCode: 'ABCD-EFGH-IJKL',
            qrCode: 'data:image/png;base64,iVBORw0KGgo=',
            personalAppLink: 'https://fib.example/personal',
            businessAppLink: 'https://fib.example/business',
          },
          message: 'Your payment has been created.',
        },
      },
      'GET /user/payments/p1': () => ({ body: { data: { paymentId: 'p1', provider: 'fib', purpose: 'invest', amount: 200_000, status: ++polls > 1 ? 'completed' : 'pending', outcome: null } } }),
    });
    const step = await toPayment('2');
    await choose(step, 'Pay with', 'FIB');
    await userEvent.click(within(step).getByRole('checkbox', { name: /I accept the/ }));
    await userEvent.click(within(step).getByRole('button', { name: named('Pay IQD 200,000') }));
    const buy = section('Buy shares');
    expect(await within(buy).findByText('ABCD-EFGH-IJKL')).toBeInTheDocument();
    // The QR panel replaced the Pay button: focus is on its heading, then on Done once the outcome replaces the panel.
    expect(within(buy).getByRole('heading', { name: 'Pay with the FIB app' })).toHaveFocus();
    expect(calls.find((c) => c.path === '/user/marketplace/invest')!.body).toMatchObject({ paymentWith: 'fib' });
    expect(await within(buy).findByText('Payment successful', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(buy).getByText('2 tokens are now yours.')).toBeInTheDocument();
    await waitFor(() => expect(within(buy).getByRole('button', { name: 'Done' })).toHaveFocus());
  });

  it('the gift option buys the tokens for a phone, with the 1% fee', async () => {
    const { calls } = await open({
      'POST /user/marketplace/gift': { body: { data: { giftId: 'g1' }, message: 'You have successfully gifted the shares' } },
    });
    const step = await toPayment('2');
    await userEvent.click(within(step).getByRole('checkbox', { name: 'Buy these tokens as a gift for someone' }));
    expect(amountAfter(within(step).getByText('Gift fee (1%)'))).toBe('2000');
    await userEvent.click(within(step).getByRole('checkbox', { name: /I accept the/ }));
    await userEvent.type(within(step).getByRole('textbox', { name: /Receiver's phone number/ }), '12');
    await userEvent.click(within(step).getByRole('button', { name: named('Pay IQD 202,000 and send the gift') }));
    expect(await within(step).findByText('Please enter a valid mobile number')).toBeInTheDocument();
    const phone = within(step).getByRole('textbox', { name: /Receiver's phone number/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0750 123 4567');
    await userEvent.click(within(step).getByRole('button', { name: named('Pay IQD 202,000 and send the gift') }));
    await toastSays('You have successfully gifted the shares');
    expect(calls.find((c) => c.path === '/user/marketplace/gift')!.body).toEqual({
      propertyId: PROPERTY_ID,
      receiver: '+9647501234567',
      numberOfTokens: 2,
      type: 'purchase',
      paymentWith: 'fastpay',
      userAgreement: true,
    });
  });

  it('shows the server’s refusal and keeps the screen', async () => {
    await open({ 'POST /user/marketplace/invest': { status: 409, body: { message: 'This property is sold out', code: 'PROPERTY_SOLD_OUT' } } });
    const step = await toPayment('2');
    await choose(step, 'Pay with', 'Wallet (balance IQD 250,000)');
    await userEvent.click(within(step).getByRole('checkbox', { name: /I accept the/ }));
    await userEvent.click(within(step).getByRole('button', { name: named('Pay IQD 200,000') }));
    expect(await within(step).findByText('This property is sold out')).toBeInTheDocument();
    expect(within(step).getByRole('button', { name: named('Pay IQD 200,000') })).toBeEnabled();
  });
});

describe('focus through the steps (a step replaces the button that opened it)', () => {
  it('Continue to payment focuses the payment step, Back the count, in the buy card, the gift card and an order’s dialog', async () => {
    await open();
    const buy = section('Buy shares');
    const step = await toPayment('2');
    expect(step).toHaveFocus();
    await userEvent.click(within(step).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(within(buy).getByRole('textbox', { name: /Number of tokens/ })).toHaveFocus());

    const card = section('Send a gift');
    await userEvent.type(within(card).getByRole('textbox', { name: /Receiver's phone number/ }), '7501234567');
    await userEvent.type(within(card).getByRole('textbox', { name: /Number of tokens/ }), '3');
    await userEvent.click(within(card).getByRole('button', { name: 'Continue to payment' }));
    const giftStep = await within(card).findByTestId('payment-step');
    expect(giftStep).toHaveFocus();
    await userEvent.click(within(giftStep).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(within(card).getByRole('textbox', { name: /Receiver's phone number/ })).toHaveFocus());

    const orders = await screen.findByRole('region', { name: 'Shares for sale by investors' });
    await userEvent.click(within(await within(orders).findByRole('table')).getByRole('button', { name: "Buy from omar_b's order of 12 tokens" }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy from an investor' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    const orderStep = await within(dialog).findByTestId('payment-step');
    expect(orderStep).toHaveFocus();
    await userEvent.click(within(orderStep).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Number of tokens/ })).toHaveFocus());
  });
});

describe('the cards below the buy card', () => {
  it('the sell and gift cards render as their place comes near, after the buy card: not in the same task', async () => {
    FakeObserver.reset();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = await open();
    expect(section('Buy shares')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sell shares' })).toBeNull();
    expect(screen.queryByRole('region', { name: GIFT_TITLE })).toBeNull();
    const aside = container.querySelector('aside')!;
    expect(aside.querySelectorAll('[data-deferred]')).toHaveLength(2);
    act(() => FakeObserver.enterAll());
    expect(await screen.findByRole('region', { name: 'Sell shares' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: GIFT_TITLE })).toBeInTheDocument();
    expect(aside.querySelectorAll('[data-deferred]')).toHaveLength(0);
  });
});

describe('sell card (decisions.md §5)', () => {
  it('lists tokens publicly, or offers them privately to a phone', async () => {
    const { calls } = await open({
      'POST /user/marketplace/re-sell': { status: 201, body: { data: { orderId: 'new' }, message: 'You have successfully listed your property tokens for resell' } },
    });
    const sell = section('Sell shares');
    expect(sell).toHaveTextContent('Tokens you can sell30');
    const tokens = within(sell).getByRole('textbox', { name: /Tokens to sell/ });
    expect(tokens).toHaveValue('30');
    await userEvent.clear(tokens);
    await userEvent.type(tokens, '31');
    await userEvent.click(within(sell).getByRole('button', { name: 'List for sale' }));
    expect(await within(sell).findByText('Value should not be greater than the maximum allowed')).toBeInTheDocument();
    await userEvent.clear(tokens);
    await userEvent.type(tokens, '5');
    const price = within(sell).getByRole('textbox', { name: /Price per token/ });
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(within(sell).getByRole('button', { name: 'List for sale' }));
    expect(await within(sell).findByText('Price should not be Zero')).toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, '101000');
    await userEvent.click(within(sell).getByRole('button', { name: 'List for sale' }));
    await toastSays('You have successfully listed your property tokens for resell');
    const post = calls.find((c) => c.method === 'POST' && c.path === '/user/marketplace/re-sell')!;
    expect(post.body).toEqual({ propertyId: PROPERTY_ID, numberOfTokens: 5, pricePerToken: 101_000 });
    expect(post.headers.get('idempotency-key')).toBeTruthy();

    await choose(sell, 'Offer to', 'One person (private offer)');
    await userEvent.type(within(sell).getByRole('textbox', { name: /Receiver's phone number/ }), '7701112233');
    await userEvent.click(within(sell).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/user/marketplace/re-sell')).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/user/marketplace/re-sell')[1]!.body).toMatchObject({ receiver: '+9647701112233' });
  });

  it('my open orders, each cancelled only after a confirmation', async () => {
    let cancelled = false;
    const { calls } = await open({
      [detailsRoute]: () => ({ body: { data: propertyDetails({ owned: cancelled ? { ...owned, tokens: 40, listed: 0 } : owned }) } }),
      [ordersRoute]: ({ query }) => ({ body: { data: query.get('filter') === 'mine' ? orderBook(cancelled ? { items: [], total: 0 } : { items: [myOrder], total: 1 }) : orderBook() } }),
      'POST /user/marketplace/cancel-order': () => {
        cancelled = true;
        return { body: { data: { orderId: 'mine-1' }, message: 'Your Resell Order Request has been canceled' } };
      },
    });
    const mine = await within(section('Sell shares')).findByTestId('my-orders');
    expect(await within(mine).findByText('10 tokens at IQD 105,000')).toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: named('Cancel the order of 10 tokens at IQD 105,000') }));
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.some((c) => c.path === '/user/marketplace/cancel-order')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.path === '/user/marketplace/cancel-order')).toBe(false);
    await userEvent.click(within(mine).getByRole('button', { name: named('Cancel the order of 10 tokens at IQD 105,000') }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the order' }));
    await toastSays('Your Resell Order Request has been canceled');
    expect(calls.find((c) => c.path === '/user/marketplace/cancel-order')!.body).toEqual({ orderId: 'mine-1', propertyId: PROPERTY_ID });
    // The order's row went, with the Cancel button the dialog gave focus back to: focus is on the card's heading, not <body>.
    await waitFor(() => expect(within(section('Sell shares')).queryByTestId('my-orders')).toBeNull());
    await waitFor(() => expect(within(section('Sell shares')).getByRole('heading', { name: 'Sell shares' })).toHaveFocus());
  });

  it('says when my open orders cannot be loaded', async () => {
    await open({
      [ordersRoute]: ({ query }) => (query.get('filter') === 'mine' ? { status: 500, body: { message: 'Server error', code: 'SERVER_ERROR' } } : { body: { data: orderBook() } }),
    });
    const mine = await within(section('Sell shares')).findByTestId('my-orders');
    expect(await within(mine).findByRole('alert')).toHaveTextContent('Server Error, please try again later');
    expect(within(mine).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('order book (decisions.md §5)', () => {
  it('where the book is phone-narrow, each order is a card: the seller, tokens, price and total, and its own button', async () => {
    // The library's DataTable draws both and a container query shows one: five columns did not fit 375 px.
    await open({ [ordersRoute]: { body: { data: orderBook() } } });
    const orders = await screen.findByRole('region', { name: 'Shares for sale by investors' });
    const cards = within(await within(orders).findByRole('list', { name: 'Open sell orders: 2' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('dilan.k');
    expect(cards[0]).toHaveTextContent('Tokens40');
    expect(cards[0]!.querySelector('[data-value="105000"]')).not.toBeNull();
    expect(cards[0]!.querySelector('[data-value="4200000"]')).not.toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: "Buy from omar_b's order of 12 tokens" })).toBeInTheDocument();
  });

  it('sorts, pages, and buys part of an order through the payment screen with the trading fee shown', async () => {
    const { calls } = await open({
      [ordersRoute]: ({ query }) => ({ body: { data: orderBook({ total: 25, skip: Number(query.get('skip')), limit: 10 }) } }),
      'POST /user/marketplace/approve-bid': { body: { data: { tokens: 5 }, message: 'You have successfully bought tokens' } },
    });
    const orders = await screen.findByRole('region', { name: 'Shares for sale by investors' });
    await within(orders).findByRole('table');
    expect(within(orders).getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(within(orders).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/re-sell/list') && c.query.get('skip') === '10')).toBe(true));
    expect(await within(orders).findByText('Page 2 of 3')).toBeInTheDocument();
    await choose(orders, 'Sort by', 'Lowest price');
    await waitFor(() => expect(calls.some((c) => c.query.get('sort') === 'price' && c.query.get('skip') === '0')).toBe(true));
    expect(within(orders).getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Lowest price');

    await userEvent.click(within(within(orders).getByRole('table')).getByRole('button', { name: "Buy from dilan.k's order of 40 tokens" }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy from an investor' });
    const field = within(dialog).getByRole('textbox', { name: /Number of tokens/ });
    expect(field).toHaveValue('40');
    await userEvent.clear(field);
    await userEvent.type(field, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    const step = await within(dialog).findByTestId('payment-step');
    expect(within(step).getByText('Trading fee (paid by the seller)').nextElementSibling).toHaveTextContent('1%');
    await choose(step, 'Pay with', 'Wallet (balance IQD 250,000)');
    expect(within(step).getByText('Your wallet balance is insufficient')).toBeInTheDocument();
    await choose(step, 'Pay with', 'Card');
    await userEvent.click(within(step).getByRole('checkbox', { name: /I accept the/ }));
    await choose(step, 'Pay with', 'Wallet (balance IQD 250,000)');
    await choose(step, 'Pay with', 'FastPay');
    expect(amountAfter(within(step).getByText('Total'))).toBe('525000');
  });

  it('buys from an order with the wallet and closes the dialog', async () => {
    const { calls } = await open({
      'POST /user/marketplace/approve-bid': { body: { data: { tokens: 2 }, message: 'You have successfully bought tokens' } },
    });
    const orders = await screen.findByRole('region', { name: 'Shares for sale by investors' });
    await userEvent.click(within(await within(orders).findByRole('table')).getByRole('button', { name: "Buy from omar_b's order of 12 tokens" }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy from an investor' });
    const field = within(dialog).getByRole('textbox', { name: /Number of tokens/ });
    await userEvent.clear(field);
    await userEvent.type(field, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    const step = await within(dialog).findByTestId('payment-step');
    await choose(step, 'Pay with', 'Wallet (balance IQD 250,000)');
    await userEvent.click(within(step).getByRole('checkbox', { name: /I accept the/ }));
    await userEvent.click(within(step).getByRole('button', { name: named('Pay IQD 196,000') }));
    await toastSays('You have successfully bought tokens');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/user/marketplace/approve-bid')!.body).toEqual({ orderId: 'o2', numberOfTokens: 2, paymentWith: 'wallet', userAgreement: true });
  });
});

describe('gift card (decisions.md §6)', () => {
  it('gives tokens I hold to a phone, the 1% fee shown before paying', async () => {
    const { calls } = await open({
      'POST /user/marketplace/gift': { body: { data: { giftId: 'g1' }, message: 'You have successfully gifted the shares' } },
    });
    const card = section('Send a gift');
    expect(within(card).getByRole('combobox', { name: 'What to give' })).toHaveTextContent('Tokens I hold (30 free)');
    await userEvent.type(within(card).getByRole('textbox', { name: /Receiver's phone number/ }), '7501234567');
    await userEvent.type(within(card).getByRole('textbox', { name: /Number of tokens/ }), '31');
    await userEvent.click(within(card).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(card).findByText('Value should not be greater than the maximum allowed')).toBeInTheDocument();
    const count = within(card).getByRole('textbox', { name: /Number of tokens/ });
    await userEvent.clear(count);
    await userEvent.type(count, '10');
    expect(amountAfter(within(card).getByText('Gift fee (1%)'))).toBe('10000');
    await userEvent.click(within(card).getByRole('button', { name: 'Continue to payment' }));
    const step = await within(card).findByTestId('payment-step');
    expect(amountAfter(within(step).getByText('Total'))).toBe('10000');
    await choose(step, 'Pay with', 'Wallet (balance IQD 250,000)');
    await userEvent.click(within(step).getByRole('checkbox', { name: /I accept the/ }));
    await userEvent.click(within(step).getByRole('button', { name: named('Pay IQD 10,000') }));
    await toastSays('You have successfully gifted the shares');
    expect(calls.find((c) => c.path === '/user/marketplace/gift')!.body).toEqual({
      propertyId: PROPERTY_ID,
      receiver: '+9647501234567',
      numberOfTokens: 10,
      type: 'holding',
      paymentWith: 'wallet',
      userAgreement: true,
    });
  });

  it('without holdings a gift is bought from the platform', async () => {
    await open({ [detailsRoute]: { body: { data: propertyDetails({ owned: null }) } } });
    const card = section('Send a gift');
    expect(within(card).getByRole('combobox', { name: 'What to give' })).toHaveTextContent('New tokens bought for them');
    expect(screen.queryByTestId('my-orders')).toBeNull();
  });
});

describe('rent this month (issue 14)', () => {
  it('shows gross, fee, net and per token, the last run and my last rent', async () => {
    const lastRun = { gross: 22_500_000, feePercent: 10, fee: 2_250_000, net: 20_250_000, perToken: 810, period: '2025-05', paidAt: '2025-06-01T08:00:00.000Z', holders: 12 };
    const details = propertyDetails({ owned, rent: { ...propertyDetails().rent, isFunded: true, lastRun, myLastPayout: { period: '2025-05', tokens: 40, amount: 32_400 } } });
    await open({ [detailsRoute]: { body: { data: details } } });
    const rent = await screen.findByRole('region', { name: 'Rent this month' });
    expect(amountAfter(within(rent).getByText('Gross rent'))).toBe('22500000');
    expect(amountAfter(within(rent).getByText('Platform fee (10%)'))).toBe('2250000');
    expect(amountAfter(within(rent).getByText('Net rent for holders'))).toBe('20250000');
    // As every amount in English reads ("IQD 22,500,000"), the currency first.
    expect(rent).toHaveTextContent('IQD 810');
    expect(rent).toHaveTextContent('May 2025');
    expect(rent).toHaveTextContent('Holders paid12');
    expect(amountAfter(within(rent).getByText('You received'))).toBe('32400');
  });

  it('a property not rented, and a guest sees no personal rent', async () => {
    renderApp(detailPath, { api: routes({ [detailsRoute]: { body: { data: propertyDetails({ rent: { ...propertyDetails().rent, isRented: false } }) } } }) });
    await findPageHeading('Mansour Residence');
    const rent = await screen.findByRole('region', { name: 'Rent this month' });
    expect(rent).toHaveTextContent('This property is not rented at the moment');
    expect(rent).toHaveTextContent('No rent has been paid yet.');
    expect(within(rent).queryByText('Your last rent')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Send a gift' })).toBeNull();
  });
});

describe('in Arabic', () => {
  it('the buy card and payment screen read right to left with Arabic digits', async () => {
    await open({}, 'ar');
    const buy = section('شراء حصص');
    expect(within(buy).getByRole('textbox', { name: /عدد الحصص/ })).toHaveValue('١');
    await userEvent.click(within(buy).getByRole('button', { name: 'المتابعة إلى الدفع' }));
    const step = await within(buy).findByTestId('payment-step');
    expect(within(step).getByRole('checkbox', { name: /أوافق على/ })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
