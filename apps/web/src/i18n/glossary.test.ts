import { locales, messageCatalogs, type Locale } from '@sahm/domain';
import { uiMessages } from '@sahm/ui';
import { describe, expect, it } from 'vitest';
import { catalogFiles } from './all';
import { glossary } from './glossary';

/**
 * The product's words (glossary.ts, GLOSSARY.md): every catalog the person
 * reads — the app's areas, the UI library's and the server messages — is
 * checked string by string against its English source, so a variant the
 * glossary rules out (a verification code's word for a token, rent's word for
 * a fee) fails here rather than in a native speaker's review.
 */
type Texts = Record<string, string>;
const sources: [string, Record<Locale, Texts>][] = [
  ['server messages', messageCatalogs as Record<Locale, Texts>],
  ['library', uiMessages as unknown as Record<Locale, Texts>],
];
for (const path of Object.keys(catalogFiles)) {
  const [, area, locale] = /^\.\/([^/]+)\/(\w+)\.json$/.exec(path)!;
  let entry = sources.find(([name]) => name === area);
  if (!entry) sources.push((entry = [area!, {} as Record<Locale, Texts>]));
  entry[1][locale as Locale] = catalogFiles[path]!;
}

describe.each(locales.filter((l) => l !== 'en'))('%s uses the glossary’s words', (locale) => {
  it.each(glossary.filter((rule) => rule.locale === locale).map((rule) => [rule.concept, rule] as const))('%s', (_, rule) => {
    const broken: string[] = [];
    for (const [name, catalogs] of sources)
      for (const [key, english] of Object.entries(catalogs.en)) {
        const text = catalogs[locale]?.[key];
        if (text === undefined || !rule.when.test(english)) continue;
        if (rule.forbid?.test(text) || (rule.require && !rule.require.test(text))) broken.push(`${name} ${key}: ${text}`);
      }
    expect(broken).toEqual([]);
  });
});

/** ICU syntax (`=0 {`, `{count, plural,`, `{amount, number}`) is not text a person reads. */
const icuSyntax = /\{\w+, (?:plural|select|selectordinal),|\{\w+, number\}|=\d+\s*\{/g;

describe.each(locales.filter((l) => l !== 'en'))('%s digits', (locale) => {
  it('are Arabic-Indic with Arabic separators: no Latin digit, comma or percent sign in the text', () => {
    const latin: string[] = [];
    for (const [name, catalogs] of sources)
      for (const [key, text] of Object.entries(catalogs[locale] ?? {})) if (/[0-9,%]/.test(text.replace(icuSyntax, ''))) latin.push(`${name} ${key}: ${text}`);
    expect(latin).toEqual([]);
  });
});

describe('the glossary', () => {
  it('has rules for every translated language, each of which applies to some text', () => {
    for (const locale of locales.filter((l) => l !== 'en')) expect(glossary.some((rule) => rule.locale === locale)).toBe(true);
    for (const rule of glossary) {
      const applies = sources.some(([, catalogs]) => Object.entries(catalogs.en).some(([key, en]) => rule.when.test(en) && catalogs[rule.locale]?.[key] !== undefined));
      expect({ concept: rule.concept, locale: rule.locale, applies }).toEqual({ concept: rule.concept, locale: rule.locale, applies: true });
    }
  });

  it('catches the variants it rules out', () => {
    const check = (locale: Locale, english: string, text: string) =>
      glossary.filter((r) => r.locale === locale && r.when.test(english)).some((r) => r.forbid?.test(text) || (r.require && !r.require.test(text)));
    expect(check('ar', 'Buy tokens', 'اشترِ رموزاً')).toBe(true);
    expect(check('ar', 'Buy tokens', 'اشترِ حصصاً')).toBe(false);
    expect(check('kr', 'Platform fee', 'کرێی پلاتفۆرم')).toBe(true);
    expect(check('kr', 'Platform fee', 'ڕسوومی پلاتفۆرم')).toBe(false);
    expect(check('bh', 'Your share of the rent', 'پشکا تە ژ کرێیێ')).toBe(true);
    expect(check('bh', 'Your share of the rent', 'پارا تە ژ کرێیێ')).toBe(false);
    expect(check('bh', 'Verify your e-mail', 'ئیمەیلا خۆ پشتڕاست بکە')).toBe(true);
    expect(check('bh', 'Verify your e-mail', 'ئیمەیلا خۆ پشتراست بکە')).toBe(false);
    // Badini writes ر where Sorani writes ڕ, in every word but the glossary's withdrawal and fee.
    expect(check('bh', 'Buy tokens', 'پشکان بکڕە')).toBe(true);
    expect(check('bh', 'Buy tokens', 'پشکان بکرە')).toBe(false);
    expect(check('bh', 'Back', 'زڤڕین')).toBe(true);
    expect(check('bh', 'Amount', 'بڕ')).toBe(true);
    expect(check('bh', 'This account has been suspended', 'ئەڤ هەژمارە هاتە ڕاوەستاندن')).toBe(true);
    expect(check('bh', 'Withdrawn', 'ڕاکێشای')).toBe(false);
    expect(check('bh', 'How do I deposit and withdraw?', 'ئەز چاوا پارەی دانم و ڕادکێشم؟')).toBe(false);
    expect(check('bh', 'Withdrawal fee', 'ڕسوومێن ڕاکێشانا پارەی')).toBe(false);
  });
});
