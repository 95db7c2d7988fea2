// One Chromium per test file, a fresh context (storage, cookies) per test.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { MAP_TILE_ORIGIN, TOUR_EMBED_ORIGINS } from '../../packages/domain/src/embeds.ts';
import { chromiumArgs, chromiumPath } from '../../tools/chromium.ts';

export type Language = 'en' | 'ar' | 'kr' | 'bh';

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface PageOptions {
  /** Saved in localStorage as `language` before the first page loads. */
  language?: Language;
  /** Saved as `authToken`: the visitor starts signed in. */
  token?: string;
  viewport?: { width: number; height: number };
  /** Lets a test inject scripts (axe) past the app's Content-Security-Policy. */
  bypassCSP?: boolean;
}

export interface E2EPage extends Page {
  /** Uncaught exceptions in the page so far; a journey ends with none. */
  readonly uncaughtErrors: Error[];
  /** Requests sent and not yet answered (the realtime channel's long polls excluded). */
  readonly inFlight: Set<Request>;
  /** The API's refusals so far ("POST /api/user/marketplace/re-sell → 409 {…}"), told when a test fails. */
  readonly refusals: string[];
  /** The page's API calls in order, each with its outcome (a status, "failed", or "pending" while unanswered), told when a test fails. */
  readonly apiCalls: { call: string; outcome: string }[];
}

/** Where a failed test's pages are saved (a screenshot each), beside the screenshot diffs. */
export const failureDir = join(import.meta.dirname, '../../node_modules/.cache/e2e-failures');

/**
 * What a failed test's pages showed at the end: the address, the toasts and
 * alerts on screen, the API's refusals, a screenshot saved under
 * {@link failureDir}. A flaky step is then explained by its own run.
 */
async function tellFailure(name: string, pages: E2EPage[]): Promise<string> {
  await mkdir(failureDir, { recursive: true });
  const lines: string[] = [];
  for (const [index, page] of pages.entries()) {
    if (page.isClosed()) continue;
    const file = join(failureDir, `${name.replace(/[^\w-]+/g, '-').slice(0, 80)}-${index + 1}.png`);
    const shown = await page
      .locator('[role="status"], [role="alert"], li[data-state="open"]')
      .filter({ visible: true })
      .allInnerTexts()
      .catch(() => []);
    // Animation frames the page draws in a second. Playwright's clicks wait for the element to hold still over
    // two frames, so on a page that draws none they fail with "waiting for element to be … stable" and no more.
    const frames = await Promise.race([
      page.evaluate(
        () =>
          new Promise<number>((done) => {
            let count = 0;
            const tick = () => {
              count++;
              requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
            setTimeout(() => done(count), 1_000);
          }),
      ),
      new Promise<string>((done) => setTimeout(() => done('no answer in 3 s'), 3_000)),
    ]).catch(() => 'not measured (page closed)');
    await page.screenshot({ path: file, fullPage: false }).catch(() => undefined);
    const calls = page.apiCalls.slice(-12).map(({ call, outcome }) => `${call} ${outcome}`);
    lines.push(
      `page ${index + 1}: ${page.url()}`,
      `  on screen: ${JSON.stringify(shown)}`,
      `  refused: ${JSON.stringify(page.refusals)}`,
      `  last API calls: ${JSON.stringify(calls)}`,
      `  frames drawn in a second: ${frames}`,
      `  saved: ${file}`
    );
  }
  const told = lines.length ? `[e2e] "${name}" failed; its pages:\n${lines.join('\n')}` : '';
  if (told) console.error(told);
  return told;
}

/** Chromium's fake camera (a test pattern) with camera access granted: for the identity verification journeys. */
export const fakeCameraArgs = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/**
 * Registers the file's hooks: launch Debian's Chromium once (with `args`
 * besides the usual ones, e.g. {@link fakeCameraArgs}), close every context
 * after each test, close the browser at the end.
 */
export function useBrowser({ args = [] }: { args?: string[] } = {}) {
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  const pages: E2EPage[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs, ...args] });
  });
  afterEach(async ({ task }) => {
    const used = pages.splice(0);
    if (task.result?.state === 'fail') {
      const told = await tellFailure(task.name, used);
      // Also on the error itself, so the run's closing summary (all a CI log's tail may keep) shows it.
      const error = task.result.errors?.[0];
      if (told && error) error.message = `${error.message}\n\n${told}`;
    }
    await Promise.all(open.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage({ language, token, viewport = viewports.desktop, bypassCSP = false }: PageOptions = {}): Promise<E2EPage> {
      if (!browser) throw new Error('useBrowser(): the browser is not launched yet (call newPage inside a test)');
      const localStorage = [
        ...(language ? [{ name: 'language', value: language }] : []),
        ...(token ? [{ name: 'authToken', value: token }] : []),
      ];
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'Asia/Baghdad',
        bypassCSP,
        storageState: { cookies: [], origins: localStorage.length ? [{ origin: baseUrl(), localStorage }] : [] },
      });
      open.push(context);
      await answerThirdParties(context);
      context.setDefaultTimeout(10_000);
      const page = (await context.newPage()) as E2EPage;
      const errors: Error[] = [];
      const inFlight = new Set<Request>();
      const refusals: string[] = [];
      Object.defineProperty(page, 'uncaughtErrors', { value: errors });
      Object.defineProperty(page, 'inFlight', { value: inFlight });
      Object.defineProperty(page, 'refusals', { value: refusals });
      const apiCalls: { call: string; outcome: string }[] = [];
      const callOf = new Map<Request, { call: string; outcome: string }>();
      Object.defineProperty(page, 'apiCalls', { value: apiCalls });
      pages.push(page);
      page.on('response', (response) => {
        if (response.status() < 400 || !new URL(response.url()).pathname.startsWith('/api/')) return;
        const request = response.request();
        void response
          .text()
          .catch(() => '')
          .then((body) => refusals.push(`${request.method()} ${new URL(response.url()).pathname} → ${response.status()} ${body.slice(0, 300)}`));
      });
      page.on('pageerror', (error) => errors.push(error));
      page.on('request', (request) => {
        if (!request.url().includes('/socket.io/')) inFlight.add(request);
        const { pathname, search } = new URL(request.url());
        if (!pathname.startsWith('/api/')) return;
        const entry = { call: `${request.method()} ${pathname}${search}`, outcome: 'pending' };
        apiCalls.push(entry);
        callOf.set(request, entry);
      });
      page.on('requestfinished', (request) => {
        inFlight.delete(request);
        const entry = callOf.get(request);
        if (entry)
          void request
            .response()
            .then((response) => (entry.outcome = `→ ${response?.status() ?? '?'}`))
            // The page may close before the answer is read (the test has ended): not an error.
            .catch(() => (entry.outcome = 'finished; page closed before its answer was read'));
      });
      page.on('requestfailed', (request) => {
        inFlight.delete(request);
        const entry = callOf.get(request);
        if (entry) entry.outcome = `failed (${request.failure()?.errorText ?? ''})`;
      });
      return page;
    },
  };
}

