import { locales } from '@sahm/domain';
import { describe, expect, it } from 'vitest';
import { uiMessages } from '.';

/** Words that stay in Latin script in every language: a map provider's name (its licence asks for it) and a key's label as printed on keyboards. */
const literal = /OpenStreetMap|\bHome\b/g;

describe('library catalogs', () => {
  const keys = Object.keys(uiMessages.en).sort();
  const translated = locales.filter((l) => l !== 'en');

  it.each(translated)('%s has every English key and no stray ones', (locale) => {
    expect(Object.keys(uiMessages[locale]).sort()).toEqual(keys);
  });

  it.each(translated)('%s is translated, not English left in place', (locale) => {
    const untranslated = keys.filter((k) => {
      const text = uiMessages[locale][k as keyof typeof uiMessages.en] ?? '';
      return /[A-Za-z]{3,}/.test(text.replace(/\{\w+\}/g, '').replace(literal, '')) || text.trim() === '';
    });
    expect(untranslated).toEqual([]);
  });

  it('keeps placeholders identical across languages', () => {
    for (const key of keys) {
      const en = (uiMessages.en[key as keyof typeof uiMessages.en] ?? '').match(/\{\w+\}/g)?.sort() ?? [];
      for (const locale of translated) {
        const other = (uiMessages[locale][key as keyof typeof uiMessages.en] ?? '').match(/\{\w+\}/g)?.sort() ?? [];
        expect({ key, locale, placeholders: other }).toEqual({ key, locale, placeholders: en });
      }
    }
  });
});
