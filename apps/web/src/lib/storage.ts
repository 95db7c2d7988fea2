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

/** Logout and session expiry clear everything except the language (spec.md §2). */
export function clearStorageExceptLanguage() {
  const language = localStorage.getItem(storageKeys.language);
  localStorage.clear();
  if (language) localStorage.setItem(storageKeys.language, language);
  window.dispatchEvent(new Event('sahm:auth'));
}
