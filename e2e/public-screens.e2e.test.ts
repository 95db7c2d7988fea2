// What a walkthrough of the public screens from 320 to 1280 px found (issue 16):
// the header stays one or two lines without
// sideways scrolling between phone and desktop widths, and the calculator's
// total is on the first screen of a phone without scrolling the table.
import { describe, expect, test } from 'vitest';
import { horizontalOverflow, overflowingElements, useBrowser, viewports } from './support/browser.ts';
import { openStill } from './support/stable.ts';

const { newPage } = useBrowser();

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
