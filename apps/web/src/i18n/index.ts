import type { Locale } from '@sahm/domain';

/**
 * The app's catalogs: one folder per area (`shell/`, `home/`, `auth/`, …),
 * each with en, ar, kr (Sorani) and bh (Badini) JSON files of flat keys
 * prefixed by the area. Found by glob, so a new area needs no edit here.
 *
 * Each language is its own chunk (locales/*.ts), loaded on demand: a page
 * fetches and parses only the active language's strings, never all four.
 */
/**
 * Message id → ICU message. Production builds hold precompiled syntax trees
 * rather than strings (scripts/precompileMessages.ts): read messages through
 * react-intl's formatMessage, never straight from a catalog.
 */
export type Catalog = Record<string, string>;

const loaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import('./locales/en'),
  ar: () => import('./locales/ar'),
  kr: () => import('./locales/kr'),
  bh: () => import('./locales/bh'),
};

/** The catalogs loaded so far, by language (the same objects the app renders with). */
export const catalogs: Partial<Record<Locale, Catalog>> = {};
const pending: Partial<Record<Locale, Promise<Catalog>>> = {};

/** Fetches a language's catalog once; later calls get the same promise. */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  pending[locale] ??= loaders[locale]().then(
    (module) => (catalogs[locale] = module.default),
    (error: unknown) => {
      delete pending[locale]; // A failed fetch (offline, a deploy in between) may be retried.
      throw error;
    },
  );
  return pending[locale];
}

/** The languages whose catalogs have been loaded. */
export function loadedLocales(): Locale[] {
  return Object.keys(catalogs) as Locale[];
}
