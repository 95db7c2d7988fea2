import type { Locale } from '@sahm/ui';
import ar from './ar.json';
import bh from './bh.json';
import en from './en.json';
import kr from './kr.json';

export type MessageKey = keyof typeof en;
export const catalogs: Record<Locale, Record<MessageKey, string>> = { en, ar, kr, bh };

const STORAGE_KEY = 'language';

/** The saved language (spec.md §9: stored in local storage, default en). */
export function savedLocale(): Locale {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return value === 'ar' || value === 'kr' || value === 'bh' ? value : 'en';
}

export function saveLocale(locale: Locale) {
  localStorage.setItem(STORAGE_KEY, locale);
}
