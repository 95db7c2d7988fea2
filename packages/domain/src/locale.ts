/**
 * The app's stored language codes (spec.md §9) and what they mean for layout:
 * one list for the api, the web app and the UI library (which takes its
 * locale vocabulary from here).
 */
export const locales = ['en', 'ar', 'kr', 'bh'] as const;
export type Locale = (typeof locales)[number];
export type Direction = 'ltr' | 'rtl';

/** Our own direction table; never guessed from Intl (decisions.md §12). */
export const localeDirection: Record<Locale, Direction> = {
  en: 'ltr',
  ar: 'rtl',
  kr: 'rtl',
  bh: 'rtl',
};

/** BCP 47 tags for the `lang` attribute. */
export const localeLang: Record<Locale, string> = {
  en: 'en',
  ar: 'ar-IQ',
  kr: 'ckb-IQ',
  bh: 'kmr-Arab-IQ',
};

/** Native names, for language switchers. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  kr: 'کوردیی سۆرانی',
  bh: 'کوردیا بادینی',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * Accepts the stored codes and the BCP 47 tags other systems send (ar, ckb,
 * kmr), falling back to English.
 */
export function toLocale(value: string | null | undefined): Locale {
  const v = (value ?? '').trim().toLowerCase();
  if (isLocale(v)) return v;
  if (v.startsWith('ar')) return 'ar';
  if (v.startsWith('ckb') || v === 'ku-arab' || v.startsWith('ku-iq')) return 'kr';
  if (v.startsWith('kmr') || v === 'bdn') return 'bh';
  return 'en';
}
