import type { PaymentView, StartedPayment } from '@sahm/domain';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { stubApi } from '../../test/app';
import { isProviderUrl, ProviderPayment, type ProviderPaymentProps } from './ProviderPayment';

vi.setConfig({ testTimeout: 30_000 });
// A busy machine: the library's waits get as long as the screens' own first loads.
configure({ asyncUtilTimeout: 5000 });
const PAYMENT_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

const fib = (validUntil: string): StartedPayment => ({
  paymentId: PAYMENT_ID,
  provider: 'fib',
  purpose: 'invest',
  amount: 300_000,
  status: 'pending',
  validUntil,
  readableCode: 'WXYZ-9876',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  personalAppLink: 'https://fib.example/personal',
  businessAppLink: 'javascript:alert(1)',
});

const view = (status: PaymentView['status']): PaymentView =>
  ({ ...fib(new Date().toISOString()), status, createdAt: new Date().toISOString(), completedAt: null, outcome: null }) as PaymentView;

function show(props: ProviderPaymentProps) {
  return render(
    <AppProviders locale="en" swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <ProviderPayment {...props} />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProviderPayment (decisions.md §7)', () => {
  it('FIB expired at the provider: says so once, and offers Done', async () => {
    stubApi({ [`GET /user/payments/${PAYMENT_ID}`]: { body: { data: view('expired') } } });
    const onSettled = vi.fn();
    const onClose = vi.fn();
    show({ payment: fib(new Date(Date.now() + 60_000).toISOString()), onSettled, onClose });
    expect(await screen.findByText('The payment time has expired', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    expect(onSettled.mock.calls[0]![0]).toBe('expired');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('past its deadline and still unconfirmed after the grace: "may be completed later", with the history link', async () => {
    const { calls } = stubApi({ [`GET /user/payments/${PAYMENT_ID}`]: { body: { data: view('pending') } } });
    const onSettled = vi.fn();
    show({ payment: fib(new Date(Date.now() - 1000).toISOString()), onSettled, graceMs: 50 });
    expect(await screen.findByText('Your payment may be completed later', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transaction history' })).toHaveAttribute('href', '/transactions');
    // Told in an effect after the render that shows it.
    await waitFor(() => expect(onSettled).toHaveBeenCalledWith('later', expect.objectContaining({ status: 'pending' })));
    expect(calls.some((c) => c.path === `/user/payments/${PAYMENT_ID}`)).toBe(true);
  });

  it('the grace counts from the first answer: a slow one is not taken over by "may be completed later"', async () => {
    let answer: () => void = () => {};
    const slow = new Promise<void>((resolve) => (answer = resolve));
    stubApi({ [`GET /user/payments/${PAYMENT_ID}`]: async () => (await slow, { body: { data: view('pending') } }) });
    const onSettled = vi.fn();
    show({ payment: fib(new Date(Date.now() - 1000).toISOString()), onSettled, graceMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Your payment may be completed later')).toBeNull();
    expect(onSettled).not.toHaveBeenCalled();
    answer();
    expect(await screen.findByText('Your payment may be completed later', {}, { timeout: 5000 })).toBeInTheDocument();
    // Told in an effect after the render that shows it.
    await waitFor(() => expect(onSettled).toHaveBeenCalledWith('later', expect.objectContaining({ status: 'pending' })));
  });

  it('never links to a script URL the provider might send', async () => {
    stubApi({ [`GET /user/payments/${PAYMENT_ID}`]: { body: { data: view('pending') } } });
    show({ payment: fib(new Date(Date.now() + 60_000).toISOString()) });
    expect(await screen.findByRole('link', { name: 'Open the FIB personal app' }, { timeout: 5000 })).toHaveAttribute('href', 'https://fib.example/personal');
    expect(screen.queryByRole('link', { name: 'Open the FIB business app' })).toBeNull();
    expect(isProviderUrl('javascript:alert(1)')).toBe(false);
    expect(isProviderUrl(' https://pay.example/x')).toBe(true);
  });

  it('a redirect to something that is not a web page is refused, with the server error shown instead', async () => {
    stubApi({});
    const navigate = vi.fn();
    show({ payment: { ...fib(''), provider: 'card', redirectUrl: 'javascript:alert(1)' } as unknown as StartedPayment, navigate });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(navigate).not.toHaveBeenCalled());
  });
});
