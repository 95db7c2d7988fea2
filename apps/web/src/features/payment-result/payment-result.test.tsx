import type { PaymentView } from '@sahm/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, type ApiRoutes } from '../../test/app';

vi.setConfig({ testTimeout: 30_000 });
// A busy machine: the library's waits get as long as the screens' own first loads.
configure({ asyncUtilTimeout: 5000 });

const TOKEN = 't'.repeat(43);
const PAYMENT_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
const PROPERTY_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const slow = { timeout: 10_000 };
const paymentRoute = `GET /user/payments/${PAYMENT_ID}`;

function payment(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    paymentId: PAYMENT_ID,
    provider: 'fastpay',
    purpose: 'deposit',
    amount: 250_000,
    status: 'completed',
    validUntil: '2026-11-25T12:30:00Z',
    createdAt: '2026-11-25T12:00:00Z',
    completedAt: '2026-11-25T12:01:00Z',
    outcome: null,
    ...overrides,
  } as PaymentView;
}

function open(path: string, api: ApiRoutes, locale: 'en' | 'ar' = 'en') {
  return renderApp(path, { token: TOKEN, locale, api });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/success and /failure (after FastPay or the card page)', () => {
  it('a completed deposit: what was paid, with what, and links onward; only GETs, so a refresh repeats nothing', async () => {
    const { calls } = open(`/success?paymentId=${PAYMENT_ID}`, { [paymentRoute]: { body: { data: payment() } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('Payment successful', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/IQD\s250,000 has been added to your wallet\./)).toBeInTheDocument();
    expect(screen.getByText('Paid with').nextElementSibling).toHaveTextContent('FastPay');
    expect(screen.getByText('For').nextElementSibling).toHaveTextContent('A deposit to your wallet');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Transaction history' })).toHaveAttribute('href', '/transactions');
    expect(calls.filter((c) => c.path.startsWith('/user/payments') || c.path.startsWith('/user/user/deposit')).every((c) => c.method === 'GET')).toBe(true);
  });

  it("FastPay's return names the payment by its order id (our id without dashes)", async () => {
    const { calls } = open(`/success?order_id=${PAYMENT_ID.replace(/-/g, '')}`, { [paymentRoute]: { body: { data: payment() } } });
    expect(await screen.findByText('Payment successful', {}, slow)).toBeInTheDocument();
    expect(calls.some((c) => c.path === `/user/payments/${PAYMENT_ID}`)).toBe(true);
  });

  it('a completed purchase names the tokens and links to the property', async () => {
    open(`/success?paymentId=${PAYMENT_ID}`, {
      [paymentRoute]: { body: { data: payment({ purpose: 'invest', provider: 'card', propertyId: PROPERTY_ID, tokens: 3, outcome: { purchase: 'completed', spent: 250_000 } }) } },
    });
    expect(await screen.findByText('You bought 3 tokens.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the property' })).toHaveAttribute('href', `/property-detail?id=${PROPERTY_ID}`);
  });

  it('a paid purchase that could no longer buy says the money is in the wallet', async () => {
    open(`/success?paymentId=${PAYMENT_ID}`, {
      [paymentRoute]: { body: { data: payment({ purpose: 'invest', propertyId: PROPERTY_ID, tokens: 3, outcome: { purchase: 'failed', reason: 'SOLD_OUT' } }) } },
    });
    expect(await screen.findByText(/the purchase could no longer be made\. The money is in your wallet\./, {}, slow)).toBeInTheDocument();
  });

  it('still pending on /success: "being processed", and the page follows the payment until the provider confirms', async () => {
    let status: PaymentView['status'] = 'pending';
    open(`/success?paymentId=${PAYMENT_ID}`, { [paymentRoute]: () => ({ body: { data: payment({ status, completedAt: null }) } }) });
    expect(await screen.findByText('Your payment is being processed', {}, slow)).toBeInTheDocument();
    status = 'completed';
    expect(await screen.findByText('Payment successful', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('/failure with a declined payment: failed, nothing taken; with one still open: not completed', async () => {
    const view = open(`/failure?paymentId=${PAYMENT_ID}`, { [paymentRoute]: { body: { data: payment({ status: 'failed', completedAt: null }) } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment was not completed' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('The payment was declined. No money was taken.', {}, slow)).toBeInTheDocument();
    view.unmount();
    open(`/failure?paymentId=${PAYMENT_ID}`, { [paymentRoute]: { body: { data: payment({ status: 'pending', completedAt: null }) } } });
    expect(await screen.findByText('The payment was not completed', {}, slow)).toBeInTheDocument();
  });

  it('no payment id, or one that is not mine (404): says so and leads to the dashboard', async () => {
    const view = open('/success', {});
    expect(await screen.findByText('We could not find this payment.', {}, slow)).toBeInTheDocument();
    view.unmount();
    open(`/success?paymentId=${PAYMENT_ID}`, { [paymentRoute]: { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } } });
    expect(await screen.findByText('We could not find this payment.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('a server error offers a retry that works', async () => {
    let fail = true;
    open(`/success?paymentId=${PAYMENT_ID}`, {
      [paymentRoute]: () => (fail ? { status: 500, body: { message: 'Server error', code: 'SERVER_ERROR' } } : { body: { data: payment() } }),
    });
    expect(await screen.findByRole('alert', {}, slow)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(screen.getByText('Payment successful')).toBeInTheDocument(), slow);
  });

  it('in Arabic, with the amount in Arabic-Indic digits', async () => {
    open(`/success?paymentId=${PAYMENT_ID}`, { [paymentRoute]: { body: { data: payment() } } }, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'دفعتك' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('تم الدفع بنجاح', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('المبلغ').nextElementSibling).toHaveTextContent('٢٥٠٬٠٠٠');
  });
});
