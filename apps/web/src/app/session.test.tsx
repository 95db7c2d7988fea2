import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../lib/storage';
import { openHeaderMenu, renderApp, sessionExpiredMark, setSessionExpiredMark } from '../test/app';

vi.setConfig({ testTimeout: 30_000 });
// A busy machine: the library's waits get as long as the screens' own first loads.
configure({ asyncUtilTimeout: 5000 });
const slow = { timeout: 10_000 };
const TOKEN = 't'.repeat(43);

/** A stand-in for socket.io-client's socket: records what the app sends, lets the test push events. */
type Listener = (...args: unknown[]) => void;
const sockets: Array<{ options: { auth: { token: string; lang: string }; path?: string }; listeners: Map<string, Listener[]>; emitted: unknown[][]; disconnected: boolean }> = [];
vi.mock('socket.io-client', () => ({
  io: (options: { auth: { token: string; lang: string } }) => {
    const socket = { options, listeners: new Map<string, Listener[]>(), emitted: [] as unknown[][], disconnected: false };
    sockets.push(socket);
    return {
      on(event: string, listener: Listener) {
        socket.listeners.set(event, [...(socket.listeners.get(event) ?? []), listener]);
      },
      emit(...args: unknown[]) {
        socket.emitted.push(args);
      },
      disconnect() {
        socket.disconnected = true;
      },
    };
  },
}));
const push = (event: string, ...args: unknown[]) => {
  for (const listener of sockets.at(-1)?.listeners.get(event) ?? []) listener(...args);
};

const types = (unread: number) => ({
  body: {
    data: [
      { type: 'account_update', label: 'Account update', unread },
      { type: 'offers', label: 'Offers', unread: 0 },
      { type: 'buy_sell', label: 'Buy and sell', unread: 0 },
    ],
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setSessionExpiredMark(null);
  sockets.length = 0;
});

describe('the signed-in session (spec.md §4, §7 Other)', () => {
  it('a bell with the unread count links to the notifications; none for guests', async () => {
    const view = renderApp('/about-us', { token: TOKEN, api: { 'GET /user/user/notification-types': types(3) } });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' }, slow);
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell.querySelector('[data-count]')).toHaveTextContent('3');
    view.unmount();
    renderApp('/about-us');
    await screen.findByRole('link', { name: 'Login' }, slow);
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
  });

  it('opens one socket with the token and the language, announces the user, toasts each notification and refreshes', async () => {
    let unread = 0;
    const { calls } = renderApp('/about-us', { token: TOKEN, locale: 'ar', api: { 'GET /user/user/notification-types': () => types(unread) } });
    await waitFor(() => expect(sockets).toHaveLength(1), slow);
    expect(sockets[0]!.options.auth).toEqual({ token: TOKEN, lang: 'ar' });
    expect(sockets[0]!.options.path).toBe('/socket.io');
    push('connect');
    expect(sockets[0]!.emitted[0]?.[0]).toBe('connected');

    const before = calls.filter((c) => c.path === '/user/user/notification-types').length;
    unread = 1;
    push('user-notification', { _id: 'n1', type: 'account_update', code: 'NOTIFY_DEPOSIT_COMPLETED', message: 'أُضيف إيداعك إلى محفظتك', isRead: false, createdAt: '' });
    expect(await screen.findByText('أُضيف إيداعك إلى محفظتك', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === '/user/user/notification-types').length).toBeGreaterThan(before));
    expect(await screen.findByRole('link', { name: 'الإشعارات، ١ غير مقروءة' }, slow)).toBeInTheDocument();

    // A reconnection fetches what was missed.
    const beforeReconnect = calls.filter((c) => c.path === '/user/user/notification-types').length;
    push('connect');
    await waitFor(() => expect(calls.filter((c) => c.path === '/user/user/notification-types').length).toBeGreaterThan(beforeReconnect));
  });

  it('a session the server ended: the profile is asked again, and its 401 signs out as spec.md §4 says', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    let revoked = false;
    const profile = { _id: 'u1', email: 'investor@sahm.iq', username: 'demo', fullName: null, role: 'investor' };
    const { calls } = renderApp('/about-us', {
      token: TOKEN,
      locale: 'kr',
      api: {
        'GET /user/user/notification-types': types(0),
        'GET /user/user': () => (revoked ? { status: 401, body: { message: 'Session expired', code: 'SESSION_EXPIRED' } } : { body: { data: profile } }),
      },
    });
    await waitFor(() => expect(sockets).toHaveLength(1), slow);
    // A refused handshake alone signs nobody out: the API decides.
    push('connect_error', new Error('SESSION_EXPIRED'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/user/user').length).toBeGreaterThan(1));
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.token)).toBe(TOKEN);

    revoked = true;
    push('session-expired', { code: 'SESSION_EXPIRED' });
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.language)).toBe('kr');
    expect(sessionExpiredMark()).not.toBeNull();
  });

  it('a 401 reloads without first switching the page to signed out (its route to the login page could cancel the reload)', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderApp('/about-us', {
      token: TOKEN,
      api: {
        'GET /user/user/notification-types': types(0),
        'GET /user/user': { status: 401, body: { message: 'Session expired', code: 'SESSION_EXPIRED' } },
      },
    });
    await waitFor(() => expect(reload).toHaveBeenCalled(), slow);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(sessionExpiredMark()).not.toBeNull();
    // Until the reload the page stays as it was: still the signed-in header, no Login link.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
  });

  it("Logout is a sign-out, not an expiry, though the server's 'session-expired' reaches the socket before the logout answer", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    let revoked = false;
    const profile = { _id: 'u1', email: 'investor@sahm.iq', username: 'demo', fullName: null, role: 'investor' };
    const { calls } = renderApp('/about-us', {
      token: TOKEN,
      api: {
        'GET /user/user/notification-types': types(0),
        'GET /user/user': () => (revoked ? { status: 401, body: { message: 'Session expired', code: 'SESSION_EXPIRED' } } : { body: { data: profile } }),
        // The API ends the session, tells the user's sockets, then answers.
        'POST /auth/logout': () => {
          revoked = true;
          push('session-expired', { code: 'SESSION_EXPIRED' });
          return { body: { data: null } };
        },
      },
    });
    await waitFor(() => expect(sockets).toHaveLength(1), slow);
    await userEvent.click(await openHeaderMenu('Account', 'Logout'));
    await screen.findByRole('link', { name: 'Login' }, slow);
    const logout = calls.find((c) => c.method === 'POST' && c.path === '/auth/logout');
    expect(logout?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    // Any profile answer still on its way settles without signing anyone out a second time.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reload).not.toHaveBeenCalled();
    expect(sessionExpiredMark()).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('Logout is in the account menu on wide screens too', async () => {
    const { calls } = renderApp('/about-us', { token: TOKEN, api: { 'GET /user/user/notification-types': types(0), 'POST /auth/logout': { body: { data: null } } } });
    await screen.findByRole('button', { name: 'Account' }, slow);
    await userEvent.click(await openHeaderMenu('Account', 'Logout'));
    await waitFor(() => expect(localStorage.getItem(storageKeys.token)).toBeNull(), slow);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).toBe(true);
    // The socket closes with the session.
    await waitFor(() => expect(sockets.every((s) => s.disconnected)).toBe(true));
  });
});
