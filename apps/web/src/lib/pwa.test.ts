import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { lightColors } from '@sahm/tokens';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A file of apps/web (Vite rewrites `new URL(…, import.meta.url)`, so paths are joined by hand). */
const web = (path: string) => resolve(import.meta.dirname, '../..', path);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string) {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('web app manifest (spec.md §1)', () => {
  const manifest = JSON.parse(readFileSync(web('public/manifest.webmanifest'), 'utf8')) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };

  it('has the required fields, with the theme colours from the design tokens', () => {
    expect(manifest.name).toBe('Sahm');
    expect(manifest.short_name).toBe('Sahm');
    expect(manifest.start_url).toBe('/home');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toBe(lightColors.accent);
    expect(manifest.background_color).toBe(lightColors.surface);
  });

  it('lists 192 and 512 pixel PNG icons, plain and maskable, that exist at those sizes', () => {
    for (const purpose of ['any', 'maskable']) {
      for (const size of [192, 512]) {
        const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png' && (i.purpose ?? 'any').split(' ').includes(purpose));
        expect(icon, `${purpose} ${size}`).toBeDefined();
        expect(pngSize(web(`public${icon!.src}`))).toEqual({ width: size, height: size });
      }
    }
    for (const icon of manifest.icons) expect(existsSync(web(`public${icon.src}`)), icon.src).toBe(true);
  });

  it('is linked from index.html with the theme colour, icons and a description', () => {
    const html = readFileSync(web('index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    for (const href of [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map((m) => m[1]!)) {
      expect(existsSync(web(`public${href}`)), href).toBe(true);
    }
    expect(pngSize(web('public/icons/apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
  });
});

/** Runs public/sw.js against an in-memory Cache Storage and a stubbed network. */
function loadServiceWorker(network: (url: string) => Promise<Response>) {
  const store = new Map<string, Response>();
  const cache = {
    put: vi.fn(async (request: Request | string, response: Response) => void store.set(new URL(typeof request === 'string' ? request : request.url, 'https://sahm.iq').pathname, response)),
    addAll: vi.fn(async (urls: string[]) => urls.forEach((url) => store.set(url, new Response(`cached ${url}`)))),
    keys: vi.fn(async () => [...store.keys()].map((path) => new Request(`https://sahm.iq${path}`))),
    delete: vi.fn(async (request: Request) => store.delete(new URL(request.url).pathname)),
  };
  const caches = {
    open: vi.fn(async () => cache),
    keys: vi.fn(async () => ['sahm-shell-v0', 'sahm-shell-v1']),
    delete: vi.fn(async () => true),
    match: vi.fn(async (request: Request | string) => store.get(new URL(typeof request === 'string' ? request : request.url, 'https://sahm.iq').pathname)?.clone()),
  };
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: new URL('https://sahm.iq/sw.js'),
    registration: { navigationPreload: null },
    clients: { claim: vi.fn(async () => undefined) },
    skipWaiting: vi.fn(async () => undefined),
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
  };
  const fetch = vi.fn((request: Request) => network(request.url));
  new Function('self', 'caches', 'fetch', readFileSync(web('public/sw.js'), 'utf8'))(self, caches, fetch);

  async function request(url: string, mode: RequestMode | 'navigate' = 'no-cors') {
    let answer: Promise<Response> | undefined;
    const pending: Promise<unknown>[] = [];
    const req = new Request(url);
    listeners.fetch!({
      request: { url: req.url, method: 'GET', mode, headers: new Headers() },
      preloadResponse: Promise.resolve(undefined),
      respondWith: (response: Promise<Response>) => (answer = response),
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    const response = answer ? await answer : undefined;
    await Promise.all(pending);
    return response;
  }
  return { listeners, store, fetch, caches, request };
}

const html = (body: string) => Object.assign(new Response(body, { headers: { 'content-type': 'text/html' } }), {}) as Response;
/** Response.type is 'default' outside a browser; the worker only caches same-origin ('basic') answers. */
const basic = (response: Response) => Object.defineProperty(response, 'type', { value: 'basic' });

describe('service worker (public/sw.js)', () => {
  it('caches the app shell on install and drops old caches on activate', async () => {
    const sw = loadServiceWorker(async () => new Response(''));
    const pending: Promise<unknown>[] = [];
    sw.listeners.install!({ waitUntil: (p: Promise<unknown>) => pending.push(p) });
    sw.listeners.activate!({ waitUntil: (p: Promise<unknown>) => pending.push(p) });
    await Promise.all(pending);
    expect([...sw.store.keys()]).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest', '/icons/icon-192.png']));
    expect(sw.caches.delete).toHaveBeenCalledWith('sahm-shell-v0');
    expect(sw.caches.delete).not.toHaveBeenCalledWith('sahm-shell-v1');
  });

  it('navigations go to the network first and refresh the cached shell; offline they get the cached shell', async () => {
    let online = true;
    const sw = loadServiceWorker(async () => (online ? basic(html('<p>fresh shell</p>')) : Promise.reject(new TypeError('offline'))));
    const fresh = await sw.request('https://sahm.iq/dashboard', 'navigate');
    expect(await fresh!.text()).toBe('<p>fresh shell</p>');
    expect(await sw.store.get('/index.html')!.clone().text()).toBe('<p>fresh shell</p>');
    online = false;
    const offline = await sw.request('https://sahm.iq/portfolio', 'navigate');
    expect(await offline!.text()).toBe('<p>fresh shell</p>');
  });

  it('caches a hashed asset on first fetch and serves it from the cache afterwards', async () => {
    const sw = loadServiceWorker(async (url) => basic(new Response(`body of ${url}`)));
    expect(await (await sw.request('https://sahm.iq/assets/index-abc123.js'))!.text()).toBe('body of https://sahm.iq/assets/index-abc123.js');
    expect(sw.fetch).toHaveBeenCalledTimes(1);
    expect(await (await sw.request('https://sahm.iq/assets/index-abc123.js'))!.text()).toBe('body of https://sahm.iq/assets/index-abc123.js');
    expect(sw.fetch).toHaveBeenCalledTimes(1);
  });

  it('never answers or caches /api/ and /socket.io/ requests', async () => {
    const sw = loadServiceWorker(async () => basic(new Response('{"data":{}}')));
    expect(await sw.request('https://sahm.iq/api/user/dashboard')).toBeUndefined();
    expect(await sw.request('https://sahm.iq/api/auth/login', 'navigate')).toBeUndefined();
    expect(await sw.request('https://sahm.iq/socket.io/?EIO=4')).toBeUndefined();
    expect(sw.fetch).not.toHaveBeenCalled();
    expect([...sw.store.keys()].some((key) => key.startsWith('/api'))).toBe(false);
  });
});

describe('service worker registration', () => {
  function stubServiceWorker() {
    const register = vi.fn(async () => ({}));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: { register } }));
    return register;
  }

  it('registers /sw.js in production builds, once the page has loaded', async () => {
    vi.stubEnv('PROD', true);
    const register = stubServiceWorker();
    const { startInstallSupport } = await import('./pwa');
    startInstallSupport();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('does not register in development', async () => {
    vi.stubEnv('PROD', false);
    const register = stubServiceWorker();
    const { startInstallSupport } = await import('./pwa');
    startInstallSupport();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });

  it('keeps a beforeinstallprompt that fires before the install section has loaded', async () => {
    const { startInstallSupport, capturedInstallPrompt } = await import('./pwa');
    startInstallSupport();
    const event = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(capturedInstallPrompt()).toBe(event);
  });
});
