import ar from './messages/ar.json';
import bh from './messages/bh.json';
import en from './messages/en.json';
import kr from './messages/kr.json';
import type { Locale } from './locale';

/**
 * Server messages keyed by stable English codes (decisions.md §2). English
 * holds the spec's exact texts; the other catalogs translate them. Both the
 * api (error envelope) and the web app (form validation) read these.
 */
export type MessageCode = keyof typeof en;
/** The api's name for {@link Locale}: the same four codes, defined once in locale.ts. */
export type AppLocale = Locale;

export const messageCatalogs: Record<Locale, Record<MessageCode, string>> = { en, ar, kr, bh };

export function isMessageCode(value: string): value is MessageCode {
  return Object.prototype.hasOwnProperty.call(en, value);
}

/** The localized text of a code, with `{name}` placeholders filled. */
export function messageText(locale: Locale, code: MessageCode, params?: Record<string, string | number>): string {
  const template = messageCatalogs[locale][code] ?? en[code];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Accept-Language (stored codes or BCP 47 tags, with q-values) to one of our four locales. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'ar' || tag.startsWith('ar-')) return 'ar';
    if (tag === 'kr' || tag === 'ckb' || tag.startsWith('ckb-') || tag === 'ku-arab' || tag.startsWith('ku-iq')) return 'kr';
    if (tag === 'bh' || tag === 'kmr' || tag.startsWith('kmr-') || tag === 'bdn') return 'bh';
  }
  return 'en';
}