/**
 * The property page's map tiles and framed tours come from other hosts
 * (@sahm/domain embeds.ts): answered here with a drawn tile and a stub page,
 * so no test reaches the network and every run draws the same map.
 */
async function answerThirdParties(context: BrowserContext) {
  const tile = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef1ea"/><path d="M0 128H256M128 0V256" stroke="#fff" stroke-width="10"/></svg>`;
  await context.route(`${MAP_TILE_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: tile }));
  for (const origin of TOUR_EMBED_ORIGINS) {
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Tour</title><p>Virtual tour</p></html>' }),
    );
  }
}

/** The visible copy of a text (Radix toasts also render a hidden copy for screen readers). */
export function visibleText(page: Page, text: string | RegExp): Locator {
  return page.getByText(text).filter({ visible: true }).first();
}

/** Waits until the routed screen has rendered: its <h1>, and no loading skeletons or busy regions left. */
export async function waitForScreen(page: Page, { timeout = 15_000 } = {}) {
  await page.waitForLoadState('load');
  await page.locator('main h1').first().waitFor({ state: 'attached', timeout });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-skeleton]'), undefined, { timeout });
}

/** The text of the screen's <h1> (empty when there is none yet). */
export async function heading(page: Page): Promise<string> {
  return (await page.locator('main h1').first().textContent({ timeout: 1_000 }).catch(() => ''))?.trim() ?? '';
}

/**
 * After a client-side navigation: waits for the new screen, not the one still
 * shown while the next screen's code loads (its <h1> differs from `before`).
 */
export async function waitForNextScreen(page: Page, before: string, { timeout = 15_000 } = {}) {
  await page.waitForFunction((old) => {
    const text = document.querySelector('main h1')?.textContent?.trim();
    return !!text && text !== old;
  }, before, { timeout });
  await waitForScreen(page, { timeout });
}

/**
 * No request in flight for `quietMs` (every data call answered, every image
 * fetched). Faster than Playwright's 'networkidle', which always waits 500 ms.
 * Up to 25 s: in a clean-clone CI run on a loaded machine, /view-properties'
 * twenty-odd photos (other tests' uploads among them) were still arriving
 * after 15 s, and the test failed on the wait, not on what it checks.
 */
export async function waitForNetworkIdle(page: Page, { timeout = 25_000, quietMs = 150 } = {}) {
  const inFlight = (page as Partial<E2EPage>).inFlight;
  if (!inFlight) return page.waitForLoadState('networkidle', { timeout });
  const until = Date.now() + timeout;
  let quietSince = inFlight.size === 0 ? Date.now() : 0;
  for (;;) {
    const now = Date.now();
    if (inFlight.size > 0) quietSince = 0;
    else if (!quietSince) quietSince = now;
    if (quietSince && now - quietSince >= quietMs) return;
    if (now > until) throw new Error(`Network still busy after ${timeout} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Horizontal overflow of the page: how many CSS pixels the document is wider
 * than the viewport (0 when nothing sticks out).
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return el.scrollWidth - el.clientWidth;
  });
}

/** The elements that stick out of the viewport horizontally, for a readable failure. */
export async function overflowingElements(page: Page, limit = 8): Promise<string[]> {
  return page.evaluate((max) => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right > width + 1 || rect.left < -1) {
        // Skip descendants of an element already reported, and anything inside a scroll container.
        let parent = el.parentElement;
        let clipped = false;
        while (parent && parent !== document.body) {
          const style = getComputedStyle(parent);
          if (/(auto|scroll|hidden|clip)/.test(style.overflowX)) {
            clipped = true;
            break;
          }
          parent = parent.parentElement;
        }
        if (clipped) continue;
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
        out.push(`${name} [${Math.round(rect.left)}, ${Math.round(rect.right)}]`);
        if (out.length >= max) break;
      }
    }
    return out;
  }, limit);
}
