import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@sahm/domain';
import { vi } from 'vitest';
import { App } from '../app/App';
import { storageKeys } from '../lib/storage';
import { SESSION_EXPIRED_MARK } from '../lib/api';

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
 * An upload sent through XMLHttpRequest (calls with upload progress): the
 * test reports bytes sent with `progress(loaded, total)` while the route's
 * handler has not answered yet.
 */
export interface FakeUpload {
  readonly call: RecordedCall;
  progress(loaded: number, total: number): void;
}

/**
 * Replaces fetch (and XMLHttpRequest, which uploads with progress use) with a
 * table of canned API answers. Unlisted calls answer 404 like the real API
 * (analytics page views answer 201 by default).
 */
export function stubApi(routes: ApiRoutes = {}) {
  const calls: RecordedCall[] = [];
  const uploads: FakeUpload[] = [];
  const answer = async (input: string, method: string, headers: Headers, body: unknown) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const call = { method, path, query: url.searchParams, body: typeof body === 'string' ? JSON.parse(body) : body, headers };
    calls.push(call);
    const handler = routes[`${method} ${path}`] ?? (path === '/user/analytics/page-view' ? { status: 201, body: { data: { path } } } : undefined);
    const reply = () => (typeof handler === 'function' ? handler(call) : (handler ?? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }));
    return { call, reply };
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { reply } = await answer(String(input), (init.method ?? 'GET').toUpperCase(), new Headers(init.headers), init.body);
    const { status, body } = await reply();
    return new Response(JSON.stringify(body), { status: status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);

  class FakeXMLHttpRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private target = { method: 'GET', url: '' };
    private readonly headers = new Headers();
    private aborted = false;
    open(method: string, url: string) {
      this.target = { method: method.toUpperCase(), url };
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      void (async () => {
        const { call, reply } = await answer(this.target.url, this.target.method, this.headers, body);
        uploads.push({
          call,
          progress: (loaded, total) => this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total })),
        });
        const { status, body: json } = await reply();
        if (this.aborted) return;
        this.status = status ?? 200;
        this.responseText = JSON.stringify(json);
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { calls, fetchMock, uploads };
}

/** The session-expired mark a 401 leaves in the tab's window.name (lib/api.ts), or null. */
export function sessionExpiredMark(): string | null {
  return window.name.startsWith(SESSION_EXPIRED_MARK) ? window.name.slice(SESSION_EXPIRED_MARK.length) : null;
}

/** Sets the session-expired mark as an earlier page's 401 would have (null: none). */
export function setSessionExpiredMark(value: string | null) {
  window.name = value === null ? '' : `${SESSION_EXPIRED_MARK}${value}`;
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

/**
 * Opens a header menu (LazyDropdownMenu) and returns its item. The trigger on
 * screen first is a placeholder that the real Radix trigger replaces once the
 * menu's code has arrived, which a hover starts: a press between the two lands
 * on a detached button. So the trigger is looked up again on every try, and
 * pressed only while the item is absent (a press on an open menu closes it).
 */
export async function openHeaderMenu(trigger: string, item: string | RegExp) {
  return waitFor(
    async () => {
      if (!screen.queryByRole('menuitem', { name: item })) await userEvent.click(screen.getByRole('button', { name: trigger }));
      return screen.getByRole('menuitem', { name: item });
    },
    { timeout: 10_000 },
  );
}
