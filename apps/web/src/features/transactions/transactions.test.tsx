import type { TransactionItem, TransactionPage } from '@sahm/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp, type ApiRoutes, type Handler } from '../../test/app';

// Whole-app renders in jsdom take seconds on a busy machine, as in the other screens' tests.
vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 't'.repeat(43);
const P1 = '11111111-1111-4111-8111-111111111111';

function item(over: Partial<TransactionItem> & { id: string }): TransactionItem {
  return {
    time: '2026-03-14T09:30:00Z',
    type: 'buy',
    typeLabel: 'Buy',
    status: 'success',
    statusLabel: 'Success',
    asset: { propertyId: P1, name: 'Mansour Residence' },
    tokens: 10,
    pricePerToken: 100_000,
    value: 1_000_000,
    amount: 1_000_000,
    fee: 0,
    paymentWith: 'wallet',
    seller: 'platform',
    buyer: 'you',
    counterparty: null,
    action: null,
    referenceId: null,
    rent: null,
    ...over,
  };
}

const page = (items: TransactionItem[], nextCursor: string | null = null, total = items.length): TransactionPage => ({ items, nextCursor, total, limit: 8 });

const buy = item({ id: 'tx-buy' });
const resale = item({ id: 'tx-sell', type: 'sell', typeLabel: 'Sell', seller: 'you', buyer: { username: 'zainab_hassan' }, amount: 525_000, tokens: 5, paymentWith: 'wallet' });
const rent = item({
  id: 'tx-rent',
  type: 'rent',
  status: 'completed',
  tokens: 120,
  amount: 24_516,
  paymentWith: 'platform',
  seller: null,
  buyer: null,
  rent: { gross: 22_500_000, feePercent: 10, fee: 2_250_000, net: 20_250_000, perToken: 204.3, period: '2026-10', tokens: 120 },
});
const deposit = item({ id: 'tx-dep', type: 'deposit', asset: null, tokens: null, amount: 5_000_000, paymentWith: 'cash', seller: null, buyer: null });
const withdrawal = item({ id: 'tx-wd', type: 'withdraw', status: 'pending', asset: null, tokens: null, amount: 50_000, paymentWith: 'cash', seller: null, buyer: null, action: 'cancel' });

function routes(over: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /user/transaction/list': { body: { data: page([buy, resale, rent]) } },
    'GET /user/transaction/wallet-transaction': { body: { data: page([deposit, withdrawal]) } },
    'GET /user/transaction/gift-transaction': { body: { data: page([]) } },
    'GET /user/marketplace/list': { body: { data: { all: [{ _id: P1, name: 'Mansour Residence' }] } } },
    ...over,
  };
}

