import type { BidItem, BidList } from '@sahm/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp, type ApiRoutes, type Handler } from '../../test/app';

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 't'.repeat(43);
const P1 = '11111111-1111-4111-8111-111111111111';
const O1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const O2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const O3 = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

function bid(over: Partial<BidItem> & { orderId: string }): BidItem {
  return {
    propertyId: P1,
    propertyName: 'Mansour Residence',
    numberOfTokens: 10,
    pricePerToken: 100_000,
    total: 1_000_000,
    status: 'open',
    counterparty: { username: 'zainab_hassan' },
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    actions: ['accept', 'reject'],
    ...over,
  };
}

const list = (items: BidItem[]): BidList => ({ items, total: items.length, skip: 0, limit: 50 });

interface State {
  received: BidItem[];
  requested: BidItem[];
  available: number;
}

function routes(state: State, over: ApiRoutes = {}): ApiRoutes {
  const close = (id: string, status: BidItem['status']) => {
    for (const b of [...state.received, ...state.requested]) if (b.orderId === id) Object.assign(b, { status, actions: [] });
  };
  return {
    'GET /user/user/received-bid': () => ({ body: { data: list(state.received) } }),
    'GET /user/user/requested-bid': () => ({ body: { data: list(state.requested) } }),
    'GET /user/transaction/balance': () => ({ body: { data: { available: state.available, held: 0, currency: 'IQD' } } }),
    'POST /user/marketplace/approve-bid': ({ body }) => (close((body as { orderId: string }).orderId, 'filled'), { body: { data: { status: 'success' } } }),
    'POST /user/marketplace/cancel-bid': ({ body }) => (close((body as { orderId: string }).orderId, 'rejected'), { body: { data: { status: 'rejected' } } }),
    'POST /user/marketplace/refund-request': ({ body }) => (close((body as { orderId: string }).orderId, 'canceled'), { body: { data: { status: 'canceled' } } }),
    ...over,
  };
}

const fresh = (): State => ({
  received: [bid({ orderId: O1 }), bid({ orderId: O2, numberOfTokens: 5, total: 525_000, pricePerToken: 105_000, propertyName: 'Gulan Heights' })],
  requested: [bid({ orderId: O3, counterparty: { username: 'rebwar_aziz' }, actions: ['cancel'], propertyName: 'Jadriya Villa' })],
  available: 5_000_000,
});

