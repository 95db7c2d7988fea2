// The first screen's data, asked for by the boot script before the app has
// downloaded (scripts/bootPreload.ts, config/earlyCalls.ts), and taken by
// lib/api instead of a second request: the generated script is run here as
// the browser runs it, against a scripted fetch.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localeDirection, locales } from '@sahm/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScript, headingStrings, intlWorker } from '../../scripts/bootPreload';
import { propertyDetailsPath } from '../features/property-detail/api/get-property-details';
import { dashboardKey } from '../features/dashboard/api';
import { profileKey } from '../app/auth';
import { EARLY_ANSWER_TTL_MS, earlyAnswersKey, earlyCalls } from '../config/earlyCalls';
import { defaultLocale, storageKeys } from '../config/storage';
import { api, earlyImage } from './api';

/** The boot script of a build with these screens (no chunks to name: only the data calls matter here). */
const strings = {
  en: { 'dashboard.welcome': 'Welcome, {name}', 'dashboard.welcomeAnonymous': 'Welcome', 'dashboard.lead': 'Your wallet.' },
  ar: { 'dashboard.welcome': 'أهلاً بك، {name}', 'dashboard.welcomeAnonymous': 'أهلاً بك', 'dashboard.lead': 'محفظتك.' },
};
const script = bootScript(
  {
    early: earlyCalls,
    strings,
    locales: { en: [], ar: [] },
    screens: { '/property-detail': { access: 'public', files: [] }, '/dashboard': { access: 'signedIn', files: [] }, '/login': { access: 'guest', files: [] } },
  },
  { localesDir: '', defaultLocale, storageKeys, routeTable: '', earlyCalls: { calls: earlyCalls, key: earlyAnswersKey }, rightToLeft: locales.filter((code) => localeDirection[code] === 'rtl') },
);

const details = { _id: 'p1', name: 'Al-Mansour', coverImage: { url: '/api/user/files/cover.svg' }, images: [{ url: '/api/user/files/second.svg' }] };
let fetchMock: ReturnType<typeof vi.fn>;

/** Opens `url` as the browser would: a new page (none of the last one's globals), the address, then the boot script. */
function boot(url: string) {
  delete (window as unknown as Record<string, unknown>)[earlyAnswersKey];
  window.history.replaceState(null, '', url);
  new Function(script)();
}

const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
const headersOf = (index: number) => (fetchMock.mock.calls[index]![1] as { headers: Record<string, string> }).headers;
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    const body = url.includes('/marketplace/details/') ? details : url.endsWith('/dashboard') ? { wallet: 1 } : { username: 'karwan' };
    return new Response(JSON.stringify({ data: body }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[earlyAnswersKey];
  for (const link of document.head.querySelectorAll('link')) link.remove();
  document.body.replaceChildren();
});

describe('the early calls table', () => {
  it('names the very paths the screens ask for', () => {
    expect(earlyCalls.signedIn).toEqual([profileKey]);
    expect(earlyCalls.screens['/property-detail']!.calls).toEqual([propertyDetailsPath('{id}').replace(encodeURIComponent('{id}'), '{id}')]);
    expect(earlyCalls.screens['/dashboard']!.calls).toEqual([dashboardKey]);
  });
});

