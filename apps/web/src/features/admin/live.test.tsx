import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp } from '../../test/app';
import { ADMIN_PROFILE, kycRow, page, summary, withdrawal } from './test/fixtures';

// Whole-app renders in jsdom take seconds on a busy machine, as in the other screens' tests.
vi.setConfig({ testTimeout: 30_000 });

/** Stand-ins for socket.io's client sockets: each io() call records its handshake and lets the test push events. */
const sockets = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => void;
  const opened: { auth: unknown; handlers: Map<string, Handler[]>; disconnected: boolean }[] = [];
  return {
    opened,
    /** What the server sends to every socket opened so far (as the admin room would reach all of an admin's sockets). */
    push(event: string, payload?: unknown) {
      for (const socket of opened) for (const handler of socket.handlers.get(event) ?? []) handler(payload);
    },
    listens: (event: string) => opened.some((socket) => socket.handlers.has(event)),
  };
});
vi.mock('socket.io-client', () => ({
  io: (options: { auth: unknown }) => {
    const socket = { auth: options.auth, handlers: new Map<string, ((...args: unknown[]) => void)[]>(), disconnected: false };
    sockets.opened.push(socket);
    const on = (event: string, handler: (...args: unknown[]) => void) => void socket.handlers.set(event, [...(socket.handlers.get(event) ?? []), handler]);
    return { on, io: { on }, emit: () => undefined, disconnect: () => void (socket.disconnected = true) };
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sockets.opened.length = 0;
});

const token = 'b'.repeat(43);
const another = {
  ...withdrawal,
  id: '00000000-0000-4000-8000-0000000000b2',
  user: { ...withdrawal.user, email: 'sara@example.com', fullName: 'Sara Ali' },
};

/** The console on its withdrawals, fed from `requests()`, once the room is heard (the session's connection is up). */
async function openWithdrawals(requests: () => (typeof withdrawal)[]) {
  renderApp('/admin?section=withdrawals', {
    token,
    api: {
      'GET /user/user': { body: { data: ADMIN_PROFILE } },
      'GET /admin/summary': () => ({ body: { data: summary({ pendingWithdrawals: { count: requests().length, amount: 0 } }) } }),
      'GET /admin/withdrawals': () => page(requests()),
    },
  });
  expect(await findPageHeading('Operator console')).toBeInTheDocument();
  const list = await screen.findByRole('table', { name: 'Withdrawal requests' }, { timeout: 10_000 });
  await waitFor(() => expect(within(list).getByRole('rowheader', { name: 'Karwan Ahmed' })).toBeInTheDocument(), { timeout: 10_000 });
  const tab = () => screen.getByRole('tab', { name: /Withdrawals/ });
  await waitFor(() => expect(tab()).toHaveAccessibleName(/1 waiting/), { timeout: 10_000 });
  // The session's connection carries both the user's notifications and the admin room.
  await waitFor(() => expect(sockets.listens('user-notification') && sockets.listens('withdrawal-requested')).toBe(true), { timeout: 10_000 });
  return { list, tab };
}

describe('the console live (the realtime admin room)', () => {
  it('hears the admin room on the session’s one connection: a new withdrawal request shows in the count and the list without a reload', async () => {
    let requests = [withdrawal];
    const { list, tab } = await openWithdrawals(() => requests);
    // One socket per tab: the console opens none of its own.
    expect(sockets.opened).toHaveLength(1);
    expect(sockets.opened[0]?.auth).toEqual({ token, lang: 'en' });
    expect(sockets.opened[0]?.handlers.has('user-notification')).toBe(true);

    requests = [another, withdrawal];
    act(() => sockets.push('withdrawal-requested', { id: another.id, userId: another.user.id, email: another.user.email, amount: another.amount, createdAt: another.createdAt }));

    await waitFor(() => expect(tab()).toHaveAccessibleName(/2 waiting/), { timeout: 10_000 });
    await waitFor(() => expect(within(list).getByRole('rowheader', { name: 'Sara Ali' })).toBeInTheDocument(), { timeout: 10_000 });
    expect(sockets.opened).toHaveLength(1);
  });

  it('a reconnection of the session’s connection fetches the counts and lists again (what came while it was away)', async () => {
    let requests = [withdrawal];
    const { list, tab } = await openWithdrawals(() => requests);
    act(() => sockets.push('connect')); // the first connection
    // A request made while the connection was down: no room event for it, only the reconnection.
    requests = [another, withdrawal];
    act(() => sockets.push('connect'));

    await waitFor(() => expect(tab()).toHaveAccessibleName(/2 waiting/), { timeout: 10_000 });
    await waitFor(() => expect(within(list).getByRole('rowheader', { name: 'Sara Ali' })).toBeInTheDocument(), { timeout: 10_000 });
  });

  it('a new identity request (kyc-request) shows in the identities count and list without a reload', async () => {
    const newcomer = { ...kycRow, id: '00000000-0000-4000-8000-0000000000a2', createdAt: '2026-11-25T09:00:00Z', user: { ...kycRow.user, email: 'rezan@example.com', fullName: 'Rezan Omar' } };
    let requests = [kycRow];
    renderApp('/admin?section=identities', {
      token,
      api: {
        'GET /user/user': { body: { data: ADMIN_PROFILE } },
        'GET /admin/summary': () => ({ body: { data: summary({ pendingKycRequests: requests.length }) } }),
        'GET /admin/kyc-requests': () => page(requests),
      },
    });
    const list = await screen.findByRole('table', { name: 'Identity verification requests' }, { timeout: 10_000 });
    await waitFor(() => expect(within(list).getByRole('rowheader', { name: 'Layla Hassan' })).toBeInTheDocument(), { timeout: 10_000 });
    const tab = () => screen.getByRole('tab', { name: /Identities/ });
    await waitFor(() => expect(tab()).toHaveAccessibleName(/1 waiting/), { timeout: 10_000 });
    await waitFor(() => expect(sockets.listens('kyc-request')).toBe(true), { timeout: 10_000 });

    requests = [kycRow, newcomer];
    act(() => sockets.push('kyc-request', { id: newcomer.id, userId: newcomer.user.id, email: newcomer.user.email, createdAt: newcomer.createdAt }));

    await waitFor(() => expect(tab()).toHaveAccessibleName(/2 waiting/), { timeout: 10_000 });
    await waitFor(() => expect(within(list).getByRole('rowheader', { name: 'Rezan Omar' })).toBeInTheDocument(), { timeout: 10_000 });
    expect(sockets.opened).toHaveLength(1);
  });
});
