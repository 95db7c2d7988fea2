import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../src/locale';
import { formattingTag, messageCatalogs, messageText, type MessageCode } from '../src/messages';

// Server messages are ICU MessageFormat (decisions.md §14): plural rules per
// language and numbers in the language's digits (glossary.md: Arabic-Indic
// with ٬ in ar, kr and bh; Latin in en).

interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
}
function argumentsOf(elements: Element[], out = new Map<string, number>()): Map<string, number> {
  for (const el of elements) {
    if (el.type !== 0 && el.type !== 7 && el.value !== undefined) out.set(el.value, el.type);
    if (el.options) for (const o of Object.values(el.options)) argumentsOf(o.value, out);
  }
  return out;
}
const parsed = (text: string) => argumentsOf(new IntlMessageFormat(text, 'en', undefined, { ignoreTag: true }).getAst() as unknown as Element[]);
/** Arguments by name, with whether each is formatted as a number. */
const shape = (text: string) => Object.fromEntries([...parsed(text)].sort(([a], [b]) => a.localeCompare(b)).map(([name, type]) => [name, type === 2 || type === 6]));

const codes = Object.keys(messageCatalogs.en) as MessageCode[];

describe('server message catalogs', () => {
  it.each(locales)('%s: every message is valid ICU with the English arguments, numbers formatted as numbers', (locale) => {
    const wrong = codes.filter((code) => JSON.stringify(shape(messageCatalogs[locale][code])) !== JSON.stringify(shape(messageCatalogs.en[code])));
    expect(wrong).toEqual([]);
  });

  it('format every count and amount as a number: no bare {tokens} or {amount} that would print Latin digits', () => {
    const numeric = /^(amount|price|min|max|tokens|available|seconds|minutes|count)$/;
    const bare: string[] = [];
    for (const locale of locales)
      for (const code of codes)
        for (const [name, isNumber] of Object.entries(shape(messageCatalogs[locale][code]))) if (numeric.test(name) && !isNumber) bare.push(`${locale} ${code} {${name}}`);
    expect(bare).toEqual([]);
  });
});

const counts = [1, 2, 3, 11, 100, 1_234_567];
const gift = (locale: Locale, tokens: number) => messageText(locale, 'NOTIFY_GIFT_RECEIVED', { user: 'karwan', tokens, property: 'Zagros' });

describe('plurals and numbers in four languages', () => {
  it('en: one token, n tokens, grouped with commas', () => {
    expect(counts.map((n) => gift('en', n))).toEqual([
      'karwan gifted you 1 token of Zagros',
      'karwan gifted you 2 tokens of Zagros',
      'karwan gifted you 3 tokens of Zagros',
      'karwan gifted you 11 tokens of Zagros',
      'karwan gifted you 100 tokens of Zagros',
      'karwan gifted you 1,234,567 tokens of Zagros',
    ]);
    expect(messageText('en', 'OTP_ACCOUNT_LOCKED', { minutes: 1 })).toBe('Too many wrong codes on this account. Please try again in 1 minute.');
    expect(messageText('en', 'NOT_ENOUGH_TOKENS', { available: 0 })).toBe('No tokens are available');
    expect(messageText('en', 'NOT_ENOUGH_TOKENS', { available: 1 })).toBe('Only 1 token is available');
  });

  it('ar: the dual, 3–10 with the plural noun, 11 and up with the singular, Arabic-Indic digits', () => {
    expect(counts.map((n) => gift('ar', n))).toEqual([
      'أهداك karwan حصة واحدة من Zagros',
      'أهداك karwan حصتين من Zagros',
      'أهداك karwan ٣ حصص من Zagros',
      'أهداك karwan ١١ حصة من Zagros',
      'أهداك karwan ١٠٠ حصة من Zagros',
      'أهداك karwan ١٬٢٣٤٬٥٦٧ حصة من Zagros',
    ]);
    expect(counts.map((minutes) => messageText('ar', 'OTP_ACCOUNT_LOCKED', { minutes }).replace(/^.* بعد /, ''))).toEqual([
      'دقيقة واحدة.',
      'دقيقتين.',
      '٣ دقائق.',
      '١١ دقيقة.',
      '١٠٠ دقيقة.',
      '١٬٢٣٤٬٥٦٧ دقيقة.',
    ]);
    expect(messageText('ar', 'NOT_ENOUGH_TOKENS', { available: 2 })).toBe('المتاح حصتان فقط');
    expect(messageText('ar', 'NOT_ENOUGH_TOKENS', { available: 0 })).toBe('لم تعد هناك حصص متاحة');
  });

  it('kr: the noun stays singular after a number, Arabic-Indic digits', () => {
    expect(counts.map((n) => gift('kr', n))).toEqual(
      ['١', '٢', '٣', '١١', '١٠٠', '١٬٢٣٤٬٥٦٧'].map((n) => `karwan ${n} پشکی لە موڵکی Zagros بە دیاری پێدایت`),
    );
    expect(messageText('kr', 'NOT_ENOUGH_TOKENS', { available: 0 })).toBe('هیچ پشکێک بەردەست نییە');
  });

  it('bh: Arabic-Indic digits grouped with ٬ (never Kurmanji’s "1.234"), one minute and many minutes', () => {
    expect(counts.map((n) => gift('bh', n))).toEqual(['١', '٢', '٣', '١١', '١٠٠', '١٬٢٣٤٬٥٦٧'].map((n) => `karwan ${n} پشک ژ Zagros ب دیاری دان تە`));
    expect(counts.map((minutes) => messageText('bh', 'CODE_SENDS_EXHAUSTED', { minutes }).replace(/^.* پشتی | جارەکا .*$/g, ''))).toEqual([
      '١ خولەکێ',
      '٢ خولەکان',
      '٣ خولەکان',
      '١١ خولەکان',
      '١٠٠ خولەکان',
      '١٬٢٣٤٬٥٦٧ خولەکان',
    ]);
    expect(messageText('bh', 'NOT_ENOUGH_TOKENS', { available: 1 })).toBe('تنێ ١ پشک بەردەستە');
  });

  it.each(locales)('%s: amounts in dinars, also when stored as text the way older notifications were ("1,234,567")', (locale) => {
    const asNumber = messageText(locale, 'NOTIFY_WITHDRAWAL_PAID', { amount: 1_234_567 });
    expect(messageText(locale, 'NOTIFY_WITHDRAWAL_PAID', { amount: '1,234,567' })).toBe(asNumber);
    expect(messageText(locale, 'NOTIFY_WITHDRAWAL_PAID', { amount: '١٬٢٣٤٬٥٦٧' })).toBe(asNumber);
    expect(asNumber).toContain(locale === 'en' ? '1,234,567' : '١٬٢٣٤٬٥٦٧');
    if (locale !== 'en') expect(asNumber).not.toMatch(/[0-9]/);
  });

  it('formats numbers with the tags of the web app’s digit policy', () => {
    expect(formattingTag('en')).toBe('en');
    expect(formattingTag('ar')).toBe('ar-IQ');
    for (const locale of ['ar', 'kr', 'bh'] as const) expect(new Intl.NumberFormat(formattingTag(locale)).format(1234)).toBe('١٬٢٣٤');
  });

  it('leaves codes and names as given: a code keeps its leading zero and Latin digits', () => {
    for (const locale of locales) expect(messageText(locale, 'EMAIL_CHANGE_CODE_TEXT', { code: '012345', minutes: 10 })).toContain('012345');
    expect(messageText('ar', 'EMAIL_CHANGE_CODE_TEXT', { code: '012345', minutes: 10 })).toContain('١٠ دقائق');
  });
});
