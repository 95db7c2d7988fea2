import type { Locale } from '@sahm/ui';

/**
 * The app's catalogs: one folder per area (`shell/`, `home/`, `auth/`, …),
 * each with en, ar, kr (Sorani) and bh (Badini) JSON files of flat keys
 * prefixed by the area. Found by glob, so a new area needs no edit here.
 */
const files = import.meta.glob<Record<string, string>>('./*/*.json', { eager: true, import: 'default' });

export type Catalog = Record<string, string>;

function build(): Record<Locale, Catalog> {
  const out: Record<Locale, Catalog> = { en: {}, ar: {}, kr: {}, bh: {} };
  for (const [path, messages] of Object.entries(files)) {
    const locale = /\/(en|ar|kr|bh)\.json$/.exec(path)?.[1] as Locale | undefined;
    if (locale) Object.assign(out[locale], messages);
  }
  return out;
}

export const catalogs = build();

/** Areas (folders) with their files, for the catalog tests. */
export const catalogFiles = files;
