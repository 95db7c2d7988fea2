import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp, type ApiRoutes, type Handler } from '../../test/app';
import type { NotificationItem, NotificationPage } from './api';

vi.setConfig({ testTimeout: 20_000 });

// The realtime connection: a socket whose pushes the test makes.
const socket = vi.hoisted(() => {
  // Several parts of the app may listen (the header's bell too): every listener of an event gets it.
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    handlers,
    options: [] as unknown[],
    disconnect: vi.fn(),
    push: (event: string, payload: unknown) => handlers.get(event)?.forEach((fn) => fn(payload)),
  };
});
vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    socket.options.push(options);
    return {
      on: (event: string, fn: (payload: unknown) => void) => socket.handlers.set(event, (socket.handlers.get(event) ?? new Set()).add(fn)),
      off: () => {},
      emit: () => {},
      connect: () => {},
      disconnect: socket.disconnect,
    };
  },
}));

const TOKEN = 't'.repeat(43);
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function note(n: number, over: Partial<NotificationItem> = {}): NotificationItem {
  return {
    _id: id(n),
    type: 'account_update',
    code: 'NOTIFY_WELCOME',
    message: `Message ${n}`,
    isRead: false,
    createdAt: '2026-11-25T10:00:00Z',
    relative: { unit: 'minutes', value: 5 },
    ...over,
  };
}

const pageOf = (items: NotificationItem[], total = items.length, skip = 0): NotificationPage => ({ items, total, unread: items.filter((i) => !i.isRead).length, skip, limit: 20 });

const seeded = [
  note(1, { type: 'offers', message: 'New properties are live', relative: { unit: 'hours', value: 5 } }),
  note(2, { message: 'Your identity is verified', isRead: true, relative: { unit: 'days', value: 19 } }),
  note(3, { message: 'Welcome to Sahm', isRead: true, relative: { unit: 'now', value: 0 } }),
];

function routes(over: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /user/user/notification-list': ({ query }) => {
      const type = query.get('type');
      const unread = query.get('unread') === 'true';
      const items = seeded.filter((n) => (!type || n.type === type) && (!unread || !n.isRead));
      return { body: { data: pageOf(items) } };
    },
    'GET /user/user/notification-types': {
      body: {
        data: [
          { type: 'account_update', label: 'Account update', unread: 0 },
          { type: 'offers', label: 'Offers', unread: 1 },
          { type: 'buy_sell', label: 'Buy and sell', unread: 0 },
        ],
      },
    },
    'POST /user/user/read-notification': ({ body }) => {
      const ids = (body as { notificationIds: string[] }).notificationIds;
      for (const n of seeded) if (ids.includes(n._id)) n.isRead = true;
      return { body: { data: { updated: ids.length, notificationIds: ids, unread: 0 } } };
    },
    ...over,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  seeded[0]!.isRead = false;
  socket.handlers.clear();
});

