// The public screens in Arabic, Sorani and Badini: one digit policy (glossary:
// Arabic-Indic digits wherever a number is shown to a person), day-first
// Kurdish dates in the language's own month names.
import { describe, expect, test } from 'vitest';
import { seededPropertyId } from './support/api.ts';
import { useBrowser, viewports } from './support/browser.ts';
import { openStill } from './support/stable.ts';

const { newPage } = useBrowser();

const screens = async () => ['/home', '/view-properties', `/property-detail?id=${await seededPropertyId()}`, '/about-us', '/contact-us', '/terms-of-use', '/login', '/register'];

/** Latin text a person may meet in every language: e-mail addresses, web addresses and product names. */
const allowedLatin = /[\w.+-]+@[\w.-]+|https?:\/\/\S+|\bwww\.\S+/g;

describe.each(['ar', 'kr', 'bh'] as const)('%s', (language) => {
  test('no Latin digit or comma on any public screen outside e-mail and web addresses', async () => {
    const page = await newPage({ language, viewport: viewports.desktop });
    const found: string[] = [];
    for (const path of await screens()) {
      await openStill(page, path);
      const text = (await page.locator('body').innerText()).replace(allowedLatin, '');
      for (const line of text.split('\n')) if (/[0-9,]/.test(line)) found.push(`${path}: ${line.trim()}`);
      // Numbered lists' markers are not in innerText: they count in the list's style.
      for (const style of await page.locator('ol').evaluateAll((lists) => lists.map((l) => getComputedStyle(l).listStyleType)))
        if (style === 'decimal') found.push(`${path}: a numbered list counts in Latin digits`);
    }
    expect(found).toEqual([]);
    expect(page.uncaughtErrors).toEqual([]);
  });
});

const months = {
  kr: /کانوونی دووەم|شوبات|ئازار|نیسان|ئایار|حوزەیران|تەمووز|ئاب|ئەیلوول|تشرینی یەکەم|تشرینی دووەم|کانوونی یەکەم/,
  bh: /کانوونا دووێ|شوبات|ئادار|نیسان|گولان|حزیران|تیرمەه|تەباخ|ئیلون|چریا ئێکێ|چریا دووێ|کانوونا ئێکێ/,
};
/** Iraqi Arabic's month names (Arabic letters), which a Kurdish page showed before. */
const arabicMonths = /كانون|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين/;

describe.each(['kr', 'bh'] as const)('%s dates', (language) => {
  test('the property page’s price history is dated day first in the language’s own month names', async () => {
    const page = await newPage({ language, viewport: viewports.desktop });
    await openStill(page, `/property-detail?id=${await seededPropertyId()}`);
    // The history renders as it comes near (lib/deferred): scroll to it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('main table tbody tr').first().waitFor({ state: 'attached' });
    // textContent: the chart's SVG labels and the screen-reader table count too.
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toMatch(months[language]);
    expect(text).not.toMatch(arabicMonths);
    // Day, month name, year: never the year first.
    expect(text).not.toMatch(new RegExp(`[٠-٩]{4} (?:${months[language].source})`));
  });
});

describe.each([
  ['en', 'Sahm'],
  ['ar', 'سهم'],
] as const)('%s tab titles', (language, brand) => {
  test('each public screen has its own title: its heading and the brand', async () => {
    const page = await newPage({ language, viewport: viewports.phone });
    const titles: string[] = [];
    for (const path of await screens()) {
      await openStill(page, path);
      const heading = (await page.locator('main h1').first().innerText()).trim();
      await expect.poll(() => page.title()).toBe(`${heading} – ${brand}`);
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(titles.length);
  });
});
