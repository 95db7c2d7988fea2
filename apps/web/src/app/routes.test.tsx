import type * as swr from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { storageKeys } from '../lib/storage';
import { stubApi } from '../test/app';
import { preloadScreen } from './routes';

// SWR's preload keeps a key's promise until a screen's hook takes it, for as long as the module
// lives: here only for one test, so each test's profile is its own (as each page load's is).
const preloads = vi.hoisted(() => new Map<string, unknown>());
vi.mock('swr', async (importOriginal) => ({
  ...(await importOriginal<typeof swr>()),
  preload: (key: string, fetcher: () => unknown) => {
    if (!preloads.has(key)) preloads.set(key, fetcher());
    return preloads.get(key);
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  preloads.clear();
});

const gets = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET').map((c) => c.path);

// main.tsx calls preloadScreen before the first render: the first screen's data is on its way while its code downloads.
describe('preloadScreen: the first screen’s data starts with its code', () => {
  it('a guest sent from /dashboard to /login fetches no account data', async () => {
    const { calls } = stubApi();
    await preloadScreen({ pathname: '/dashboard', search: '' });
    expect(gets(calls)).toEqual([]);
  });

  it('signed in, /dashboard fetches the profile (header, welcome) and the dashboard (wallet cards) at once', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    const { calls } = stubApi({
      'GET /user/user': { body: { data: { _id: 'u1' } } },
      'GET /user/user/dashboard': { body: { data: {} } },
    });
    await preloadScreen({ pathname: '/dashboard', search: '' });
    await vi.waitFor(() => expect(gets(calls).sort()).toEqual(['/user/user', '/user/user/dashboard']));
    expect(calls.every((c) => c.headers.get('authorization') === 'Bearer tok')).toBe(true);
  });

  it('a failed fetch is left to the screen, which shows it: nothing surfaces as an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { calls } = stubApi({ 'GET /user/marketplace/details/gone': { status: 500, body: { message: 'Server error', code: 'SERVER_ERROR' } } });
      await preloadScreen({ pathname: '/property-detail', search: '?id=gone' });
      await vi.waitFor(() => expect(gets(calls)).toContain('/user/marketplace/details/gone'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('preloadScreen on /admin: the console’s code only for an admin', () => {
  async function open(role: 'investor' | 'admin') {
    localStorage.setItem(storageKeys.token, 'tok');
    const { calls } = stubApi({ 'GET /user/user': { body: { data: { _id: 'u1', role } } } });
    const load = vi.spyOn(paths.admin.screen, 'load').mockResolvedValue(() => null);
    await preloadScreen({ pathname: '/admin', search: '?section=audit' });
    return { calls, load };
  }

  it('an investor who types /admin: the profile is fetched, the console is not (the guard sends them to /home)', async () => {
    const { calls, load } = await open('investor');
    expect(gets(calls)).toEqual(['/user/user']);
    expect(load).not.toHaveBeenCalled();
  });

  it('an admin: the console’s chunk, once the profile says admin', async () => {
    const { calls, load } = await open('admin');
    expect(gets(calls)).toEqual(['/user/user']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
