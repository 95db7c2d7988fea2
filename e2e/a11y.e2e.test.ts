// axe finds no violations on any public screen, in English (LTR) and Arabic (RTL);
// a control the keyboard focuses is never hidden under the sticky header; a link
// to another screen takes focus to that screen's heading.
import { beforeAll, describe, expect, test } from 'vitest';
import { seededPropertyId } from './support/api.ts';
import { axeViolations, formatViolations } from './support/axe.ts';
import { heading, useBrowser, viewports, waitForNetworkIdle, waitForNextScreen, type Language } from './support/browser.ts';
import { openStill } from './support/stable.ts';

const { newPage } = useBrowser();

let propertyId = '';
beforeAll(async () => {
  propertyId = await seededPropertyId();
});

const screens: [name: string, path: () => string][] = [
  ['home', () => '/home'],
  ['all properties', () => '/view-properties?state=All'],
  ['property detail', () => `/property-detail?id=${propertyId}`],
  ['about us', () => '/about-us'],
  ['terms of use', () => '/terms-of-use'],
  ['privacy policy', () => '/privacy-policy'],
  ['contact us', () => '/contact-us'],
  ['login', () => '/login'],
  ['register', () => '/register'],
  ['forgot password', () => '/forgot-password'],
];

for (const language of ['en', 'ar'] as Language[]) {
  describe(`axe, ${language}`, () => {
    for (const [name, path] of screens) {
      test(`${name} has no violations`, async () => {
        const page = await newPage({ language, bypassCSP: true });
        await openStill(page, path());
        const violations = await axeViolations(page);
        expect(violations.map((v) => v.id), `axe on ${path()} (${language}):\n${formatViolations(violations)}`).toEqual([]);
        expect(page.uncaughtErrors).toEqual([]);
      });
    }
  });
}

// WCAG 2.4.11: moving focus backwards up a long page scrolls each control to the window's top edge,
// which the sticky header covers, unless the page keeps a scroll padding of the header's height.
describe('focus not obscured by the sticky header', () => {
  for (const [language, viewport] of [
    ['en', viewports.desktop],
    ['ar', viewports.phone],
  ] as const) {
    test(`tabbing back up the property page (${language}, ${viewport.width} px) shows every focused control below the header`, async () => {
      const page = await newPage({ language, viewport });
      await openStill(page, `/property-detail?id=${propertyId}`);
      await page.keyboard.press('F3'); // every section rendered (lib/deferred), so the walk meets them all
      await waitForNetworkIdle(page);
      // The virtual tour's frame loads lazily, once near: loaded before the walk, since focus entering a frame that is
      // still navigating falls to <body> (seen once on a busy machine, which ended the walk early). A lazy frame not yet
      // started is about:blank and already "loaded": wait for its own address, then its load.
      for (const frame of await page.locator('main iframe').all()) {
        await frame.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        const content = (await (await frame.elementHandle())!.contentFrame())!;
        await expect.poll(() => content.url(), { timeout: 10_000 }).not.toBe('about:blank');
        await content.waitForLoadState('load');
      }
      await waitForNetworkIdle(page);
      await page.evaluate(() => {
        const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')];
        focusable.filter((el) => el.offsetParent !== null && !el.closest('header')).at(-1)!.focus();
      });
      const hidden: string[] = [];
      let walked = 0;
      for (; walked < 200; walked++) {
        await page.keyboard.press('Shift+Tab');
        // Focus passing through the tour's frame (another process, another origin) is handed over and back
        // asynchronously, and <body> holds it in between: 86c9376's clean-clone CI read <body> there and ended the
        // walk after 13 steps. The walk ends at the header; focus resting on <body> is a lost focus, and a failure.
        const settled = await page
          .waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, null, { timeout: 5_000 })
          .then(() => true, () => false);
        expect(settled, `focus fell to <body> after ${walked} steps back`).toBe(true);
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const header = document.querySelector('header')!;
          if (header.contains(el)) return null;
          const rect = el.getBoundingClientRect();
          return { name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || el.querySelector('img')?.alt || '').trim().slice(0, 40)}"`, top: rect.top, headerBottom: header.getBoundingClientRect().bottom };
        });
        if (!focused) break;
        if (focused.top < focused.headerBottom) hidden.push(`${focused.name} at ${Math.round(focused.top)} px, header to ${Math.round(focused.headerBottom)} px`);
      }
      expect(walked).toBeGreaterThan(15);
      expect(hidden).toEqual([]);
      expect(page.uncaughtErrors).toEqual([]);
    });
  }
});

// A screen reader says where a link has taken the person, as after a full page load, and Tab goes on
// from the top of the new screen, not from <body> (the pressed link is gone): lib/useFocusOnNavigate.
test('a link to another screen takes focus to its heading, through the loading screen, and Tab continues from there (ar, 375 px)', async () => {
  const page = await newPage({ language: 'ar', viewport: viewports.phone });
  await openStill(page, '/home');
  const focusedHeading = () => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent?.trim() : null));

  const home = await heading(page);
  await page.locator('footer').getByRole('link', { name: 'من نحن' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/about-us');
  await waitForNextScreen(page, home);
  await expect.poll(focusedHeading).toBe(await heading(page));
  await page.keyboard.press('Tab');
  const after = await page.evaluate(() => {
    const heading = document.querySelector('main h1')!;
    const active = document.activeElement!;
    return document.querySelector('main')!.contains(active) && !!(heading.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(after).toBe(true);

  // A property's page shows a loading heading first; focus follows it to the property's name.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/home');
  const card = page.locator('main a[href*="/property-detail?id="]').first();
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await page.waitForURL((url) => url.pathname === '/property-detail');
  // The loading screen's heading has the same id, so read the name from the property's <article>, which only the
  // loaded property renders. Waiting for the loading screen to detach was not enough: a300ea4's clean-clone CI got
  // there before the loading screen had mounted, and read its words ('تفاصيل العقار') as the name.
  const name = page.locator('article #property-title');
  await name.waitFor();
  await expect.poll(focusedHeading).toBe((await name.textContent())?.trim());
  expect(page.uncaughtErrors).toEqual([]);
});
