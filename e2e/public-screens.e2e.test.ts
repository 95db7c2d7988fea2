// What a walkthrough of the public screens from 320 to 1280 px found (issue 16):
// the header stays one or two lines without
// sideways scrolling between phone and desktop widths and takes a small share
// of a phone held sideways, the calculator's total is on the first screen of a
// phone without scrolling the table, and a search on a phone brings its
// results into view.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { horizontalOverflow, overflowingElements, useBrowser, viewports } from './support/browser.ts';
import { openStill } from './support/stable.ts';

const { newPage } = useBrowser();
/** The home screen's words in a language, from its catalog. */
const homeText = (language: 'en' | 'ar', key: string) =>
  (JSON.parse(readFileSync(new URL(`../apps/web/src/i18n/home/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>)[key]!;

describe.each(['en', 'ar'] as const)('%s', (language) => {
  for (const width of [577, 640, 700, 800]) {
    test(`at ${width} px the header is at most two lines tall and nothing scrolls sideways`, async () => {
      const page = await newPage({ language, viewport: { width, height: 800 } });
      await openStill(page, '/home');
      const overflow = await horizontalOverflow(page);
      expect(overflow, `sticking out: ${(await overflowingElements(page)).join(', ')}`).toBeLessThanOrEqual(0);
      const header = (await page.locator('header').first().boundingBox())!;
      // Two lines of 44 px touch targets and their padding.
      expect(header.height).toBeLessThanOrEqual(2 * 44 + 40);
    });
  }

  test('at 375 px a search brings its results into view and focuses their heading', async () => {
    const page = await newPage({ language, viewport: viewports.phone });
    await openStill(page, '/home');
    const box = page.getByRole('main').getByRole('searchbox', { name: homeText(language, 'home.search.label') });
    await box.fill('Erbil');
    await box.press('Enter');
    // The results start below the fold on a phone: Enter scrolls them up and moves focus to their heading.
    const heading = page.getByRole('heading', { level: 2, name: homeText(language, 'home.search.results'), exact: true });
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    const header = (await page.locator('header').first().boundingBox())!;
    const shown = (await heading.boundingBox())!;
    // Below the sticky header, and inside the first screen.
    expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(shown.y + shown.height).toBeLessThanOrEqual(viewports.phone.height);
    expect(page.uncaughtErrors).toEqual([]);
  });

  test('at 375 px the calculator shows every column, the total included, without scrolling the table', async () => {
    const page = await newPage({ language, viewport: viewports.phone });
    await openStill(page, '/home');
    const table = page.locator('table').filter({ has: page.locator('caption') }).first();
    await table.scrollIntoViewIfNeeded();
    const region = table.locator('xpath=..');
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const total = (await table.locator('tbody tr').first().locator('td').last().boundingBox())!;
    expect(total.x).toBeGreaterThanOrEqual(0);
    expect(total.x + total.width).toBeLessThanOrEqual(viewports.phone.width);
  });
});

test('on a phone held sideways (667×375, ar) the sticky header takes a small share of the screen', async () => {
  const viewport = { width: 667, height: 375 };
  const page = await newPage({ language: 'ar', viewport });
  await openStill(page, '/home');
  const header = (await page.locator('header').first().boundingBox())!;
  // It used to wrap into a column and cover 44% of the height; one line of 44 px targets and padding stays under a fifth.
  expect(header.height / viewport.height).toBeLessThanOrEqual(0.2);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
