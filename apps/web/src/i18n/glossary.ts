import type { Locale } from '@sahm/domain';

/**
 * GLOSSARY.md as rules a test can check (glossary.test.ts): for each string
 * whose English source matches `when`, the translation must match `require`
 * and must not match `forbid`. Only for tests; the app never imports it.
 */
export interface GlossaryRule {
  concept: string;
  locale: Exclude<Locale, 'en'>;
  when: RegExp;
  require?: RegExp;
  forbid?: RegExp;
}

const any = /[\s\S]/;
const token = /\btokens?\b/i;
/** A holder's share of the rent (not a share of a property, which is a token). */
const shareOfRent = /\bshare of (?:the |its )?rent\b/i;
/** Money leaving the wallet; not "withdraw any consent". */
const withdrawal = /\bwithdraw(?:al|als)?\b(?! any consent)/i;
/** The Kurdish word for rent at the start of a word (inside verbs such as دەکرێت it is something else). */
const kurdishRent = /(?:^|[\s«(،:])کرێ/;
/** English about a fee that does not mention rent: there rent's Kurdish word can only be a mistranslated fee. */
const feeNotRent = /^(?![\s\S]*\brent)[\s\S]*\bfees?\b/i;

/**
 * The only Badini words written with ڕ: the glossary's own terms for a
 * withdrawal (ڕاکێشانا پارەی, and its verb ڕادکێشم) and a fee (ڕسووم), which
 * every language's column shares. Any other ڕ in Badini text is a Sorani
 * spelling (GLOSSARY.md: Badini writes ر).
 */
export const badiniTrilledR = ['ڕاکێش', 'ڕادکێش', 'ڕسووم'];

export const glossary: GlossaryRule[] = [
  { concept: 'token is حصة, never رمز (a code)', locale: 'ar', when: token, forbid: /رمز|رموز/ },
  { concept: 'سهم is only the brand', locale: 'ar', when: /^(?![\s\S]*Sahm)/, forbid: /سهم|أسهم/ },
  { concept: 'a share of rent is نصيب, not حصة (a token)', locale: 'ar', when: shareOfRent, forbid: /حص\S*(?: \S+)? من (?:ال)?إيجار/ },
  { concept: 'fee is ڕسووم, not کرێ (rent)', locale: 'kr', when: /\bfees?\b/i, require: /ڕسووم/ },
  { concept: 'a fee is never کرێ', locale: 'kr', when: feeNotRent, forbid: kurdishRent },
  { concept: 'funded is دابینکراو, not پارەدارکراو', locale: 'kr', when: /\bfund/i, forbid: /پارەدار/ },
  { concept: 'a share of rent is بەش, not پشک (a token)', locale: 'kr', when: shareOfRent, forbid: /پشک\S*(?: \S+)? لە کرێ/ },
  { concept: 'no suffix glued to a placeholder', locale: 'kr', when: any, forbid: /\}[\u0620-\u06FF]/ },
  { concept: 'fee is ڕسووم, not کرێ (rent)', locale: 'bh', when: /\bfees?\b/i, require: /ڕسووم/ },
  { concept: 'a fee is never کرێ', locale: 'bh', when: feeNotRent, forbid: kurdishRent },
  { concept: 'funded is دابینکری, not پارەدارکری', locale: 'bh', when: /\bfund/i, forbid: /پارەدار/ },
  { concept: 'withdrawal is ڕاکێشانا پارەی, one word only', locale: 'bh', when: withdrawal, forbid: /(?<!ڕا)کێشان|راکێش/ },
  { concept: 'a share of rent is پار or بەش, not پشک (a token)', locale: 'bh', when: shareOfRent, forbid: /پشک\S*(?: \S+)? ژ کرێ/ },
  { concept: 'secondary market is بازارا لاوەکی, one form only', locale: 'bh', when: /secondary market/i, require: /بازارا لاوەکی/ },
  { concept: 'Badini spelling: no Sorani ڵ, فروتن not فرۆتن', locale: 'bh', when: any, forbid: /ڵ|فرۆ/ },
  {
    concept: `Badini spelling: ر where Sorani writes ڕ (پشتراست, رۆژ, کرین, بر, زڤرین …); only ${badiniTrilledR.join(', ')} keep ڕ`,
    locale: 'bh',
    when: any,
    forbid: new RegExp(`(?<![\\u0620-\\u06FF\\u200C])(?!${badiniTrilledR.join('|')})[\\u0620-\\u06FF\\u200C]*ڕ`),
  },
  { concept: 'no suffix glued to a placeholder', locale: 'bh', when: any, forbid: /\}[\u0620-\u06FF]/ },
];
