import type { PaymentView, StartedPayment } from '@sahm/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, type ApiRoutes } from '../../test/app';
import { dashboard, zeroStatistics } from './test/fixtures';

// Whole-app renders in jsdom take seconds on a busy machine, as in the other screens' tests; the waits inside each test stay short.
vi.setConfig({ testTimeout: 30_000 });
// A busy machine: the library's waits get as long as the screens' own first loads.
configure({ asyncUtilTimeout: 5000 });

const TOKEN = 't'.repeat(43);
const PAYMENT_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
const slow = { timeout: 10_000 };

const fibPayment: StartedPayment = {
  paymentId: PAYMENT_ID,
  provider: 'fib',
  purpose: 'deposit',
  amount: 50_000,
  status: 'pending',
  validUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
  readableCode: 'ABCD-1234',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  personalAppLink: 'https://fib.example/personal/ABCD',
  businessAppLink: 'https://fib.example/business/ABCD',
};

function view(status: PaymentView['status']): PaymentView {
  return { ...fibPayment, status, createdAt: new Date().toISOString(), completedAt: status === 'completed' ? new Date().toISOString() : null, outcome: null };
}

function open(api: ApiRoutes = {}, locale: 'en' | 'ar' = 'en') {
  return renderApp('/dashboard', { token: TOKEN, locale, api: { 'GET /user/user/dashboard': { body: { data: dashboard() } }, ...api } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('dashboard (spec.md §2, §3)', () => {
  it('welcomes by name and shows the wallet, the statistics and the chart table', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Karwan Ahmed' }, slow)).toBeInTheDocument();
    expect(await screen.findByTestId('wallet-available', {}, slow)).toHaveTextContent('2,500,000');
    expect(screen.getByTestId('wallet-held')).toHaveTextContent('0');
    const stats = screen.getByRole('region', { name: 'Statistics' });
    expect(within(stats).getByText('Money deposited').nextElementSibling).toHaveTextContent('3,000,000');
    expect(within(stats).getByText('Number of deposits').nextElementSibling).toHaveTextContent(/^2$/);
    expect(stats.querySelectorAll('dt')).toHaveLength(16);
    const table = screen.getByRole('table', { name: 'Tokens you held and their value at the end of each year' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('2026');
  });

  it('shows skeletons while loading, then an error with a retry that works', async () => {
    let fail = true;
    open({
      'GET /user/user/dashboard': () => (fail ? { status: 500, body: { message: 'Server error', code: 'SERVER_ERROR' } } : { body: { data: dashboard() } }),
    });
    await screen.findByRole('heading', { level: 1 }, slow);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/went wrong|error/i);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByTestId('wallet-available', {}, slow)).toHaveTextContent('2,500,000');
  });

  it('an account with no tokens yet gets the empty chart with a way to the properties', async () => {
    open({ 'GET /user/user/dashboard': { body: { data: dashboard({ chart: [], statistics: zeroStatistics, balance: { available: 0, held: 0, currency: 'IQD' } }) } } });
    expect(await screen.findByText('Once you own tokens, their number and value by year show here.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/view-properties?state=All');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('in Arabic: right to left, Arabic-Indic digits', async () => {
    open({}, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'أهلاً بك، Karwan Ahmed' }, slow)).toBeInTheDocument();
    expect(await screen.findByTestId('wallet-available', {}, slow)).toHaveTextContent('٢٬٥٠٠٬٠٠٠');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('deposit (spec.md §5, decisions.md §7)', () => {
  it('refuses less than 10,000 with the spec message and sends nothing', async () => {
    const { calls } = open();
    const card = await screen.findByTestId('deposit-card', {}, slow);
    await userEvent.type(within(card).getByRole('textbox', { name: /Amount in Iraqi dinars/ }), '9999');
    await userEvent.click(within(card).getByRole('button', { name: 'Deposit' }));
    expect(await within(card).findByText('Minimum deposit limit is 10,000')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: /Amount in Iraqi dinars/ })).toHaveFocus();
    expect(calls.some((c) => c.path === '/user/user/deposit')).toBe(false);
  });

  it('FastPay by default: one request with an Idempotency-Key, then off to the provider page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const started: StartedPayment = { ...fibPayment, provider: 'fastpay', redirectUrl: 'https://pay.example/fastpay/1' } as unknown as StartedPayment;
    const { calls } = open({ 'POST /user/user/deposit': { status: 201, body: { data: started } } });
    const card = await screen.findByTestId('deposit-card', {}, slow);
    await userEvent.type(within(card).getByRole('textbox', { name: /Amount in Iraqi dinars/ }), '٥٠٬٠٠٠');
    await userEvent.click(within(card).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/fastpay/1'));
    const call = calls.find((c) => c.path === '/user/user/deposit')!;
    expect(call.body).toEqual({ amount: 50_000, paymentWith: 'fastpay' });
    expect(call.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(within(card).getByRole('link', { name: 'Continue to FastPay' })).toHaveAttribute('href', 'https://pay.example/fastpay/1');
  });

  it('FIB: the QR code, the code, the app links and the countdown, then success once the payment completes', async () => {
    let status: PaymentView['status'] = 'pending';
    const { calls } = open({
      'POST /user/user/deposit': { status: 201, body: { data: fibPayment } },
      [`GET /user/payments/${PAYMENT_ID}`]: () => ({ body: { data: view(status) } }),
    });
    const card = await screen.findByTestId('deposit-card', {}, slow);
    await userEvent.type(within(card).getByRole('textbox', { name: /Amount in Iraqi dinars/ }), '50000');
    await userEvent.click(within(card).getByRole('combobox', { name: 'Pay with' }));
    await userEvent.click(await screen.findByRole('option', { name: 'FIB' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Deposit' }));
    expect(await within(card).findByRole('img', { name: /^QR code to pay IQD\s50,000 with FIB$/ }, slow)).toBeInTheDocument();
    expect(within(card).getByText('ABCD-1234')).toBeInTheDocument();
    // The panel replaced the form and its button: focus is on the panel's heading, not lost to <body>.
    expect(within(card).getByRole('heading', { name: 'Pay with the FIB app' })).toHaveFocus();
    expect(within(card).getByRole('link', { name: 'Open the FIB personal app' })).toHaveAttribute('href', fibPayment.personalAppLink);
    expect(within(card).getByRole('link', { name: 'Open the FIB business app' })).toHaveAttribute('href', fibPayment.businessAppLink);
    expect(within(card).getByRole('group', { name: 'Code valid for' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/user/user/deposit')!.body).toEqual({ amount: 50_000, paymentWith: 'fib' });

    status = 'completed';
    expect(await within(card).findByText('Payment successful', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(card).getByText(/IQD\s50,000 has been added to your wallet\./)).toBeInTheDocument();
    // The dashboard is fetched again for the new balance.
    await waitFor(() => expect(calls.filter((c) => c.path === '/user/user/dashboard').length).toBeGreaterThan(1));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Done' })).toHaveFocus());
    await userEvent.click(within(card).getByRole('button', { name: 'Done' }));
    expect(within(card).getByRole('textbox', { name: /Amount in Iraqi dinars/ })).toHaveValue('');
    expect(within(card).getByRole('textbox', { name: /Amount in Iraqi dinars/ })).toHaveFocus();
  });

  it('FIB declined: says the payment failed and nothing was taken', async () => {
    open({
      'POST /user/user/deposit': { status: 201, body: { data: fibPayment } },
      [`GET /user/payments/${PAYMENT_ID}`]: { body: { data: view('failed') } },
    });
    const card = await screen.findByTestId('deposit-card', {}, slow);
    await userEvent.type(within(card).getByRole('textbox', { name: /Amount in Iraqi dinars/ }), '50000');
    await userEvent.click(within(card).getByRole('combobox', { name: 'Pay with' }));
    await userEvent.click(await screen.findByRole('option', { name: 'FIB' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Deposit' }));
    expect(await within(card).findByText('Payment failed', {}, slow)).toBeInTheDocument();
    expect(within(card).getByText('The payment was declined. No money was taken.')).toBeInTheDocument();
  });

  it('shows the server message when the provider cannot be reached', async () => {
    open({ 'POST /user/user/deposit': { status: 503, body: { message: 'The payment provider is not available right now', code: 'PAYMENT_PROVIDER_UNAVAILABLE' } } });
    const card = await screen.findByTestId('deposit-card', {}, slow);
    await userEvent.type(within(card).getByRole('textbox', { name: /Amount in Iraqi dinars/ }), '50000');
    await userEvent.click(within(card).getByRole('button', { name: 'Deposit' }));
    expect(await within(card).findByText('The payment provider is not available right now')).toBeInTheDocument();
  });
});

describe('withdraw (spec.md §4)', () => {
  it('refuses less than 10,000, then sends a request and says "Withdraw Request sent to the Admin"', async () => {
    let pending = false;
    const { calls } = open({
      'GET /user/user/dashboard': () => ({
        body: { data: dashboard(pending ? { pendingWithdrawal: { id: 'w1', amount: 100_000, createdAt: '2026-11-20T10:00:00Z' }, balance: { available: 2_400_000, held: 100_000, currency: 'IQD' } } : {}) },
      }),
      'POST /user/user/withdrawal-request': () => {
        pending = true;
        return { status: 201, body: { data: { requestId: 'w1', amount: 100_000, status: 'pending', createdAt: '2026-11-20T10:00:00Z' }, message: 'Withdraw Request sent to the Admin' } };
      },
    });
    const card = await screen.findByTestId('withdraw-card', {}, slow);
    await userEvent.type(within(card).getByRole('textbox', { name: /Amount in Iraqi dinars/ }), '500');
    await userEvent.click(within(card).getByRole('button', { name: 'Request withdrawal' }));
    expect(await within(card).findByText('Minimum withdrawal limit is 10,000')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/user/user/withdrawal-request')).toBe(false);

    await userEvent.clear(within(card).getByRole('textbox', { name: /Amount in Iraqi dinars/ }));
    await userEvent.type(within(card).getByRole('textbox', { name: /Amount in Iraqi dinars/ }), '100000');
    await userEvent.click(within(card).getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Withdraw Request sent to the Admin', {}, slow)).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/user/user/withdrawal-request')!;
    expect(call.body).toEqual({ amount: 100_000 });
    expect(call.headers.get('idempotency-key')).toBeTruthy();
    // One pending request at a time: the form gives way, the wallet shows it held.
    const notice = await within(card).findByText(/one withdrawal request at a time/, {}, slow);
    expect(screen.getByTestId('wallet-held')).toHaveTextContent('100,000');
    // Focus went with the form's button: it is on the notice that took the form's place.
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    // The request's Cancel is in the wallet card (a screen up on a phone): the notice leads there.
    await userEvent.click(within(card).getByRole('button', { name: 'Go to the pending request' }));
    expect(within(screen.getByTestId('wallet-card')).getByRole('button', { name: 'Cancel request' })).toHaveFocus();
  });

  it('cancels the pending request only after the confirmation', async () => {
    let pending = true;
    const { calls } = open({
      'GET /user/user/dashboard': () => ({
        body: { data: dashboard(pending ? { pendingWithdrawal: { id: 'w1', amount: 100_000, createdAt: '2026-11-20T10:00:00Z' } } : {}) },
      }),
      'PUT /user/user/cancel-withdrawal-request': () => {
        pending = false;
        return { body: { data: { requestId: 'w1' }, message: 'Your Withdraw Request has been canceled' } };
      },
    });
    const wallet = await screen.findByTestId('wallet-card', {}, slow);
    expect(await within(wallet).findByText('Withdrawal request pending')).toBeInTheDocument();
    await userEvent.click(within(wallet).getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('alertdialog', {}, slow);
    expect(dialog).toHaveTextContent(/IQD\s100,000 goes back to your available balance\./);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.path === '/user/user/cancel-withdrawal-request')).toBe(false);

    await userEvent.click(within(wallet).getByRole('button', { name: 'Cancel request' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Your Withdraw Request has been canceled', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(within(wallet).queryByText('Withdrawal request pending')).toBeNull());
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeInTheDocument();
    // The Cancel button went with the request: focus is on the form that came back.
    await waitFor(() => expect(within(screen.getByTestId('withdraw-card')).getByRole('textbox', { name: /Amount in Iraqi dinars/ })).toHaveFocus());
  });
});
