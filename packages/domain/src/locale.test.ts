import { describe, expect, it } from 'vitest';
import { isLocale, localeDirection, locales, toLocale } from './locale';

describe('locales (spec.md §9)', () => {
  it('are the four stored codes, English left to right and the rest right to left', () => {
    expect(locales).toEqual(['en', 'ar', 'kr', 'bh']);
    expect(locales.filter((l) => localeDirection[l] === 'rtl')).toEqual(['ar', 'kr', 'bh']);
  });

  it('accepts stored codes and BCP 47 tags', () => {
    expect(toLocale('ckb')).toBe('kr');
    expect(toLocale('ar-IQ')).toBe('ar');
    expect(toLocale('kmr-Arab-IQ')).toBe('bh');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
    expect(isLocale('bh')).toBe(true);
    expect(isLocale('ckb')).toBe(false);
  });
});