describe('notifications (spec.md §2, §3)', () => {
  it('lists them newest first with relative times, unread ones marked, and filters by type', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/notifications', { token: TOKEN, api: routes() });
    expect(await findPageHeading('Notifications')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'All' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-read'))).toEqual(['false', 'true', 'true']);
    expect(items[0]).toHaveTextContent('Unread: New properties are live');
    expect(items[0]).toHaveTextContent('5 hours ago · Offers');
    expect(items[1]).toHaveTextContent('19 days ago · Account update');
    expect(items[2]).toHaveTextContent('now');
    expect(screen.getByText('1 unread notification')).toBeInTheDocument();
    // The tab names its unread count.
    expect(screen.getByRole('tab', { name: /Offers/ })).toHaveTextContent('Offers 1');

    await user.click(screen.getByRole('tab', { name: /Offers/ }));
    const offers = await screen.findByRole('list', { name: 'Offers' });
    expect(within(offers).getAllByRole('listitem')).toHaveLength(1);
    expect(calls.some((c) => c.path === '/user/user/notification-list' && c.query.get('type') === 'offers')).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Buy and sell' }));
    expect(await screen.findByText('No purchases or sales yet.')).toBeInTheDocument();
  });

  it('marks one as read, then all', async () => {
    const user = userEvent.setup();
    seeded[1]!.isRead = false;
    const { calls } = renderApp('/notifications', { token: TOKEN, api: routes() });
    const list = await screen.findByRole('list', { name: 'All' });
    await user.click(within(list).getByRole('button', { name: 'Mark as read: New properties are live' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('data-read', 'true'));
    expect(calls.find((c) => c.path === '/user/user/read-notification')!.body).toEqual({ notificationIds: [id(1)] });

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem').every((i) => i.getAttribute('data-read') === 'true')).toBe(true));
    expect(calls.filter((c) => c.path === '/user/user/read-notification').at(-1)!.body).toEqual({ notificationIds: [id(2)] });
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('updates live: a pushed notification reloads the list', async () => {
    const { calls } = renderApp('/notifications', { token: TOKEN, api: routes() });
    await findPageHeading('Notifications');
    const list = await screen.findByRole('list', { name: 'All' });
    await waitFor(() => expect(socket.handlers.has('user-notification')).toBe(true));
    expect(socket.options).toContainEqual(expect.objectContaining({ auth: { token: TOKEN, lang: 'en' } }));
    const fresh = note(9, { type: 'buy_sell', message: 'You have successfully bought tokens', relative: { unit: 'now', value: 0 } });
    seeded.unshift(fresh);
    try {
      act(() => socket.push('user-notification', fresh));
      await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('You have successfully bought tokens'), { timeout: 5000 });
      expect(calls.filter((c) => c.path === '/user/user/notification-list' && c.query.get('limit') === '20')).toHaveLength(2);
    } finally {
      seeded.shift();
    }
  });

  it('shows skeletons while loading, an empty state, and an error with a retry', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const slow: Handler = () => new Promise((resolve) => (release = () => resolve({ body: { data: pageOf([]) } })));
    const first = renderApp('/notifications', { token: TOKEN, api: routes({ 'GET /user/user/notification-list': slow }) });
    expect(await screen.findByTestId('notifications-loading')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    first.unmount();

    let fail = true;
    renderApp('/notifications', {
      token: TOKEN,
      api: routes({ 'GET /user/user/notification-list': () => (fail ? { status: 500, body: { message: 'Server error! Please try again.' } } : { body: { data: pageOf(seeded) } }) }),
    });
    const title = await screen.findByText('Your notifications could not be loaded');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Server error! Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'All' })).toBeInTheDocument();
  });

  it('pages with "Load more"', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, i) => note(100 + i, { isRead: true }));
    const { calls } = renderApp('/notifications', {
      token: TOKEN,
      api: routes({
        'GET /user/user/notification-list': ({ query }) => {
          const skip = Number(query.get('skip'));
          return { body: { data: pageOf(many.slice(skip, skip + 20), 25, skip) } };
        },
      }),
    });
    const list = await screen.findByRole('list', { name: 'All' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(calls.some((c) => c.query.get('skip') === '20')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('reads in Arabic with relative times in Arabic-Indic digits', async () => {
    renderApp('/notifications', { token: TOKEN, locale: 'ar', api: routes() });
    expect(await findPageHeading('الإشعارات')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'الكل' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('منذ ٥ ساعات');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('منذ ١٩ يوماً');
  });

  it('counts the unread in Arabic-Indic digits, like every other number on an Arabic screen', async () => {
    const many = Array.from({ length: 12 }, (_, i) => note(100 + i));
    renderApp('/notifications', {
      token: TOKEN,
      locale: 'ar',
      api: routes({ 'GET /user/user/notification-list': { body: { data: pageOf(many) } } }),
    });
    const summary = await screen.findByText(/غير مقروء/, { selector: '[role="status"]' });
    expect(summary).toHaveTextContent('١٢ إشعاراً غير مقروء');
    expect(summary.textContent).not.toMatch(/[0-9]/);
  });
});
