import { describe, expect, it } from 'vitest';
import { catalogFiles } from '../../i18n';

/** Words that may stay in Latin script in every language: brands, addresses, units. */
const literal = /support@sahm\.iq|OpenStreetMap|PDF|Sahm/g;

describe('the legal catalogs', () => {
  const of = (locale: string) => catalogFiles[`./legal/${locale}.json`]!;
  const keys = Object.keys(of('en')).sort();

  it('every key starts with the area', () => {
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key.startsWith('legal.')).toBe(true);
  });

  it.each(['ar', 'kr', 'bh'])('%s has exactly the English keys, translated', (locale) => {
    const catalog = of(locale);
    expect(Object.keys(catalog).sort()).toEqual(keys);
    const untranslated = keys.filter((k) => {
      const text = catalog[k] ?? '';
      return text.trim() === '' || /[A-Za-z]{3,}/.test(text.replace(/\{\w+\}/g, '').replace(literal, ''));
    });
    expect(untranslated).toEqual([]);
  });

  it.each(['ar', 'kr', 'bh'])('%s keeps the placeholders', (locale) => {
    for (const key of keys) {
      const placeholders = (text = '') => (text.match(/\{\w+\}/g) ?? []).sort();
      expect({ key, p: placeholders(of(locale)[key]) }).toEqual({ key, p: placeholders(of('en')[key]) });
    }
  });
});
