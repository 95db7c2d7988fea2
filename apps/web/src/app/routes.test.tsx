import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../lib/storage';
import { stubApi } from '../test/app';
import { preloadScreen } from './routes';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
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
