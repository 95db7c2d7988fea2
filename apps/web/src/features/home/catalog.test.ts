import { localeLang, type Locale } from '@sahm/ui';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogFiles } from '../../i18n';

/** Words that may stay in Latin script in every language: brands, units. */
const literal = /Sahm|IQD|USD/g;
/** ICU syntax (argument names, plural keywords) is not text to translate. */
const icuSyntax = /\{\w+, plural,|\b(?:zero|one|two|few|many|other)\s*\{|=\d+\s*\{|\{\w+\}/g;
const argumentsOf = (text = '') => [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();

/** The home and properties catalogs: same keys in every language, translated, valid ICU. */
describe.each(['home', 'properties'])('the %s catalogs', (area) => {
  const of = (locale: string) => catalogFiles[`./${area}/${locale}.json`]!;
  const keys = Object.keys(of('en')).sort();

  it('every key starts with the area', () => {
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key.startsWith(`${area}.`)).toBe(true);
  });

  it.each(['ar', 'kr', 'bh'])('%s has exactly the English keys, translated, with the same arguments', (locale) => {
    const catalog = of(locale);
    expect(Object.keys(catalog).sort()).toEqual(keys);
    const untranslated = keys.filter((k) => {
      const text = catalog[k] ?? '';
      return text.trim() === '' || /[A-Za-z]{3,}/.test(text.replace(icuSyntax, '').replace(literal, ''));
    });
    expect(untranslated).toEqual([]);
    for (const key of keys) expect({ key, args: argumentsOf(catalog[key]) }).toEqual({ key, args: argumentsOf(of('en')[key]) });
  });

  it.each(['en', 'ar', 'kr', 'bh'] as Locale[])('%s messages all format', (locale) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale: localeLang[locale], messages: of(locale), onError: (e) => errors.push(e) });
    for (const key of keys) for (const count of [0, 1, 2, 5, 11, 100]) intl.formatMessage({ id: key }, { count, list: 'x' });
    expect(errors).toEqual([]);
  });
});
