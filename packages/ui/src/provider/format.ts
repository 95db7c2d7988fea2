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
  /** A date (and optionally time). */
  date(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
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
    date: (value, options = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(tag, options).format(typeof value === 'string' ? new Date(value) : value),
  };
  cache.set(locale, formatters);
  return formatters;
}
