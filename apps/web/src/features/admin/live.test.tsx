import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp } from '../../test/app';
import { ADMIN_PROFILE, page, summary, withdrawal } from './test/fixtures';

// Whole-app renders in jsdom take seconds on a busy machine, as in the other screens' tests.
vi.setConfig({ testTimeout: 30_000 });

/** A stand-in for socket.io's client: records the handshake and lets the test emit the admin room's events. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, ((payload?: unknown) => void)[]>();
  return {
    auth: undefined as unknown,
    handlers,
    disconnected: false,
    emit(event: string, payload?: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
  };
});
vi.mock('socket.io-client', () => ({
  io: (options: { auth: unknown }) => {
    socket.auth = options.auth;
    const on = (event: string, handler: (payload?: unknown) => void) => void socket.handlers.set(event, [...(socket.handlers.get(event) ?? []), handler]);
    return { on, io: { on }, disconnect: () => void (socket.disconnected = true) };
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  socket.handlers.clear();
});

describe('the console live (the realtime admin room)', () => {
  it('a new withdrawal request shows in the count and the list without a reload', async () => {
    let requests = [withdrawal];
    const token = 'b'.repeat(43);
    renderApp('/admin?section=withdrawals', {
      token,
      api: {
        'GET /user/user': { body: { data: ADMIN_PROFILE } },
        'GET /admin/summary': () => ({ body: { data: summary({ pendingWithdrawals: { count: requests.length, amount: 0 } }) } }),
        'GET /admin/withdrawals': () => page(requests),
      },
    });
    expect(await findPageHeading('Operator console')).toBeInTheDocument();
    const list = await screen.findByRole('table', { name: 'Withdrawal requests' }, { timeout: 10_000 });
    await waitFor(() => expect(within(list).getByRole('rowheader', { name: 'Karwan Ahmed' })).toBeInTheDocument(), { timeout: 10_000 });
    const tab = () => screen.getByRole('tab', { name: /Withdrawals/ });
    await waitFor(() => expect(tab()).toHaveAccessibleName(/1 waiting/), { timeout: 10_000 });
    await waitFor(() => expect(socket.handlers.has('withdrawal-requested')).toBe(true), { timeout: 10_000 });
    expect(socket.auth).toEqual({ token, lang: 'en' });

    const another = { ...withdrawal, id: '00000000-0000-4000-8000-0000000000b2', user: { ...withdrawal.user, email: 'sara@example.com', fullName: 'Sara Ali' } };
    requests = [another, withdrawal];
    socket.emit('withdrawal-requested', { id: another.id, userId: another.user.id, email: another.user.email, amount: another.amount, createdAt: another.createdAt });

    await waitFor(() => expect(tab()).toHaveAccessibleName(/2 waiting/), { timeout: 10_000 });
    await waitFor(() => expect(within(list).getByRole('rowheader', { name: 'Sara Ali' })).toBeInTheDocument(), { timeout: 10_000 });
  });
});
