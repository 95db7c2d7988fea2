// How the built app loads (issue 5's performance work): only the active
// language's strings, precompressed files with long caches for hashed
// assets, and below-the-fold sections that render as they come near.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { signedInAccount } from './support/api.ts';
import { baseUrl, useBrowser, viewports, waitForNetworkIdle, waitForScreen, type E2EPage, type Language } from './support/browser.ts';
import { signIn } from './support/investor.ts';

const { newPage } = useBrowser();

const heroTitle = (language: Language) =>
  (JSON.parse(readFileSync(new URL(`../apps/web/src/i18n/home/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>)['home.hero.title']!;

describe('language catalogs', () => {
  for (const [active, others] of [
    ['en', ['ar', 'kr', 'bh']],
    ['ar', ['en', 'kr', 'bh']],
  ] as [Language, Language[]][]) {
    test(`a ${active} page downloads the ${active} strings and no other language's`, async () => {
      const page = await newPage({ language: active });
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
      });
      await page.goto('/home');
      await waitForScreen(page);
      await waitForNetworkIdle(page);
      const code = (await Promise.all(scripts)).join('\n');
      expect(code).toContain(heroTitle(active));
      for (const other of others) expect(code, other).not.toContain(heroTitle(other));
    });
  }
});

describe('static files', () => {
  test('hashed assets are sent precompressed with a year-long immutable cache; the shell is revalidated', async () => {
    const html = await (await fetch(`${baseUrl()}/home`)).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const br = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const shell = await fetch(`${baseUrl()}/home`);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the home page on a phone', () => {
  test('first renders what is on screen, then every section as it is scrolled to', async () => {
    const page = await newPage({ viewport: viewports.phone });
    await page.goto('/home');
    await waitForScreen(page);
    await waitForNetworkIdle(page);
    const sections = () => page.locator('main h2').allTextContents();
    const before = await sections();
    expect(before.length).toBeLessThan(6);
    // Scroll down a screen at a time, as a reader would.
    for (let i = 0; i < 40; i += 1) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(100);
      if (atEnd && (await page.locator('main [data-deferred]').count()) === 0) break;
    }
    await expect.poll(() => page.locator('main [data-deferred]').count()).toBe(0);
    const after = await sections();
    for (const title of ['Funded properties', 'All properties', 'Investment calculator', 'Frequently asked questions']) expect(after, title).toContain(title);
    expect(after.length).toBeGreaterThan(before.length + 4);
    expect(page.uncaughtErrors).toEqual([]);
  });
});

describe('the operator console stays with the admins', () => {
  /** Every chunk with the console's code or strings (its screen, sections, parts, catalogs) is built under assets/admin/ (apps/web/vite.config.ts). */
  const consoleFiles = (urls: string[]) => urls.map((url) => new URL(url).pathname).filter((path) => path.startsWith('/assets/admin/'));
  const requests = (page: E2EPage) => {
    const urls: string[] = [];
    page.on('request', (request) => void urls.push(request.url()));
    return urls;
  };

  test('an admin gets the console, its section and its strings from assets/admin/', async () => {
    const page = await newPage({ token: await signIn('admin@sahm.iq', 'Admin1234'), language: 'ar' });
    const urls = requests(page);
    await page.goto('/admin?section=audit');
    await waitForScreen(page);
    // What an investor must never fetch, seen where an admin does: so the check below looks for the real files.
    expect(consoleFiles(urls)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/admin\/AdminConsole-[\w-]+\.js$/),
        expect.stringMatching(/^\/assets\/admin\/AuditLog-[\w-]+\.js$/),
        expect.stringMatching(/^\/assets\/admin\/ar-[\w-]+\.js$/),
      ]),
    );
  });

  test('an investor never downloads it: not on /home (scrolled to the end), /dashboard, nor on typing /admin, which sends them to /home', async () => {
    const investor = await signedInAccount('noconsole');
    const page = await newPage({ token: investor.token, language: 'ar' });
    const urls = requests(page);
    await page.goto('/home');
    await waitForScreen(page);
    for (let i = 0; i < 40 && (await page.locator('main [data-deferred]').count()) > 0; i += 1) {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      await page.waitForTimeout(100);
    }
    await waitForNetworkIdle(page);
    await page.goto('/dashboard');
    await waitForScreen(page);
    await waitForNetworkIdle(page);
    await page.goto('/admin');
    await page.waitForURL('**/home');
    await waitForScreen(page);
    await waitForNetworkIdle(page);

    expect(urls.filter((url) => /\/assets\/[^?]+\.js$/.test(url)).length).toBeGreaterThan(5);
    expect(consoleFiles(urls)).toEqual([]);
    expect(page.uncaughtErrors).toEqual([]);
  });
});
