import { localeDirection, localeLang, locales } from '@sahm/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogFiles } from './all';

/**
 * Every catalog area the app has (found by the same glob the app uses, so a
 * new area is covered without editing this file): the same keys in all four
 * languages, each key prefixed by its area, translated (not English left in
 * place), the same ICU arguments, and every message formats.
 */

/** Words that stay in Latin script in every language: our brand, units, and the product names of platforms and browsers. */
const literal = /Sahm|IQD|USD|PDF|OpenStreetMap|support@sahm\.iq|JSON|Chrome|Safari|Edge|Android|iPhone|iPad|iOS|macOS|Mac|Windows|Dock|App Store|Google Play|Launchpad|Sonoma|Microsoft|Start/g;
/** ICU syntax (argument names, plural keywords) is not text to translate. */
const icuSyntax = /\{\w+, (?:plural|select|selectordinal),|\{\w+, number\}|\b(?:zero|one|two|few|many|other)\s*\{|=\d+\s*\{|\{\w+\}/g;
const argumentsOf = (text = '') => [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();

const areas = [...new Set(Object.keys(catalogFiles).map((path) => /^\.\/([^/]+)\//.exec(path)![1]!))].sort();

describe('catalog areas', () => {
  it('every area has en, ar, kr and bh', () => {
    expect(areas.length).toBeGreaterThan(5);
    for (const area of areas) for (const locale of locales) expect(catalogFiles[`./${area}/${locale}.json`], `${area}/${locale}`).toBeDefined();
  });
});

describe.each(areas)('the %s catalogs', (area) => {
  const of = (locale: string) => catalogFiles[`./${area}/${locale}.json`] ?? {};
  const keys = Object.keys(of('en')).sort();

  it('every key starts with the area', () => {
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key.startsWith(`${area}.`), key).toBe(true);
  });

  it.each(locales.filter((l) => l !== 'en'))('%s has exactly the English keys, translated, with the same arguments', (locale) => {
    const catalog = of(locale);
    expect(Object.keys(catalog).sort()).toEqual(keys);
    const untranslated = keys.filter((k) => {
      const text = catalog[k] ?? '';
      return text.trim() === '' || /[A-Za-z]{3,}/.test(text.replace(icuSyntax, '').replace(literal, ''));
    });
    expect(untranslated).toEqual([]);
    for (const key of keys) expect({ key, args: argumentsOf(catalog[key]) }).toEqual({ key, args: argumentsOf(of('en')[key]) });
  });

  // In Arabic and Kurdish (the right-to-left languages) the dinar's symbol ends with a full stop ("١٠٠٬٠٠٠ د.ع."):
  // a sentence that ends with the amount and then its own full stop showed "د.ع.." on the FIB payment screen.
  it.each(locales.filter((l) => localeDirection[l] === 'rtl'))('%s puts no full stop of its own right after an amount of money', (locale) => {
    const catalog = of(locale);
    const doubled = keys.filter((key) => /\{(?:amount|total|price|fee|balance|valuation|threshold)\}\./.test(catalog[key] ?? ''));
    expect(doubled).toEqual([]);
  });

  // A count of tokens, orders or properties agrees with its number: "Up to 1 tokens" and "حتى ٣ حصة" were
  // the buy and sell cards' hints. Every argument given the same number, nothing reads as a count in the wrong
  // form (English: one is singular; Arabic: two is the dual, three to ten take the plural).
  const miscounted: Record<string, { n: number[]; wrong: RegExp }> = {
    en: { n: [1], wrong: /\b1 (tokens|orders|properties|photos|holders|days|months)\b/ },
    ar: { n: [2, 3, 10], wrong: /(^|[^\d٠-٩٬,])([23٢٣]|10|١٠) (حصة|أمر|عقار|صورة|مالك|يوم|شهر)(?![\u0600-\u06FF])/ },
  };
  it.each(Object.keys(miscounted))('%s counts agree with their number', (locale) => {
    const intl = createIntl({ locale: localeLang[locale as 'en'], messages: of(locale) });
    const { n, wrong } = miscounted[locale]!;
    const found = keys.flatMap((key) =>
      n
        .map((count) => String(intl.formatMessage({ id: key }, Object.fromEntries(argumentsOf(of(locale)[key]).map((a) => [a, count])))))
        .filter((text) => wrong.test(text))
        .map((text) => `${key}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  // The count a plural is chosen by is given as a number, and a plain {count} prints a number with Latin digits
  // whatever the language ("تا 3 پشک"): every other language formats it too (a plural's #, or {count, number}).
  const counted = (text = '') => [...text.matchAll(/\{(\w+), (?:plural|selectordinal|number)\b/g)].map((m) => m[1]!);
  it.each(locales.filter((l) => l !== 'en'))('%s formats every count as a number, as English does', (locale) => {
    const plain = keys.flatMap((key) => counted(of('en')[key]).filter((arg) => (of(locale)[key] ?? '').includes(`{${arg}}`)).map((arg) => `${key}: {${arg}}`));
    expect(plain).toEqual([]);
  });

  it.each(locales)('%s messages all format', (locale) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale: localeLang[locale], messages: of(locale), onError: (e) => errors.push(e) });
    // Each message gets exactly the arguments it declares, as numbers (valid for plurals and text alike).
    for (const key of keys)
      for (const n of [0, 1, 2, 5, 11, 100])
        intl.formatMessage({ id: key }, Object.fromEntries(argumentsOf(of(locale)[key]).map((a) => [a, n])));
    expect(errors).toEqual([]);
  });
});