describe('the boot script starts the first screen’s calls; api() takes their answers once', () => {
  it('a guest on a property: the details are asked for once, with the saved language, and the first photo is preloaded', async () => {
    localStorage.setItem(storageKeys.language, 'ar');
    boot('/property-detail?id=%20baghdad-mansour%20');
    expect(asked()).toEqual(['/api/user/marketplace/details/baghdad-mansour']);
    expect(headersOf(0)).toEqual({ 'accept-language': 'ar', accept: 'application/json' });
    await vi.waitFor(() => expect(preloads()).toEqual(['/api/user/files/cover.svg']));
    expect(document.head.querySelector('link[rel="preload"]')!.getAttribute('fetchpriority')).toBe('high');

    const answer = await api<typeof details>(propertyDetailsPath('baghdad-mansour'));
    expect(answer.data).toEqual(details);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next call (a revalidation) goes out.
    await api(propertyDetailsPath('baghdad-mansour'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a property without a cover photo preloads its first photo; one without photos, none', async () => {
    fetchMock.mockImplementationOnce(async () => Response.json({ data: { ...details, coverImage: { url: '' } } }));
    boot('/property-detail?id=p1');
    await vi.waitFor(() => expect(preloads()).toEqual(['/api/user/files/second.svg']));

    for (const link of document.head.querySelectorAll('link')) link.remove();
    fetchMock.mockImplementationOnce(async () => Response.json({ data: { ...details, coverImage: { url: '' }, images: [] } }));
    boot('/property-detail?id=p2');
    await api(propertyDetailsPath('p2'));
    expect(preloads()).toEqual([]);
  });

  it('draws the boot shell with the first photo into the empty #root, in the language’s direction, hidden from assistive technology', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem(storageKeys.language, 'ar');
    boot('/property-detail?id=p1');
    await vi.waitFor(() => expect(document.querySelector('#root > [data-boot-shell]')).not.toBeNull());
    const shell = document.querySelector('#root > [data-boot-shell]')!;
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    expect(shell.getAttribute('dir')).toBe('rtl');
    expect(shell.querySelector('img')!.getAttribute('src')).toBe('/api/user/files/cover.svg');
    expect(shell.querySelector('img')!.getAttribute('alt')).toBe('');
    // The app's skeleton finds the same photo; an address the script never saw has none.
    expect(earlyImage(propertyDetailsPath('p1'))).toBe('/api/user/files/cover.svg');
    expect(earlyImage(propertyDetailsPath('p2'))).toBeUndefined();

    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem(storageKeys.language, 'en');
    boot('/property-detail?id=p1');
    await vi.waitFor(() => expect(document.querySelector('[data-boot-shell]')?.getAttribute('dir')).toBe('ltr'));
  });

  it('draws the photo the server named in the page at once, before the answer is here, and adds no second preload', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const named = document.createElement('link');
    Object.entries({ rel: 'preload', as: 'image', href: '/api/user/files/named.svg', 'data-first-photo': '' }).forEach(([name, value]) => named.setAttribute(name, value));
    document.head.appendChild(named);
    fetchMock.mockImplementationOnce(() => new Promise(() => undefined));
    boot('/property-detail?id=p1');
    expect(document.querySelector('#root > [data-boot-shell] img')!.getAttribute('src')).toBe('/api/user/files/named.svg');
    expect(earlyImage(propertyDetailsPath('p1'))).toBe('/api/user/files/named.svg');
    expect(preloads()).toEqual(['/api/user/files/named.svg']);
    // Not on another screen: the dashboard has no photo to draw.
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem(storageKeys.token, 'tok');
    boot('/dashboard');
    expect(document.querySelector('#root img')).toBeNull();
  });

  it('never draws over the app: not once #root has content, nor without a photo', async () => {
    document.body.innerHTML = '<div id="root"><main>the app</main></div>';
    boot('/property-detail?id=p1');
    await vi.waitFor(() => expect(preloads()).toEqual(['/api/user/files/cover.svg']));
    expect(document.getElementById('root')!.innerHTML).toBe('<main>the app</main>');

    document.body.innerHTML = '<div id="root"></div>';
    fetchMock.mockImplementationOnce(async () => Response.json({ data: { ...details, coverImage: { url: '' }, images: [] } }));
    boot('/property-detail?id=p3');
    await api(propertyDetailsPath('p3'));
    expect(document.getElementById('root')!.childElementCount).toBe(0);
  });

  it('a photo address that is not this site’s own path is not offered to the skeleton', () => {
    (window as unknown as Record<string, unknown>)[earlyAnswersKey] = { [`image:${propertyDetailsPath('x')}`]: '//evil.example/p.svg', [`image:${propertyDetailsPath('y')}`]: 42 };
    expect(earlyImage(propertyDetailsPath('x'))).toBeUndefined();
    expect(earlyImage(propertyDetailsPath('y'))).toBeUndefined();
  });

  it('signed in on the dashboard: draws its page header with the visitor’s name once the profile is here, in their language', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem(storageKeys.token, 'tok');
    localStorage.setItem(storageKeys.language, 'ar');
    fetchMock.mockImplementationOnce(async () => Response.json({ data: { fullName: '  ', username: 'karwan' } }));
    boot('/dashboard');
    await vi.waitFor(() => expect(document.querySelector('[data-boot-shell] [data-part="heading"]')?.textContent).toBe('أهلاً بك، karwan'));
    const shell = document.querySelector('#root > [data-boot-shell]')!;
    expect(shell.getAttribute('dir')).toBe('rtl');
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    expect(shell.querySelector('[data-part="lead"]')!.textContent).toBe('محفظتك.');

    // A name that looks like markup stays text; no name at all, the title without one.
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem(storageKeys.language, 'en');
    fetchMock.mockImplementationOnce(async () => Response.json({ data: { fullName: '<b>Sara</b> $& $1' } }));
    boot('/dashboard');
    await vi.waitFor(() => expect(document.querySelector('[data-part="heading"]')?.textContent).toBe('Welcome, <b>Sara</b> $& $1'));
    expect(document.querySelector('[data-part="heading"] b')).toBeNull();
    document.body.innerHTML = '<div id="root"></div>';
    fetchMock.mockImplementationOnce(async () => Response.json({ data: {} }));
    boot('/dashboard');
    await vi.waitFor(() => expect(document.querySelector('[data-part="heading"]')?.textContent).toBe('Welcome'));
  });

  it('draws the lead at once and no title when the profile is refused; nothing over the app', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    document.body.innerHTML = '<div id="root"></div>';
    let refuse = (_: Response) => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (refuse = resolve)));
    boot('/dashboard');
    // Before the profile: the lead, and a skeleton line where the title goes.
    expect(document.querySelector('[data-boot-shell] [data-part="lead"]')!.textContent).toBe('Your wallet.');
    expect(document.querySelector('[data-boot-shell] [data-part="line"][data-size="heading"]')).not.toBeNull();
    refuse(Response.json({ message: 'expired' }, { status: 401 }));
    await api(dashboardKey);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('[data-boot-shell] [data-part="heading"]')).toBeNull();

    document.body.innerHTML = '<div id="root"><main>the app</main></div>';
    boot('/dashboard');
    await api(profileKey);
    expect(document.getElementById('root')!.innerHTML).toBe('<main>the app</main>');
  });

  it('the build takes the header strings from every area’s catalog, and refuses a language that lacks one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sahm-messages-'));
    mkdirSync(join(dir, 'dashboard'));
    mkdirSync(join(dir, 'shell'));
    writeFileSync(join(dir, 'dashboard', 'en.json'), JSON.stringify({ 'dashboard.welcome': 'Welcome, {name}', 'dashboard.lead': 'Lead', other: 'x' }));
    writeFileSync(join(dir, 'shell', 'en.json'), JSON.stringify({ 'dashboard.welcomeAnonymous': 'Welcome' }));
    writeFileSync(join(dir, 'dashboard', 'ar.json'), JSON.stringify({ 'dashboard.welcome': 'أهلاً بك، {name}' }));
    expect(headingStrings(dir, ['en'], earlyCalls)).toEqual({ en: { 'dashboard.welcome': 'Welcome, {name}', 'dashboard.welcomeAnonymous': 'Welcome', 'dashboard.lead': 'Lead' } });
    expect(() => headingStrings(dir, ['en', 'ar'], earlyCalls)).toThrow('no ar string for dashboard.welcomeAnonymous, dashboard.lead');
  });

  it('signed in on the dashboard: the profile and the dashboard, with the token', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    boot('/dashboard');
    expect(asked()).toEqual(['/api/user/user', '/api/user/user/dashboard']);
    expect(headersOf(1)).toEqual({ 'accept-language': 'en', accept: 'application/json', authorization: 'Bearer tok' });
    await api(profileKey);
    await api(dashboardKey);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing the guard will not show or that lacks its parameter', () => {
    boot('/dashboard'); // a guest: the guard sends them to /login
    boot('/property-detail'); // no ?id=: the screen goes home
    boot('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an answer for another session or language, or an old one, is not used', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    boot('/dashboard');
    localStorage.setItem(storageKeys.token, 'another'); // signed in again as someone else before the app asked
    await api(profileKey);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(headersOf(2).authorization).toBe('Bearer another');

    localStorage.setItem(storageKeys.language, 'ar');
    await api(dashboardKey);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(headersOf(3)['accept-language']).toBe('ar');

    localStorage.removeItem(storageKeys.token);
    vi.useFakeTimers({ toFake: ['Date'] });
    boot('/property-detail?id=p1');
    vi.setSystemTime(Date.now() + EARLY_ANSWER_TTL_MS + 1);
    await api(propertyDetailsPath('p1'));
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('a boot script that runs after the app’s first call (it loads async) asks for nothing: a later call, after a change, is answered fresh', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    delete (window as unknown as Record<string, unknown>)[earlyAnswersKey];
    window.history.replaceState(null, '', '/dashboard');
    expect((await api(profileKey)).data).toEqual({ username: 'karwan' });
    new Function(script)(); // the same page: the boot script arrives late
    expect(asked()).toEqual(['/api/user/user']);

    // The identity request is sent, then the profile refreshed: the server's answer now, not one from the page's start.
    fetchMock.mockImplementationOnce(async () => Response.json({ data: { username: 'karwan', kycStatus: 'pending' } }));
    expect((await api(profileKey)).data).toEqual({ username: 'karwan', kycStatus: 'pending' });
    expect(asked()).toEqual(['/api/user/user', '/api/user/user']);
  });

  it('an early call that got no answer is made again by the app, and nothing is left unhandled', async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    boot('/property-detail?id=p1');
    const answer = await api<typeof details>(propertyDetailsPath('p1'));
    expect(answer.data).toEqual(details);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an early answer that is an error is the app’s error, as if it had asked itself', async () => {
    fetchMock.mockImplementationOnce(async () => Response.json({ code: 'PROPERTY_NOT_FOUND', message: 'Property not found' }, { status: 404 }));
    boot('/property-detail?id=gone');
    await expect(api(propertyDetailsPath('gone'))).rejects.toMatchObject({ status: 404, code: 'PROPERTY_NOT_FOUND', message: 'Property not found' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
  });
});

