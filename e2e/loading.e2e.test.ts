// How the built app loads (issue 5's performance work): only the active
// language's strings, precompressed files with long caches for hashed
// assets, and below-the-fold sections that render as they come near.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { signedInAccount } from './support/api.ts';
import { baseUrl, useBrowser, viewports, waitForNetworkIdle, waitForScreen, type E2EPage, type Language } from './support/browser.ts';
import { api, signIn } from './support/investor.ts';

const { newPage } = useBrowser();

/** The text of every script the page downloads from now on, joined: read once the page has settled. */
function scriptsOf(page: E2EPage): () => Promise<string> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(scripts)).join('\n');
}

const heroTitle = (language: Language) =>
  (JSON.parse(readFileSync(new URL(`../apps/web/src/i18n/home/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>)['home.hero.title']!;

describe('language catalogs', () => {
  for (const [active, others] of [
    ['en', ['ar', 'kr', 'bh']],
    ['ar', ['en', 'kr', 'bh']],
  ] as [Language, Language[]][]) {
    test(`a ${active} page downloads the ${active} strings and no other language's`, async () => {
      const page = await newPage({ language: active });
      const scripts = scriptsOf(page);
      await page.goto('/home');
      await waitForScreen(page);
      await waitForNetworkIdle(page);
      const code = await scripts();
      expect(code).toContain(heroTitle(active));
      for (const other of others) expect(code, other).not.toContain(heroTitle(other));
    });
  }
});

test("the app runs React Router's production build, not its development warnings (apps/web/vite.config.ts)", async () => {
  const page = await newPage({ language: 'en' });
  const scripts = scriptsOf(page);
  await page.goto('/home');
  await waitForScreen(page);
  await waitForNetworkIdle(page);
  const code = await scripts();
  // (Booleans: a failing toContain would print every script.) The router is there (an error its production
  // build keeps, with its invariants)…
  expect(code.includes('useNavigate() may be used only in the context of a <Router> component.'), 'the router').toBe(true);
  // …without what only its development build says.
  expect(code.includes('You rendered descendant <Routes>'), 'a development warning').toBe(false);
  expect(code.includes('Hey developer'), "the development error page's note").toBe(false);
});

test("a worker builds Intl's locale tables off the page's main thread: the boot script starts it under the page's content security policy, and it runs to its end (apps/web/scripts/bootPreload.ts intlWorker)", async () => {
  const page = await newPage({ language: 'ar', viewport: viewports.phone });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // The worker closes itself once its calls are made: a worker the policy refused would never start.
  const finished = new Promise<string>((resolve) => page.on('worker', (worker) => worker.on('close', () => resolve(worker.url()))));
  await page.goto('/home');
  await waitForScreen(page);
  const worker = await Promise.race([finished, new Promise<string>((resolve) => setTimeout(() => resolve('no worker finished in 15 s'), 15_000))]);
  expect(worker.startsWith(baseUrl()) ? new URL(worker).pathname : worker).toMatch(/^\/assets\/intl-warm-[\w-]{8}\.js$/);
  expect(refused).toEqual([]);
});

