import type { Locale } from '@sahm/domain';

/** True when this runtime has formatting data for the tag's language (browsers ship different ICU subsets). */
function supported(tag: string): boolean {
  const language = tag.split('-')[0]!;
  return Intl.NumberFormat.supportedLocalesOf([tag]).some((t) => t.toLowerCase().startsWith(language));
}

/**
 * Formatting tags per decisions.md §12. Kurdish data is missing from some
 * runtimes (Chromium's ICU has no ckb): without it the browser would format
 * in English with Latin digits, so both Kurdish languages fall back to
 * Sorani's data and then to Iraqi Arabic, which uses the same Arabic-Indic
 * digits and dinar symbol.
 */
function formattingTag(locale: Locale): string {
  switch (locale) {
    case 'en':
      return 'en';
    case 'ar':
      return 'ar-IQ';
    case 'kr':
      return supported('ckb-IQ') ? 'ckb-IQ' : 'ar-IQ';
    case 'bh': {
      if (supported('kmr-Arab-IQ')) {
        const resolved = new Intl.NumberFormat('kmr-Arab-IQ').resolvedOptions();
        if (resolved.numberingSystem === 'arab') return 'kmr-Arab-IQ';
      }
      return supported('ckb-IQ') ? 'ckb-IQ' : 'ar-IQ';
    }
  }
}