describe('where the boot shell draws a page header, the boot script asks for its regular faces at once', () => {
  const faceFiles = { every: 'assets/noto-sans-latin-400-normal-abcdefgh.woff2', rightToLeft: 'assets/noto-sans-arabic-arabic-400-normal-abcdefgh.woff2' };
  const withFaces = bootScript(
    { faces: faceFiles, early: earlyCalls, strings: { ...strings, kr: strings.ar }, locales: { en: [], ar: [], kr: [] }, screens: { '/home': { access: 'public', files: [] }, '/dashboard': { access: 'signedIn', files: [] } } },
    { localesDir: '', defaultLocale, storageKeys, routeTable: '', earlyCalls: { calls: earlyCalls, key: earlyAnswersKey }, rightToLeft: locales.filter((code) => localeDirection[code] === 'rtl') },
  );
  const faces = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="font"]')].map((link) => ({
      href: link.getAttribute('href'),
      type: link.getAttribute('type'),
      crossOrigin: link.getAttribute('crossorigin'),
    }));
  const face = (file: string) => ({ href: `/${file}`, type: 'font/woff2', crossOrigin: 'anonymous' });
  const open = (url: string) => {
    window.history.replaceState(null, '', url);
    new Function(withFaces)();
  };

  it('signed in on the dashboard: the Latin face, and a right-to-left language’s too, once each, fetched as the stylesheet fetches them (CORS)', () => {
    localStorage.setItem(storageKeys.token, 'token-1');
    open('/dashboard');
    open('/dashboard');
    expect(faces()).toEqual([face(faceFiles.every)]);
    for (const language of ['ar', 'kr']) {
      for (const link of document.head.querySelectorAll('link')) link.remove();
      document.body.replaceChildren();
      localStorage.setItem(storageKeys.language, language);
      open('/dashboard');
      expect(faces(), language).toEqual([face(faceFiles.every), face(faceFiles.rightToLeft)]);
    }
  });

  it('none where the app draws the first words, or the guard sends a guest away', () => {
    localStorage.setItem(storageKeys.language, 'ar');
    open('/home');
    open('/dashboard');
    localStorage.setItem(storageKeys.token, 'token-1');
    open('/home');
    expect(faces()).toEqual([]);
  });
});

