import type { Locale } from '@sahm/domain';

/**
 * Local storage keys (spec.md §3: authToken stored locally; language stored
 * in local storage), the window.name prefix of the session-expired mark
 * (lib/api.ts), and the language when none is saved. No imports with
 * code: the build (vite.config.ts) reads them too, for the boot script.
 */
export const storageKeys = { token: 'authToken', language: 'language', sessionExpired: 'sahm.sessionExpired' } as const;

export const defaultLocale: Locale = 'en';