export interface Formatters {
  /** The tag passed to Intl. */
  tag: string;
  /** Whole numbers and counts, with the locale's digits and grouping. */
  number(value: number | bigint, options?: Intl.NumberFormatOptions): string;
  /** Whole dinars with the IQD symbol of the locale. */
  money(value: number | bigint): string;
  /** A percent given as 0..100 (not a fraction), with a fixed number of decimals. */
  percent(value: number, decimals?: number): string;
  /** A date (and optionally time); Kurdish day first with its own month names and time marks. */
  date(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
}

/**
 * Month names per Kurdish language (glossary: kr and bh put the day first,
 * "١٤ ئازار ٢٠٢٥"). Runtimes either lack Kurdish date data (Chromium: the
 * fallback tag is Iraqi Arabic, whose months are Arabic) or put Sorani's year
 * first, and none has Badini's months, so both are written here.
 */
const kurdishMonths = {
  kr: ['کانوونی دووەم', 'شوبات', 'ئازار', 'نیسان', 'ئایار', 'حوزەیران', 'تەمووز', 'ئاب', 'ئەیلوول', 'تشرینی یەکەم', 'تشرینی دووەم', 'کانوونی یەکەم'],
  bh: ['کانوونا دووێ', 'شوبات', 'ئادار', 'نیسان', 'گولان', 'حزیران', 'تیرمەه', 'تەباخ', 'ئیلون', 'چریا ئێکێ', 'چریا دووێ', 'کانوونا ئێکێ'],
} as const;

const timeFields = ['hour', 'minute', 'second', 'dayPeriod', 'hour12', 'hourCycle', 'timeZoneName', 'fractionalSecondDigits'] as const;

/** A Kurdish date: day, month name, year (whichever the options ask for), then the time if asked, with the tag's digits. */
function kurdishDate(locale: 'kr' | 'bh', tag: string, date: Date, options: Intl.DateTimeFormatOptions): string {
  const { dateStyle, timeStyle, timeZone } = options;
  const dateOptions: Intl.DateTimeFormatOptions = dateStyle
    ? { day: 'numeric', month: dateStyle === 'short' ? '2-digit' : 'long', year: 'numeric', timeZone }
    : { day: options.day, month: options.month, year: options.year, timeZone };
  const timeOptions: Intl.DateTimeFormatOptions = timeStyle
    ? { timeStyle, timeZone }
    : Object.fromEntries(timeFields.filter((f) => options[f] !== undefined).map((f) => [f, options[f]]));
  const hasDate = Boolean(dateOptions.day ?? dateOptions.month ?? dateOptions.year);
  const hasTime = Object.keys(timeOptions).some((k) => k !== 'timeZone');
  if (!hasDate && !hasTime) Object.assign(dateOptions, { day: 'numeric', month: 'long', year: 'numeric' });
  const parts: string[] = [];
  if (hasDate || !hasTime) {
    const numeric = Object.fromEntries(
      new Intl.DateTimeFormat(tag, { ...dateOptions, month: dateOptions.month ? 'numeric' : undefined }).formatToParts(date).map((p) => [p.type, p.value]),
    );
    const monthIndex = Number(new Intl.DateTimeFormat('en', { month: 'numeric', timeZone }).format(date)) - 1;
    const textual = dateOptions.month === 'long' || dateOptions.month === 'short' || dateOptions.month === 'narrow';
    const month = dateOptions.month ? (textual ? kurdishMonths[locale][monthIndex] : numeric.month) : undefined;
    parts.push([numeric.day, month, numeric.year].filter(Boolean).join(textual ? ' ' : '/'));
  }
  if (hasTime) parts.push(kurdishTime(locale, tag, date, { timeZone, ...timeOptions }));
  return parts.join('، ');
}

/** Sorani's marks for before and after noon, as CLDR's ckb data writes them. */
const soraniDayPeriods = { am: 'ب.ن', pm: 'د.ن' } as const;

/**
 * A Kurdish time of day. Without Kurdish data the tag is Iraqi Arabic, whose
 * "ص" and "م" are Arabic words: Sorani gets its own marks (ب.ن, د.ن) in their
 * place, and Badini, as CLDR's Kurmanji does, the 24-hour clock with none.
 */
function kurdishTime(locale: 'kr' | 'bh', tag: string, date: Date, options: Intl.DateTimeFormatOptions): string {
  if (locale === 'bh') {
    const { hour12: _twelve, hourCycle: _cycle, dayPeriod: _period, ...rest } = options;
    return new Intl.DateTimeFormat(tag, { ...rest, hourCycle: 'h23' }).format(date);
  }
  if (tag.startsWith('ckb')) return new Intl.DateTimeFormat(tag, options).format(date);
  const hour = Number(new Intl.DateTimeFormat('en', { hour: 'numeric', hourCycle: 'h23', timeZone: options.timeZone }).format(date));
  return new Intl.DateTimeFormat(tag, options)
    .formatToParts(date)
    .map((p) => (p.type === 'dayPeriod' ? soraniDayPeriods[hour < 12 ? 'am' : 'pm'] : p.value))
    .join('');
}

const cache = new Map<Locale, Formatters>();

export function getFormatters(locale: Locale): Formatters {
  const hit = cache.get(locale);
  if (hit) return hit;
  const tag = formattingTag(locale);
  // Each Intl formatter is built on first use: building one loads locale data and is slow on phones,
  // and most screens need only one or two of them.
  let integer: Intl.NumberFormat | undefined;
  let money: Intl.NumberFormat | undefined;
  const percents = new Map<number, Intl.NumberFormat>();
  const formatters: Formatters = {
    tag,
    number: (value, options) =>
      options ? new Intl.NumberFormat(tag, options).format(value) : (integer ??= new Intl.NumberFormat(tag, { maximumFractionDigits: 0 })).format(value),
    money: (value) =>
      (money ??= new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'IQD',
        currencyDisplay: 'symbol',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      })).format(value),
    percent: (value, decimals = 2) => {
      let f = percents.get(decimals);
      if (!f) {
        f = new Intl.NumberFormat(tag, {
          style: 'percent',
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        percents.set(decimals, f);
      }
      return f.format(value / 100);
    },
    date: (value, options = { dateStyle: 'medium' }) => {
      const date = typeof value === 'string' ? new Date(value) : new Date(value);
      return locale === 'kr' || locale === 'bh' ? kurdishDate(locale, tag, date, options) : new Intl.DateTimeFormat(tag, options).format(date);
    },
  };
  cache.set(locale, formatters);
  return formatters;
}