const queries = (calls: { method: string; path: string; query: URLSearchParams }[], path: string) =>
  calls.filter((c) => c.method === 'GET' && c.path === path).map((c) => Object.fromEntries(c.query));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('transactions: the history with sorts, filters and paging (spec.md §2, §3)', () => {
  it('lists the rows with their types, statuses, parties and property links, 8 a page', async () => {
    const { calls } = renderApp('/transactions', { token: TOKEN, api: routes() });
    expect(await findPageHeading('Transactions')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'All transactions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Buy');
    expect(rows[0]).toHaveTextContent('Success');
    expect(rows[0]).toHaveTextContent('Seller: Sahm platform · Buyer: you');
    expect(rows[1]).toHaveTextContent('Sell');
    expect(rows[1]).toHaveTextContent('Seller: you · Buyer: zainab_hassan');
    expect(rows[2]).toHaveTextContent('Rent');
    expect(rows[2]).toHaveTextContent('Completed');
    expect(within(rows[0]!).getByRole('link', { name: 'Mansour Residence' })).toHaveAttribute('href', `/property-detail?id=${P1}`);
    expect(queries(calls, '/user/transaction/list')[0]).toEqual({ sort: 'newest', limit: '8' });
    // The caller's own money: the call carries the session.
    expect(calls.find((c) => c.path === '/user/transaction/list')!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
  });

  it('shows skeleton rows while the first page loads', async () => {
    let release: () => void = () => {};
    const slow: Handler = () => new Promise((resolve) => (release = () => resolve({ body: { data: page([buy]) } })));
    renderApp('/transactions', { token: TOKEN, api: routes({ 'GET /user/transaction/list': slow }) });
    await findPageHeading('Transactions');
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
    release();
    expect(await screen.findByRole('table', { name: 'All transactions' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('sorts and filters on the server: each choice is a new first page with its query', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/transactions', { token: TOKEN, api: routes() });
    await screen.findByRole('table', { name: 'All transactions' });

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Amount: highest first' }));
    await waitFor(() => expect(queries(calls, '/user/transaction/list').at(-1)).toEqual({ sort: 'amountDesc', limit: '8' }));

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Rent' }));
    await waitFor(() => expect(queries(calls, '/user/transaction/list').at(-1)).toEqual({ sort: 'amountDesc', type: 'rent', limit: '8' }));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(queries(calls, '/user/transaction/list').at(-1)).toMatchObject({ status: 'completed' }));

    await user.click(screen.getByRole('combobox', { name: 'Property' }));
    await user.click(screen.getByRole('option', { name: 'Mansour Residence' }));
    await waitFor(() => expect(queries(calls, '/user/transaction/list').at(-1)).toMatchObject({ propertyId: P1 }));

    await user.type(screen.getByLabelText('From date'), '2026-01-01');
    await user.type(screen.getByLabelText('To date'), '2026-06-30');
    await waitFor(() => expect(queries(calls, '/user/transaction/list').at(-1)).toMatchObject({ from: '2026-01-01', to: '2026-06-30' }));

    // Clearing goes back to the first, unfiltered page (already in the cache).
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest first');
    expect(screen.getByLabelText('From date')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('refuses an end date before the start date, with a message, and asks for nothing with it', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/transactions', { token: TOKEN, api: routes() });
    await screen.findByRole('table', { name: 'All transactions' });
    await user.type(screen.getByLabelText('From date'), '2026-06-01');
    await user.type(screen.getByLabelText('To date'), '2026-01-31');
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(screen.getByLabelText('To date')).toHaveAttribute('aria-invalid', 'true');
    expect(queries(calls, '/user/transaction/list').some((q) => q.to === '2026-01-31')).toBe(false);
  });

  it('pages on with the cursor: "Load more" appends the next 8', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 8 }, (_, i) => item({ id: `a${i}`, amount: 1000 * (i + 1) }));
    const second = [item({ id: 'b0', type: 'gift', typeLabel: 'Gift' })];
    const { calls } = renderApp('/transactions', {
      token: TOKEN,
      api: routes({
        'GET /user/transaction/list': ({ query }) => ({ body: { data: query.get('cursor') === 'c2' ? page(second, null, 9) : page(first, 'c2', 9) } }),
      }),
    });
    const table = await screen.findByRole('table', { name: 'All transactions' });
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(10));
    expect(queries(calls, '/user/transaction/list').at(-1)).toEqual({ sort: 'newest', limit: '8', cursor: 'c2' });
    expect(screen.getByText('Showing 9 of 9')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('has the wallet and gift lists in their own tabs, with an empty state', async () => {
    const user = userEvent.setup();
    renderApp('/transactions', { token: TOKEN, api: routes() });
    await screen.findByRole('table', { name: 'All transactions' });
    await user.click(screen.getByRole('tab', { name: 'Wallet' }));
    const wallet = await screen.findByRole('table', { name: 'Wallet transactions' });
    expect(within(wallet).getAllByRole('row')[1]).toHaveTextContent('Deposit');
    expect(within(wallet).getAllByRole('row')[1]).toHaveTextContent('Cash');
    expect(within(wallet).getAllByRole('row')[2]).toHaveTextContent('Pending');
    await user.click(screen.getByRole('tab', { name: 'Gifts' }));
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/view-properties?state=Available');
  });

  it('shows the server’s message and a retry when the list fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderApp('/transactions', {
      token: TOKEN,
      api: routes({
        'GET /user/transaction/list': () => (fail ? { status: 500, body: { message: 'Server error! Please try again.', code: 'SERVER_ERROR' } } : { body: { data: page([buy]) } }),
      }),
    });
    const alert = (await screen.findByText('Your transactions could not be loaded')).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).not.toBeNull();
    expect(alert).toHaveTextContent('Server error! Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'All transactions' })).toBeInTheDocument();
  });

  it('opens a rent row’s breakdown: gross, fee, net, per token, month and tokens held (issue 14)', async () => {
    const user = userEvent.setup();
    renderApp('/transactions', { token: TOKEN, api: routes() });
    const table = await screen.findByRole('table', { name: 'All transactions' });
    await user.click(within(table).getByRole('button', { name: 'Rent breakdown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rent of Mansour Residence, October 2026' });
    const figures = within(dialog).getByTestId('rent-breakdown');
    expect(figures).toHaveTextContent('Property rent for the month');
    expect(figures.querySelector('[data-value="22500000"]')).not.toBeNull();
    expect(figures).toHaveTextContent('Platform fee (10%)');
    expect(figures.querySelector('[data-value="2250000"]')).not.toBeNull();
    expect(figures.querySelector('[data-value="20250000"]')).not.toBeNull();
    expect(figures).toHaveTextContent('204.3');
    expect(figures).toHaveTextContent('Your tokens at the payout120');
  });

  it('cancels a pending withdrawal from its row after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/transactions', {
      token: TOKEN,
      api: routes({ 'PUT /user/user/cancel-withdrawal-request': { body: { data: { status: 'canceled' }, message: 'Your Withdraw Request has been canceled' } } }),
    });
    await screen.findByRole('table', { name: 'All transactions' });
    await user.click(screen.getByRole('tab', { name: 'Wallet' }));
    const wallet = await screen.findByRole('table', { name: 'Wallet transactions' });
    await user.click(within(wallet).getByRole('button', { name: 'Cancel withdrawal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this withdrawal request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/user/user/cancel-withdrawal-request')).toBe(true));
    expect(await screen.findByText('Your Withdraw Request has been canceled')).toBeInTheDocument();
  });

  it('downloads the CSV and the yearly statement with the session’s token', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:x'), revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { fetchMock } = renderApp('/transactions', { token: TOKEN, api: routes() });
    await screen.findByRole('table', { name: 'All transactions' });
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/user/transaction/export.csv'))
        return new Response('time,type\n', { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="sahm-transactions.csv"' } });
      if (url.startsWith('/api/user/transaction/statement'))
        return new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="sahm-statement-2026.pdf"' } });
      return original(input, init);
    });
    // The CSV is the list on screen, as filtered.
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Oldest first' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Your history was downloaded as CSV.')).toBeInTheDocument();
    const csvCall = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/user/transaction/export.csv'))!;
    expect(String(csvCall[0])).toBe('/api/user/transaction/export.csv?sort=oldest&list=all');
    expect(new Headers(csvCall[1]?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Download yearly statement (PDF)' }));
    expect(await screen.findByText('Your yearly statement was downloaded.')).toBeInTheDocument();
    const pdfCall = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/user/transaction/statement'))!;
    expect(String(pdfCall[0])).toBe(`/api/user/transaction/statement?year=${new Date().getFullYear()}`);
    expect(created).toHaveLength(2);
    expect(click).toHaveBeenCalledTimes(2);
    click.mockRestore();
  });

  it('reads in Arabic, with Arabic-Indic digits and the library’s names for types and statuses', async () => {
    renderApp('/transactions', { token: TOKEN, locale: 'ar', api: routes() });
    expect(await findPageHeading('المعاملات')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'كل المعاملات' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('البائع: منصة سهم · المشتري: أنت');
    expect(screen.getByText('عرض ٣ من أصل ٣')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