const card = (orderId: string) => document.querySelector<HTMLElement>(`[data-order-id="${orderId}"]`)!;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('bids (spec.md §2, §4)', () => {
  it('lists received and requested offers with their figures and actions', async () => {
    const user = userEvent.setup();
    renderApp('/bids', { token: TOKEN, api: routes(fresh()) });
    expect(await findPageHeading('Bids')).toBeInTheDocument();
    const received = await screen.findByRole('list', { name: 'Received' });
    expect(within(received).getAllByRole('listitem')).toHaveLength(2);
    const first = card(O1);
    expect(within(first).getByRole('link', { name: 'Mansour Residence' })).toHaveAttribute('href', `/property-detail?id=${P1}`);
    expect(first).toHaveTextContent('Fromzainab_hassan');
    expect(first).toHaveTextContent('Tokens10');
    expect(first.querySelector('[data-value="1000000"]')).not.toBeNull();
    expect(within(first).getByText('Open')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Accept: Mansour Residence' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Reject: Mansour Residence' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Requested' }));
    await screen.findByRole('list', { name: 'Requested' });
    expect(card(O3)).toHaveTextContent('Torebwar_aziz');
    expect(within(card(O3)).getByRole('button', { name: 'Cancel offer: Jadriya Villa' })).toBeInTheDocument();
    expect(within(card(O3)).queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('accepts through the payment screen: wallet, balance, terms; one key per payment; the list reloads with a toast', async () => {
    const user = userEvent.setup();
    const state = fresh();
    const { calls } = renderApp('/bids', { token: TOKEN, api: routes(state) });
    await findPageHeading('Bids');
    await screen.findByRole('list', { name: 'Received' });
    await user.click(within(card(O1)).getByRole('button', { name: 'Accept: Mansour Residence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for this offer' });
    expect(dialog).toHaveTextContent('You buy the tokens of Mansour Residence that zainab_hassan offered you.');
    expect(dialog).toHaveTextContent('Payment methodWallet');
    await waitFor(() => expect(dialog.querySelector('[data-value="5000000"]')).not.toBeNull());

    // The terms first: paying without them asks for them and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Pay from wallet' }));
    expect(await within(dialog).findByText('Accept the Terms and Conditions to continue.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/user/marketplace/approve-bid')).toBe(false);

    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Pay from wallet' }));
    expect(await screen.findByText('Bid request accepted', {}, { timeout: 5000 })).toBeInTheDocument();
    const approve = calls.find((c) => c.path === '/user/marketplace/approve-bid')!;
    expect(approve.body).toEqual({ orderId: O1, numberOfTokens: 10, paymentWith: 'wallet', userAgreement: true });
    expect(approve.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
    await waitFor(() => expect(within(card(O1)).getByText('Accepted')).toBeInTheDocument());
    expect(within(card(O1)).queryByRole('button')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Received' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the same key when a failed payment is retried, and shows the server’s message', async () => {
    const user = userEvent.setup();
    const state = fresh();
    let attempts = 0;
    const flaky: Handler = ({ body }) => {
      attempts++;
      if (attempts === 1) return { status: 503, body: { message: 'Server error! Please try again.', code: 'SERVER_ERROR' } };
      state.received[0]!.status = 'filled';
      state.received[0]!.actions = [];
      return { body: { data: { orderId: (body as { orderId: string }).orderId } } };
    };
    const { calls } = renderApp('/bids', { token: TOKEN, api: routes(state, { 'POST /user/marketplace/approve-bid': flaky }) });
    await findPageHeading('Bids');
    await screen.findByRole('list', { name: 'Received' });
    await user.click(within(card(O1)).getByRole('button', { name: 'Accept: Mansour Residence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for this offer' });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Pay from wallet' }));
    expect(await within(dialog).findByText('Server error! Please try again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay from wallet' }));
    expect(await screen.findByText('Bid request accepted', {}, { timeout: 5000 })).toBeInTheDocument();
    const keys = calls.filter((c) => c.path === '/user/marketplace/approve-bid').map((c) => c.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('blocks payment when the wallet is short, with a way to add funds', async () => {
    const user = userEvent.setup();
    renderApp('/bids', { token: TOKEN, api: routes({ ...fresh(), available: 100_000 }) });
    await findPageHeading('Bids');
    await screen.findByRole('list', { name: 'Received' });
    await user.click(within(card(O1)).getByRole('button', { name: 'Accept: Mansour Residence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for this offer' });
    expect(await within(dialog).findByText('Your wallet balance is insufficient')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add funds to your wallet' })).toHaveAttribute('href', '/dashboard');
    expect(within(dialog).getByRole('button', { name: 'Pay from wallet' })).toBeDisabled();
  });

  it('rejects a received offer and cancels a requested one, after confirmations; each list reloads as spec.md §4 says', async () => {
    const user = userEvent.setup();
    const state = fresh();
    const { calls } = renderApp('/bids', { token: TOKEN, api: routes(state) });
    await findPageHeading('Bids');
    await screen.findByRole('list', { name: 'Received' });
    await user.click(within(card(O2)).getByRole('button', { name: 'Reject: Gulan Heights' }));
    const reject = await screen.findByRole('alertdialog', { name: 'Reject this offer?' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Bid request rejected', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/user/marketplace/cancel-bid')!.body).toEqual({ orderId: O2 });
    await waitFor(() => expect(within(card(O2)).getByText('Rejected')).toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Requested' }));
    await screen.findByRole('list', { name: 'Requested' });
    await user.click(within(card(O3)).getByRole('button', { name: 'Cancel offer: Jadriya Villa' }));
    const cancel = await screen.findByRole('alertdialog', { name: 'Cancel this offer?' });
    await user.click(within(cancel).getByRole('button', { name: 'Cancel offer' }));
    expect(await screen.findByText('Bid request canceled', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/user/marketplace/refund-request')!.body).toEqual({ orderId: O3 });
    await waitFor(() => expect(within(card(O3)).getByText('Canceled')).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Requested' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the server’s refusal inside the confirmation and changes nothing', async () => {
    const user = userEvent.setup();
    const state = fresh();
    renderApp('/bids', {
      token: TOKEN,
      api: routes(state, { 'POST /user/marketplace/cancel-bid': { status: 409, body: { message: 'This offer is no longer open', code: 'ORDER_CLOSED' } } }),
    });
    await findPageHeading('Bids');
    await screen.findByRole('list', { name: 'Received' });
    await user.click(within(card(O2)).getByRole('button', { name: 'Reject: Gulan Heights' }));
    const reject = await screen.findByRole('alertdialog', { name: 'Reject this offer?' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await within(reject).findByText('This offer is no longer open')).toBeInTheDocument();
    expect(state.received[1]!.status).toBe('open');
  });

  it('has loading, empty and error states', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const view = renderApp('/bids', {
      token: TOKEN,
      api: routes(fresh(), { 'GET /user/user/received-bid': () => new Promise((resolve) => (release = () => resolve({ body: { data: list([]) } }))) }),
    });
    await findPageHeading('Bids');
    expect(await screen.findByTestId('bids-loading')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('No offers received')).toBeInTheDocument();
    view.unmount();

    let fail = true;
    renderApp('/bids', {
      token: TOKEN,
      api: routes(fresh(), { 'GET /user/user/received-bid': () => (fail ? { status: 500, body: { message: 'Server error! Please try again.' } } : { body: { data: list([]) } }) }),
    });
    const title = await screen.findByText('Your bids could not be loaded');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Server error! Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No offers received')).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    renderApp('/bids', { token: TOKEN, locale: 'ar', api: routes(fresh()) });
    expect(await findPageHeading('العروض')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'المستلمة' });
    expect(card(O1)).toHaveTextContent('الحصص١٠');
    expect(within(card(O1)).getByRole('button', { name: 'قبول: Mansour Residence' })).toBeInTheDocument();
  });
});
