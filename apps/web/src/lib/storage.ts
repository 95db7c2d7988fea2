import { isLocale, type Locale } from '@sahm/domain';
import { defaultLocale, storageKeys } from '../config/storage';

export { storageKeys };

export function savedLocale(): Locale {
  const value = globalThis.localStorage?.getItem(storageKeys.language);
  return isLocale(value) ? value : defaultLocale;
}

export function saveLocale(locale: Locale) {
  localStorage.setItem(storageKeys.language, locale);
}

export function getToken(): string | null {
  return globalThis.localStorage?.getItem(storageKeys.token) ?? null;
}

export function setToken(token: string) {
  localStorage.setItem(storageKeys.token, token);
  window.dispatchEvent(new Event('sahm:auth'));
}

/**
 * Logout and session expiry clear everything except the language (spec.md §2).
 * `tell: false` leaves the page's React state as it is: for a page about to
 * reload, whose guard would otherwise replace the history entry (and the
 * session-expired mark in its state) with /login before the reload.
 */
export function clearStorageExceptLanguage({ tell = true }: { tell?: boolean } = {}) {
  const language = localStorage.getItem(storageKeys.language);
  localStorage.clear();
  if (language) localStorage.setItem(storageKeys.language, language);
  if (tell) window.dispatchEvent(new Event('sahm:auth'));
}
