import { IntlMessageFormat } from 'intl-messageformat';
import { toAsciiDigits } from './digits';
import type { Locale } from './locale';
import ar from './messages/ar.json';
import bh from './messages/bh.json';
import en from './messages/en.json';
import kr from './messages/kr.json';

/**
 * Server messages keyed by stable English codes (decisions.md §2). English
 * holds the spec's exact texts; the other catalogs translate them. Both the
 * api (error envelope) and the web app (form validation) read these.
 */
export type MessageCode = keyof typeof en;
/** The api's name for {@link Locale}: the same four codes, defined once in locale.ts. */
export type AppLocale = Locale;

export const messageCatalogs: Record<Locale, Record<MessageCode, string>> = { en, ar, kr, bh };

export function isMessageCode(value: string): value is MessageCode {
  return Object.prototype.hasOwnProperty.call(en, value);
}

/** True when this runtime formats numbers of the tag's language with Arabic-Indic digits. */
function arabicDigits(tag: string): boolean {
  const language = tag.split('-')[0]!;
  if (!Intl.NumberFormat.supportedLocalesOf([tag]).some((t) => t.toLowerCase().startsWith(language))) return false;
  return new Intl.NumberFormat(tag).resolvedOptions().numberingSystem === 'arab';
}

const tags = new Map<Locale, string>();

/**
 * The Intl tag a locale's numbers and plural rules are formatted with
 * (glossary.md's digit policy, decisions.md §12): en Latin; ar, kr and bh
 * Arabic-Indic digits with the Arabic separator (٬). Runtimes that know no
 * Badini format `kmr` as Kurmanji in Latin script ("1.234"), and some lack
 * Sorani, so Kurdish falls back to Sorani's data and then to Iraqi Arabic,
 * which write numbers the same way (Kurdish plurals are one/other in all).
 */
export function formattingTag(locale: Locale): string {
  const hit = tags.get(locale);
  if (hit) return hit;
  const candidates = { en: ['en'], ar: ['ar-IQ'], kr: ['ckb-IQ', 'ar-IQ'], bh: ['kmr-Arab-IQ', 'ckb-IQ', 'ar-IQ'] }[locale];
  const tag = locale === 'en' ? 'en' : (candidates.find(arabicDigits) ?? 'ar-IQ');
  tags.set(locale, tag);
  return tag;
}

/** The parts of a parsed ICU message this file looks at (@formatjs/icu-messageformat-parser's elements). */
interface IcuElement {
  type: number;
  value?: string;
  options?: Record<string, { value: IcuElement[] }>;
}
/** Element types of the ICU parser: plain text, `{arg, number}`, `{arg, plural, …}`, and `#` inside a plural. */
const LITERAL = 0;
const NUMBER = 2;
const PLURAL = 6;
const POUND = 7;

interface Compiled {
  format: IntlMessageFormat;
  /** Arguments the message formats as numbers (`{n, number}`, `{n, plural, …}`). */
  numeric: Set<string>;
  /** Every argument the message names. */
  names: Set<string>;
}

function collect(elements: IcuElement[], numeric: Set<string>, names: Set<string>) {
  for (const el of elements) {
    if (el.type !== LITERAL && el.value !== undefined && el.type !== POUND) names.add(el.value);
    if ((el.type === NUMBER || el.type === PLURAL) && el.value) numeric.add(el.value);
    if (el.options) for (const option of Object.values(el.options)) collect(option.value, numeric, names);
  }
}

const compiled = new Map<string, Compiled>();

/**
 * Catalog entries are ICU MessageFormat strings, or (in the web app's
 * production build, scripts/precompileMessages.ts) their syntax trees.
 */
function compile(locale: Locale, code: MessageCode): Compiled {
  const key = `${locale}:${code}`;
  const hit = compiled.get(key);
  if (hit) return hit;
  const template = (messageCatalogs[locale][code] ?? en[code]) as string | IcuElement[];
  const format = new IntlMessageFormat(template as string, formattingTag(locale), undefined, { ignoreTag: true });
  const numeric = new Set<string>();
  const names = new Set<string>();
  collect(format.getAst() as unknown as IcuElement[], numeric, names);
  const entry = { format, numeric, names };
  compiled.set(key, entry);
  return entry;
}

/**
 * A number given as text: stored notification parameters hold amounts the
 * way older rows wrote them ("1,234,567"), and a person may type
 * Arabic-Indic digits. Anything else stays as it is.
 */
function asNumber(value: string | number): string | number {
  if (typeof value === 'number') return value;
  const plain = toAsciiDigits(value).replace(/[,\u066C]/g, '').trim();
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : value;
}

/** A copy of the tree where each argument named in `missing` is the literal `{name}` again. */
function withPlaceholders(elements: IcuElement[], missing: Set<string>): IcuElement[] {
  return elements.map((el) => {
    if (el.type !== LITERAL && el.type !== POUND && el.value !== undefined && missing.has(el.value)) return { type: LITERAL, value: `{${el.value}}` };
    if (!el.options) return el;
    const options = Object.fromEntries(Object.entries(el.options).map(([k, o]) => [k, { ...o, value: withPlaceholders(o.value, missing) }]));
    return { ...el, options };
  });
}

/**
 * The localized text of a code: an ICU message with the locale's plural
 * rules, its numbers in the locale's digits and grouping (`{n, number}`,
 * `{n, plural, …}`; numbers given as text are read as numbers), and plain
 * `{name}` arguments as given. An argument that was not given stays as
 * `{name}` in the text.
 */
export function messageText(locale: Locale, code: MessageCode, params?: Record<string, string | number>): string {
  const { format, numeric, names } = compile(locale, code);
  const values: Record<string, string | number> = {};
  const missing = new Set<string>();
  for (const name of names) {
    const value = params?.[name];
    if (value === undefined || value === null) missing.add(name);
    else values[name] = numeric.has(name) ? asNumber(value) : String(value);
  }
  if (missing.size === 0) return String(format.format(values));
  const partial = new IntlMessageFormat(
    withPlaceholders(format.getAst() as unknown as IcuElement[], missing) as never,
    formattingTag(locale),
    undefined,
    { ignoreTag: true },
  );
  return String(partial.format(values));
}

/** Accept-Language (stored codes or BCP 47 tags, with q-values) to one of our four locales. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'ar' || tag.startsWith('ar-')) return 'ar';
    if (tag === 'kr' || tag === 'ckb' || tag.startsWith('ckb-') || tag === 'ku-arab' || tag.startsWith('ku-iq')) return 'kr';
    if (tag === 'bh' || tag === 'kmr' || tag.startsWith('kmr-') || tag === 'bdn') return 'bh';
  }
  return 'en';
}