describe('Intl’s locale tables are built by a worker, off the page’s main thread (intlWorker)', () => {
  const bootOptions = { localesDir: '', defaultLocale, storageKeys, routeTable: '' };
  const withWorker = bootScript({ intlWorker: 'assets/intl-warm-abcdefgh.js', locales: { en: [] }, screens: {} }, bootOptions);
  const withoutWorker = bootScript({ locales: { en: [] }, screens: {} }, bootOptions);
  let started: string[];
  /** Intl's two calls that build the tables, counted (on whichever thread runs them). */
  const watchIntl = () => ({ numbers: vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf'), dates: vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf') });
  beforeEach(() => {
    started = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.restoreAllMocks());

  it('the boot script starts the worker and leaves the page’s thread alone', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          started.push(url);
        }
      },
    );
    const intl = watchIntl();
    new Function(withWorker)();
    vi.runAllTimers();
    expect(started).toEqual(['/assets/intl-warm-abcdefgh.js']);
    expect(intl.numbers).not.toHaveBeenCalled();
    expect(intl.dates).not.toHaveBeenCalled();
  });

  it('with no worker (none named, none in the browser, or one the page may not start) the page builds them in a task of its own', () => {
    const refused = class {
      constructor() {
        throw new DOMException('Refused by the content security policy', 'SecurityError');
      }
    };
    for (const [what, script, worker] of [
      ['none named', withoutWorker, class {}],
      ['no Worker', withWorker, undefined],
      ['refused', withWorker, refused],
    ] as const) {
      vi.stubGlobal('Worker', worker);
      const intl = watchIntl();
      new Function(script)();
      expect(intl.numbers, what).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(intl.numbers, what).toHaveBeenCalledWith('en');
      expect(intl.dates, what).toHaveBeenCalledWith('en');
      vi.restoreAllMocks();
    }
  });

  it('the worker makes both calls and closes itself', () => {
    const intl = watchIntl();
    const close = vi.fn();
    new Function('close', intlWorker)(close);
    expect(intl.numbers).toHaveBeenCalledWith('en');
    expect(intl.dates).toHaveBeenCalledWith('en');
    expect(close).toHaveBeenCalledTimes(1);
  });
});