describe('fonts (tokens/src/fonts.css)', () => {
  const faces = (page: E2EPage) => {
    const files: string[] = [];
    page.on('request', (request) => {
      const file = /\/(noto-sans-[\w-]+?)-[\w]{8}\.woff2$/.exec(new URL(request.url()).pathname)?.[1];
      if (file) files.push(file);
    });
    return files;
  };

  test('an English page fetches Latin faces and no Arabic one: not the dashboard with its boot shell, signed in on a phone', async () => {
    const investor = await signedInAccount('fonts');
    const page = await newPage({ token: investor.token, language: 'en', viewport: viewports.phone });
    const files = faces(page);
    await page.goto('/dashboard');
    await waitForScreen(page);
    await waitForNetworkIdle(page);
    expect(files).toContain('noto-sans-latin-400-normal');
    expect(files.filter((file) => file.includes('arabic'))).toEqual([]);
  });

  test('an Arabic page fetches its Arabic faces', async () => {
    const page = await newPage({ language: 'ar', viewport: viewports.phone });
    const files = faces(page);
    await page.goto('/home');
    await waitForScreen(page);
    await waitForNetworkIdle(page);
    expect(files).toContain('noto-sans-arabic-arabic-400-normal');
  });

  // scripts/bootPreload.ts `fonts`: where the boot shell draws a page header, its words' regular faces are asked
  // for with the page (the HTML names the Latin one: apps/api http/pageHints.ts; the boot script a right-to-left
  // language's), no later than the boot script asks for the language's strings, instead of once the app has
  // drawn the words; fetched as the stylesheet fetches faces, so each is used (one request each). Not on /home,
  // whose first paint is the app's: there an early face would share the network with its code.
  const startOf = (page: E2EPage, pattern: RegExp) =>
    page.evaluate(
      (source) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      pattern.source,
    );

  /** Where the page's first link to a path matching `pattern` stands among its links (-1: none). */
  const linkIndex = (page: E2EPage, pattern: RegExp) =>
    page.evaluate(
      (source) => [...document.querySelectorAll<HTMLLinkElement>('link[href]')].findIndex((link) => new RegExp(source).test(new URL(link.href).pathname)),
      pattern.source,
    );

  for (const [language, name] of [['en', 'an English'], ['ar', 'an Arabic']] as [Language, string][]) {
    test(`signed in, ${name} dashboard asks for its regular faces with the page, each once; /home when it draws words`, async () => {
      const regular = language === 'ar' ? ['noto-sans-latin-400-normal', 'noto-sans-arabic-arabic-400-normal'] : ['noto-sans-latin-400-normal'];
      const strings = new RegExp(`^/assets/${language}-[\\w-]{8}\\.js$`);
      const investor = await signedInAccount(`faces-${language}`);
      const page = await newPage({ token: investor.token, language, viewport: viewports.phone });
      const files = faces(page);
      await page.goto('/dashboard');
      await waitForScreen(page);
      await waitForNetworkIdle(page);
      const [stringsAsked] = await startOf(page, strings);
      expect(stringsAsked).toBeDefined();
      const stringsLink = await linkIndex(page, strings);
      expect(stringsLink).toBeGreaterThanOrEqual(0);
      for (const face of regular) {
        expect(files.filter((file) => file === face), face).toHaveLength(1);
        const asked = await startOf(page, new RegExp(`/${face}-`));
        expect(asked, face).toHaveLength(1);
        // Asked first: its link comes before the strings' in the document (the network may start two requests
        // asked in the same task in either order, a few milliseconds apart on a busy machine).
        const faceLink = await linkIndex(page, new RegExp(`^/assets/${face}-[\\w-]+\\.woff2$`));
        expect(faceLink, face).toBeGreaterThanOrEqual(0);
        expect(faceLink, face).toBeLessThan(stringsLink);
      }

      const home = await newPage({ language, viewport: viewports.phone });
      await home.goto('/home');
      await waitForScreen(home);
      await waitForNetworkIdle(home);
      const [homeStrings] = await startOf(home, strings);
      for (const face of regular) {
        const asked = await startOf(home, new RegExp(`/${face}-`));
        expect(asked, face).toHaveLength(1);
        expect(asked[0], face).toBeGreaterThan(homeStrings!);
      }
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

/** Holds the app's own code back until the returned function is called: as on a slow phone network, with the boot script already run. */
async function holdAppCode(page: E2EPage): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Records every largest-paint candidate the browser reports from the page's start, and whether it was the boot shell's. */
async function recordLargestPaints(page: E2EPage) {
  await page.addInitScript(() => {
    const seen: { shell: boolean; size: number; what: string }[] = [];
    Object.assign(window, { largestPaints: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
        const element = entry.element;
        // What it was, so a failure names the element that out-painted the shell.
        const what = element ? `${element.tagName.toLowerCase()}${element.getAttribute('data-part') ? `[${element.getAttribute('data-part')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 60)}"` : '(removed)';
        seen.push({ shell: !!element?.closest('[data-boot-shell]'), size: entry.size, what });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

const largestPaints = (page: E2EPage) => page.evaluate(() => (window as unknown as { largestPaints: { shell: boolean; size: number; what: string }[] }).largestPaints);

describe("the first screen's data (config/earlyCalls.ts)", () => {
  /** Every API call the page makes, by path. */
  function apiCalls(page: E2EPage) {
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(pathname);
    });
    return calls;
  }

  test('a property page asks for its details once, before the app has run, and the first photo at once', async () => {
    const page = await newPage({ viewport: viewports.phone });
    const calls = apiCalls(page);
    const release = await holdAppCode(page);
    await page.goto('/property-detail?id=baghdad-mansour-garden-residences', { waitUntil: 'commit' });
    // Asked for while the app's code is still held back: by the boot script.
    await expect.poll(() => calls.filter((path) => path.startsWith('/api/user/marketplace/details/'))).toHaveLength(1);
    release();
    await waitForScreen(page);
    await waitForNetworkIdle(page);
    expect(calls.filter((path) => path.startsWith('/api/user/marketplace/details/'))).toEqual(['/api/user/marketplace/details/baghdad-mansour-garden-residences']);
    const photo = await page.getByRole('list', { name: 'Photos' }).getByRole('img').first().getAttribute('src');
    expect(await page.locator('link[rel="preload"][as="image"]').first().getAttribute('href')).toBe(photo);
    expect(page.uncaughtErrors).toEqual([]);
  });

  for (const [language, viewport, width, scale] of [
    ['ar', viewports.phone, 'phone', 1],
    ['en', viewports.desktop, 'desktop', 1],
    // Lighthouse's phone (bench/lighthouse.mjs): a fraction of a pixel decides which paint is the largest.
    ['en', { width: 412, height: 823 }, "Lighthouse's phone at 1.75 device pixels", 1.75],
  ] as const) {
    test(`a property page shows its first photo before the app's code has run, and the app draws it in the same place (${language}, ${width})`, async () => {
      const page = await newPage({ language, viewport });
      if (scale !== 1) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: scale, mobile: true });
      }
      // Every largest-paint candidate the browser reports, and whether it was the boot shell's.
      await recordLargestPaints(page);
      // The app's code is held back until the boot shell has been looked at: as on a slow phone network.
      const release = await holdAppCode(page);
      await page.goto('/property-detail?id=baghdad-mansour-garden-residences', { waitUntil: 'commit' });
      const shell = page.locator('#root > [data-boot-shell]');
      await shell.waitFor();
      expect(await shell.getAttribute('aria-hidden')).toBe('true');
      expect(await shell.getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const early = shell.locator('img');
      await expect.poll(() => early.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const before = (await early.boundingBox())!;
      expect(before.width).toBeGreaterThan(viewport.width / 2);

      release();
      await waitForScreen(page);
      expect(await shell.count()).toBe(0);
      const photo = page.getByRole('list', { name: language === 'ar' ? 'الصور' : 'Photos' }).getByRole('img').first();
      expect(await photo.getAttribute('src')).toBe(await page.locator('link[rel="preload"][as="image"]').first().getAttribute('href'));
      const after = (await photo.boundingBox())!;
      // The same size and column; about the same height: the skeleton's lines stand for the title block, whose
      // name may take a second line (as at 412 px in English: 39 px lower).
      expect(Math.abs(after.width - before.width)).toBeLessThan(2);
      expect(Math.abs(after.height - before.height)).toBeLessThan(2);
      expect(Math.abs(after.x - before.x)).toBeLessThan(2);
      expect(Math.abs(after.y - before.y)).toBeLessThan(48);
      // The page's largest paint is the boot shell's photo: the app's drawing of the same photo is no larger.
      const paints = await largestPaints(page);
      expect(paints.at(-1), JSON.stringify(paints)).toMatchObject({ shell: true });
      expect(page.uncaughtErrors).toEqual([]);
    });
  }

  for (const [language, viewport, width, scale] of [
    ['ar', viewports.phone, 'phone', 1],
    ['en', { width: 412, height: 823 }, "Lighthouse's phone at 1.75 device pixels", 1.75],
  ] as const) {
    test(`signed in, the dashboard's page header shows before the app's code has run, and the app draws it in the same place (${language}, ${width})`, async () => {
      // An account of its own: other files' journeys trade with the demo investor, and the toast of a trade arriving
      // while this page loads is a larger paint than the page's header.
      const { token } = await signedInAccount('header');
      const profile = await api<{ fullName?: string; username: string }>('GET', '/user/user', { token });
      const name = profile.fullName?.trim() || profile.username;
      const page = await newPage({ language, viewport, token });
      if (scale !== 1) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: scale, mobile: true });
      }
      await recordLargestPaints(page);
      const release = await holdAppCode(page);
      await page.goto('/dashboard', { waitUntil: 'commit' });
      const shell = page.locator('#root > [data-boot-shell]');
      await shell.waitFor();
      expect(await shell.getAttribute('aria-hidden')).toBe('true');
      const title = language === 'ar' ? `أهلاً بك، ${name}` : `Welcome, ${name}`;
      const lead = language === 'ar' ? 'محفظتك واستثماراتك وكيف نمت.' : 'Your wallet, your investments and how they have grown.';
      expect(await shell.locator('[data-part="lead"]').textContent()).toBe(lead);
      // The title once the profile is here; each shown once the app's font is, so the words measure as the app's will.
      await expect.poll(() => shell.locator('[data-part="heading"]').textContent()).toBe(title);
      await expect.poll(() => shell.locator('[data-fonts]').count()).toBe(0);
      await expect(shell.locator('[data-part="lead"]').isVisible()).resolves.toBe(true);
      const before = { title: (await shell.locator('[data-part="heading"]').boundingBox())!, lead: (await shell.locator('[data-part="lead"]').boundingBox())! };

      release();
      await waitForScreen(page);
      expect(await shell.count()).toBe(0);
      const after = {
        title: (await page.getByRole('heading', { level: 1, name: title }).boundingBox())!,
        lead: (await page.getByText(lead, { exact: true }).boundingBox())!,
      };
      for (const part of ['title', 'lead'] as const) {
        for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after[part][side] - before[part][side]), `${part} ${side}`).toBeLessThan(1);
      }
      const paints = await largestPaints(page);
      expect(paints.at(-1), JSON.stringify(paints)).toMatchObject({ shell: true });
      expect(page.uncaughtErrors).toEqual([]);
    });
  }

  test('signed in, the dashboard asks for the profile and the dashboard once each, before the app has run', async () => {
    // An account of its own: the demo investor's notifications from other files' journeys would re-fetch the profile.
    const page = await newPage({ token: (await signedInAccount('once')).token });
    const calls = apiCalls(page);
    // Both are asked for while the app's code is still held back: by the boot script, not the app.
    const release = await holdAppCode(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect.poll(() => calls.filter((path) => path === '/api/user/user' || path === '/api/user/user/dashboard').sort()).toEqual(['/api/user/user', '/api/user/user/dashboard']);
    release();
    await waitForScreen(page);
    await waitForNetworkIdle(page);
    expect(calls.filter((path) => path === '/api/user/user')).toHaveLength(1);
    expect(calls.filter((path) => path === '/api/user/user/dashboard')).toHaveLength(1);
    expect(page.uncaughtErrors).toEqual([]);
  });
});

// @sahm/domain's form rules (src/formRules.ts): the property page's buy, sell and gift forms and the
// dashboard's deposit and withdrawal forms check counts, phones and amounts with the API's own rules,
// written without zod, so neither page downloads nor evaluates zod. A string zod's build keeps (an issue
// code) tells its code apart; the sign-up page, whose form uses a zod schema, shows the marker finds it.
describe("the forms after the first paint, without zod (@sahm/domain's form rules)", () => {
  const zodMarker = 'invalid_union';

  test('signed in, a property page checks its trade forms without zod: none of its scripts is zod, and the count messages still show', async () => {
    const page = await newPage({ token: (await signedInAccount('no-zod')).token, viewport: viewports.phone });
    const code = scriptsOf(page);
    await page.goto('/property-detail?id=baghdad-mansour-garden-residences');
    await waitForScreen(page);
    const buy = page.getByRole('region', { name: 'Buy shares' });
    const count = buy.getByRole('textbox', { name: /Number of tokens/ });
    for (const [typed, message] of [
      ['0', 'Value should not be Zero'],
      ['1.5', 'Only integers are allowed'],
    ] as const) {
      await count.fill(typed);
      await buy.getByRole('button', { name: 'Continue to payment' }).click();
      await expect.poll(() => buy.getByText(message).count(), { message: typed }).toBeGreaterThan(0);
    }
    await waitForNetworkIdle(page);
    expect((await code()).includes(zodMarker), "zod's code on the property page").toBe(false);
    expect(page.uncaughtErrors).toEqual([]);
  });

  test("signed in, the dashboard checks its money forms without zod: none of its scripts is zod, and the amounts' messages still show", async () => {
    const page = await newPage({ token: (await signedInAccount('no-zod')).token, viewport: viewports.phone });
    const code = scriptsOf(page);
    await page.goto('/dashboard');
    await waitForScreen(page);
    const deposit = page.getByTestId('deposit-card');
    await deposit.getByRole('textbox', { name: 'Amount in Iraqi dinars' }).fill('9,999');
    await deposit.getByRole('button', { name: 'Deposit' }).click();
    await expect.poll(() => deposit.getByText('Minimum deposit limit is 10,000').count()).toBeGreaterThan(0);
    await waitForNetworkIdle(page);
    expect((await code()).includes(zodMarker), "zod's code on the dashboard").toBe(false);
    expect(page.uncaughtErrors).toEqual([]);

    const signUp = await newPage({ viewport: viewports.phone });
    const signUpCode = scriptsOf(signUp);
    await signUp.goto('/register');
    await waitForScreen(signUp);
    await waitForNetworkIdle(signUp);
    expect((await signUpCode()).includes(zodMarker), "zod's code on the sign-up page").toBe(true);
  });
});


