import { render, screen, waitFor } from '@testing-library/react';
import type { Locale } from '@sahm/domain';
import { vi } from 'vitest';
import { App } from '../app/App';
import { storageKeys } from '../lib/storage';

export type Handler = (request: { method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers }) =>
  | { status?: number; body: unknown }
  | Promise<{ status?: number; body: unknown }>;

/** Routes like 'GET /user/marketplace/list' (paths after /api, no query) to canned answers. */
export type ApiRoutes = Record<string, Handler | { status?: number; body: unknown }>;

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/**
 * Replaces fetch with a table of canned API answers. Unlisted calls answer
 * 404 like the real API (analytics page views answer 201 by default).
 */
export function stubApi(routes: ApiRoutes = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { method, path, query: url.searchParams, body, headers };
    calls.push(call);
    const handler = routes[`${method} ${path}`] ?? (path === '/user/analytics/page-view' ? { status: 201, body: { data: { path } } } : undefined);
    const answer = typeof handler === 'function' ? await handler(call) : (handler ?? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Renders the whole app at a path, signed in when `token` is given, with an isolated SWR cache. */
export function renderApp(path: string, { locale = 'en', token, api = {} }: { locale?: Locale; token?: string; api?: ApiRoutes } = {}) {
  localStorage.clear();
  if (locale !== 'en') localStorage.setItem(storageKeys.language, locale);
  if (token) localStorage.setItem(storageKeys.token, token);
  const stub = stubApi({
    ...(token ? { 'GET /user/user': { body: { data: { _id: 'u1', email: 'investor@sahm.iq', username: 'demo', fullName: 'Karwan Ahmed', kycStatus: 'verified', isKycVerified: true, isPhoneVerified: true, role: 'investor' } } } } : {}),
    ...api,
  });
  const view = render(<App locale={locale} initialPath={path} swr={{ provider: () => new Map(), dedupingInterval: 0 }} />);
  return { ...view, ...stub };
}

/** Waits until the lazily loaded screen has rendered its main heading. */
export async function findPageHeading(name?: string | RegExp) {
  return waitFor(() => screen.getByRole('heading', { level: 1, ...(name ? { name } : {}) }), { timeout: 5000 });
}
