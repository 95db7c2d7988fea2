// Journey (c): the home page in Arabic renders right to left with nothing
// sticking out sideways, on a phone and on a desktop.
import { describe, expect, test } from 'vitest';
import { horizontalOverflow, overflowingElements, useBrowser, viewports } from './support/browser.ts';
import { openStill } from './support/stable.ts';

const { newPage } = useBrowser();

describe('home in Arabic', () => {
  for (const [label, viewport] of Object.entries(viewports)) {
    test(`is right to left with no horizontal overflow at ${viewport.width} px (${label})`, async () => {
      const page = await newPage({ language: 'ar', viewport });
      await openStill(page, '/home');

      const html = await page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));
      expect(html.dir).toBe('rtl');
      expect(html.lang).toMatch(/^ar\b/);

      // Arabic text, not English left in place: the page's h1 is in Arabic script.
      expect(await page.locator('main h1').first().innerText()).toMatch(/[\u0600-\u06FF]/);

      const overflow = await horizontalOverflow(page);
      expect(overflow, `scrollWidth exceeds clientWidth by ${overflow}px; sticking out: ${(await overflowingElements(page)).join(', ')}`).toBeLessThanOrEqual(0);

      expect(page.uncaughtErrors).toEqual([]);
    });
  }
});
