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
 * The page is told (its signed-in screens give way to the signed-out ones)
 * unless `notify` is false: a session expiry reloads instead, and a page told
 * first could route to the login page in the moment before its reload, a
 * same-document navigation that can cancel the reload itself.
 */
export function clearStorageExceptLanguage({ notify = true }: { notify?: boolean } = {}) {
  const language = localStorage.getItem(storageKeys.language);
  localStorage.clear();
  if (language) localStorage.setItem(storageKeys.language, language);
  if (notify) window.dispatchEvent(new Event('sahm:auth'));
}
