import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, useNavigate, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../i18n';
import { api, ApiError } from '../lib/api';
import { storageKeys } from '../lib/storage';
import { openHeaderMenu, renderApp, sessionExpiredMark, setSessionExpiredMark, stubApi } from '../test/app';
import { sideMenuEntries } from './layout/navigation';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';

/** For what loads a chunk first (the toast's code, the home screen after logout): past 1 s on a busy machine. */
const slow = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setSessionExpiredMark(null);
});

describe('route rules (spec.md §2; each access level in config/paths.test.ts)', () => {
  it('a guest opening /dashboard lands on /login', async () => {
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Signup' })).toBeInTheDocument();
    expect(screen.queryByText('This part of your account is on its way')).toBeNull();
  });

  it('a signed-in user opening an unknown route lands on /home', async () => {
    const { calls } = renderApp('/somewhere', { token: 't'.repeat(43) });
    await waitFor(() => expect(calls.some((c) => c.path === '/user/analytics/page-view' && (c.body as { path: string }).path === '/home')).toBe(true));
  });
});

describe('header', () => {
  it('shows Login and Signup to guests and Dashboard to signed-in users', async () => {
    renderApp('/about-us');
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/register');
    localStorage.clear();
  });

  it('shows Dashboard when signed in', async () => {
    renderApp('/about-us', { token: 't'.repeat(43) });
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('the search box says "Search by location or name" and opens /home in search mode', async () => {
    const { calls } = renderApp('/about-us');
    const search = await screen.findByRole('button', { name: 'Search by location or name' });
    expect(search).toHaveTextContent('Search by location or name');
    await userEvent.click(search);
    await waitFor(() => expect(calls.some((c) => c.path === '/user/analytics/page-view' && (c.body as { path: string }).path === '/home')).toBe(true));
  });

  it('the language switcher saves the choice and reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderApp('/about-us');
    await screen.findByRole('button', { name: 'Language' });
    await userEvent.click(await openHeaderMenu('Language', 'العربية'));
    expect(localStorage.getItem('language')).toBe('ar');
    expect(reload).toHaveBeenCalled();
  });

  it('renders right to left with translated navigation in Arabic, Sorani and Badini', async () => {
    for (const [locale, home] of [['ar', 'الرئيسية'], ['kr', 'سەرەکی'], ['bh', 'دەستپێک']] as const) {
      const view = renderApp('/about-us', { locale });
      expect((await screen.findAllByRole('link', { name: home })).length).toBeGreaterThan(0);
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      view.unmount();
    }
  });
});

describe('side menu (spec.md §2)', () => {
  it('has the exact items for guests and for signed-in users', () => {
    expect(sideMenuEntries(false).map((e) => e.id)).toEqual(['home', 'about', 'terms', 'privacy', 'contact', 'search']);
    expect(sideMenuEntries(true).map((e) => e.id)).toEqual([
      'dashboard', 'portfolio', 'transactions', 'settings', 'home', 'about', 'terms', 'privacy', 'contact', 'search', 'logout',
    ]);
  });

  it('an admin also finds the operator console, after settings; an investor does not', async () => {
    expect(sideMenuEntries(true, true).map((e) => e.id)).toEqual([
      'dashboard', 'portfolio', 'transactions', 'settings', 'admin', 'home', 'about', 'terms', 'privacy', 'contact', 'search', 'logout',
    ]);
    const admin = { _id: 'a1', email: 'admin@sahm.iq', username: 'ops', fullName: 'Sahm Operations', kycStatus: 'verified', isKycVerified: true, isPhoneVerified: true, role: 'admin' };
    const view = renderApp('/dashboard', { token: 't'.repeat(43), locale: 'ar', api: { 'GET /user/user': { body: { data: admin } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'فتح القائمة' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('link', { name: 'لوحة التشغيل' }, slow)).toHaveAttribute('href', '/admin');
    view.unmount();
  });

  it('logout clears storage except the language and goes to /home', async () => {
    const { calls } = renderApp('/dashboard', { token: 't'.repeat(43), locale: 'en', api: { 'POST /auth/logout': { body: { data: null } } } });
    localStorage.setItem('language', 'kr');
    localStorage.setItem('something', 'else');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(localStorage.getItem(storageKeys.token)).toBeNull(), slow);
    expect(localStorage.getItem('language')).toBe('kr');
    expect(localStorage.getItem('something')).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).toBe(true);
    await waitFor(() => expect(calls.some((c) => c.path === '/user/analytics/page-view' && (c.body as { path: string }).path === '/home')).toBe(true), slow);
  });
});

describe('footer', () => {
  it('has the company links, the support e-mail and the current year', async () => {
    renderApp('/about-us');
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['About us', 'Terms of use', 'Privacy policy', 'Contact us']) expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'support@sahm.iq' })).toHaveAttribute('href', 'mailto:support@sahm.iq');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Sahm`);
  });
});

describe('the fetcher (spec.md §8)', () => {
  it('sends the token and the saved language, and returns data and message on 200/201', async () => {
    localStorage.setItem('language', 'bh');
    localStorage.setItem('authToken', 'tok');
    const { calls } = stubApi({ 'POST /x': { status: 201, body: { data: { ok: 1 }, message: 'done' } } });
    expect(await api('/x', { method: 'POST', body: { a: 1 } })).toEqual({ data: { ok: 1 }, message: 'done' });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(calls[0]!.headers.get('accept-language')).toBe('bh');
  });

  it('throws the server message on 400, and the fallback texts otherwise', async () => {
    stubApi({ 'GET /a': { status: 400, body: { message: 'Please enter valid email', code: 'EMAIL_INVALID' } }, 'GET /b': { status: 500, body: {} } });
    await expect(api('/a')).rejects.toMatchObject({ status: 400, code: 'EMAIL_INVALID', message: 'Please enter valid email' });
    await expect(api('/b')).rejects.toMatchObject({ message: 'Server error! Please try again.' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('network'))));
    await expect(api('/c')).rejects.toMatchObject({ status: 0, message: 'Something went wrong! Please try again.' });
  });

  it('on 401 clears storage except the language, reloads, and the next load says the session expired', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    localStorage.setItem('language', 'ar');
    localStorage.setItem('authToken', 'tok');
    stubApi({ 'GET /user/user': { status: 401, body: { message: 'Session expired! please login again', code: 'SESSION_EXPIRED' } } });
    await expect(api('/user/user')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('language')).toBe('ar');
    expect(reload).toHaveBeenCalled();
    expect(sessionExpiredMark()).not.toBeNull();
  });

  it('a 401 before the app has rendered leaves the notice to the page the reload opens', async () => {
    vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
    localStorage.setItem('authToken', 'tok');
    stubApi({ 'GET /user/user': { status: 401, body: { message: 'Session expired! please login again', code: 'SESSION_EXPIRED' } } });
    await expect(api('/user/user')).rejects.toBeInstanceOf(ApiError);
    renderApp('/about-us');
    await screen.findAllByRole('link', { name: 'Home' }, slow);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Session expired! please login again')).toBeNull();
    expect(sessionExpiredMark()).not.toBeNull();
    setSessionExpiredMark(null);
  });

  it('shows "Session expired! please login again" after the reload', async () => {
    setSessionExpiredMark('1');
    renderApp('/about-us');
    expect(await screen.findByText('Session expired! please login again', {}, slow)).toBeInTheDocument();
    expect(sessionExpiredMark()).toBeNull();
  });

  it("no page opens sessionStorage (its first touch is a synchronous round trip to the browser), and the router's history state is left alone", async () => {
    const opened = vi.spyOn(window, 'sessionStorage', 'get');
    window.history.replaceState({ idx: 3, key: 'router-key' }, '');
    setSessionExpiredMark('page-earlier');
    renderApp('/dashboard', { token: 't'.repeat(43), api: { 'GET /user/user/dashboard': { status: 500, body: {} } } });
    await screen.findByText('Session expired! please login again', {}, slow);
    expect(sessionExpiredMark()).toBeNull();
    stubApi({ 'GET /user/user': { status: 401, body: { message: 'Session expired! please login again', code: 'SESSION_EXPIRED' } } });
    vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
    localStorage.setItem('authToken', 'tok');
    await expect(api('/user/user')).rejects.toBeInstanceOf(ApiError);
    expect(sessionExpiredMark()).toMatch(/^page-/);
    expect(window.history.state).toEqual({ idx: 3, key: 'router-key' });
    expect(opened).not.toHaveBeenCalled();
  });

  it('toasts start below the header, so its Login and Signup buttons stay uncovered', async () => {
    // jsdom has no layout: the header is given a lower edge at 57 px.
    const real = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'HEADER' ? ({ top: 0, bottom: 57 } as DOMRect) : real.call(this);
    });
    setSessionExpiredMark('1');
    renderApp('/about-us');
    await screen.findByText('Session expired! please login again', {}, slow);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: /Notifications/ }).querySelector('ol')!;
    expect(list.getAttribute('style')).toMatch(/^--[\w-]+:\s*57px;?$/);
  });
});

describe('route errors', () => {
  const Boom = () => {
    throw new Error('chunk failed');
  };
  let go: (to: string) => void = () => {};
  const Navigator = () => {
    go = useNavigate();
    return null;
  };
  const Routes = () =>
    useRoutes([
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { path: '/boom', element: <Boom /> },
          { path: '/fine', element: <h1>Fine</h1> },
        ],
      },
    ]);
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <Routes />
      </MemoryRouter>,
    );

  it('a screen that fails shows "Server Error, please try again later" with a retry, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/boom');
    expect(await screen.findByRole('heading', { level: 1, name: 'Server Error, please try again later' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/chunk failed/)).toBeNull();
  });

  it('in Badini, formats with the tag the rest of the app uses (Intl knows no "bh") and shows the Badini text', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(storageKeys.language, 'bh');
    const badini = await loadCatalog('bh');
    renderAt('/boom');
    expect(await screen.findByRole('heading', { level: 1, name: badini['shell.error.page'] })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // react-intl reports a locale it has no data for (and then formats in English).
    const intlErrors = errors.mock.calls.map((args) => args.map(String).join(' ')).filter((text) => /locale data|\[@formatjs/i.test(text));
    expect(intlErrors).toEqual([]);
  });

  it('going to another page clears the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/boom');
    expect(await screen.findByRole('heading', { level: 1, name: 'Server Error, please try again later' })).toBeInTheDocument();
    act(() => go('/fine'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fine' })).toBeInTheDocument();
  });
});
