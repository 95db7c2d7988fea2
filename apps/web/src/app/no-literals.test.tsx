// Every string a screen shows must come from the catalogs (issue 5): with
// each catalog message wrapped in ⟦…⟧, every text node on every public screen
// must be (part of) a wrapped message, data from the API, a formatted number,
// money or date, or one of a few names that are never translated. A literal
// string typed into a screen fails here.
import { uiMessages } from '@sahm/ui';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogs } from '../i18n';
import { marketplaceList, propertyView } from '../test/marketplace';
import { orderBook, propertyDetails, PROPERTY_ID } from '../features/property-detail/test/fixtures';
import { renderApp, type ApiRoutes } from '../test/app';

vi.setConfig({ testTimeout: 30_000 });

// The app's catalogs and the component library's own strings are both catalogs.
const en = catalogs.en!;
const original = { ...en };
const uiEn = uiMessages.en as Record<string, string>;
const originalUi = { ...uiEn };
beforeAll(() => {
  for (const key of Object.keys(en)) en[key] = `⟦${original[key]}⟧`;
  for (const key of Object.keys(uiEn)) uiEn[key] = `⟦${originalUi[key]}⟧`;
});
afterAll(() => {
  Object.assign(en, original);
  Object.assign(uiEn, originalUi);
});

/** Names that are the same in every language. */
const NEVER_TRANSLATED = [/^(Facebook|Instagram|LinkedIn|X)$/, /@sahm\.iq$/, /^https?:\/\//, /^PDF$/i];
/** Numbers, money, percentages, dates, times, phone numbers: produced by Intl formatters, not typed text. */
const FORMATTED = /^[\s\d.,:%+\-–—/()#×·•…٠-٩٫٬۰-۹]*(IQD|USD|\$|M|K|B|m²|AM|PM)?[\s\d.,:%+\-–—/()]*$/;
const MONTH_OR_DAY = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?[\s\d,]*$/;

const detail = propertyDetails();
const view = propertyView({ _id: 'p1', name: 'Erbil Heights', city: 'Erbil' });
const api: ApiRoutes = {
  'GET /user/marketplace/list': { body: { data: marketplaceList({ funded: [view], nonFunded: [view], all: [view], hot: [view] }) } },
  [`GET /user/marketplace/details/${PROPERTY_ID}`]: { body: { data: detail } },
  [`GET /user/marketplace/details/${PROPERTY_ID}/re-sell/list`]: { body: { data: orderBook() } },
};

/** Every string the stubbed API returns, at any depth: those may appear as they are. */
function apiStrings(): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.add(v.trim());
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const answer of Object.values(api)) walk((answer as { body: unknown }).body);
  return out;
}

function literalTexts(root: HTMLElement): string[] {
  const allowed = apiStrings();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    if (!text) continue;
    const parent = node.parentElement;
    if (parent?.closest('script, style')) continue;
    // Content marked as never translated (partner wordmarks, names).
    if (parent?.closest('[translate="no"]')) continue;
    // Symbols and numbers are not language (the required-field asterisk, separators).
    if (!/\p{L}/u.test(text)) continue;
    // A wrapped message may be split across elements (rich text): any marker counts.
    if (text.includes('⟦') || text.includes('⟧')) continue;
    // Text between two parts of one wrapped message (rich-text children).
    const whole = parent?.closest('p, li, h1, h2, h3, h4, td, th, label, button, a, dd, dt, figcaption, span')?.textContent ?? '';
    if (whole.includes('⟦') && whole.includes('⟧')) continue;
    if (allowed.has(text) || [...allowed].some((s) => s.length > 2 && text.includes(s))) continue;
    if (FORMATTED.test(text) || MONTH_OR_DAY.test(text)) continue;
    if (NEVER_TRANSLATED.some((r) => r.test(text))) continue;
    found.push(text);
  }
  return found;
}

const screens = [
  '/home',
  '/view-properties?state=All',
  `/property-detail?id=${PROPERTY_ID}`,
  '/about-us',
  '/terms-of-use',
  '/privacy-policy',
  '/contact-us',
  '/login',
  '/register',
  '/otp',
  '/forgot-password',
  '/reset-password?email=a@example.com',
];

describe('no literal strings outside the catalogs', () => {
  it.each(screens)('%s', async (path) => {
    renderApp(path, { api });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument(), { timeout: 10_000 });
    // Let lazy sections and data settle.
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 10_000 }).catch(() => undefined);
    expect(literalTexts(document.body)).toEqual([]);
  });

  it('would catch a literal: the check is not vacuous', () => {
    const div = document.createElement('div');
    div.innerHTML = '<p>⟦Translated⟧</p><p>Typed by hand</p><p>1,250,000 IQD</p><p translate="no">Tigris Bank</p><span>*</span>';
    expect(literalTexts(div)).toEqual(['Typed by hand']);
  });
});
