import type { Locale } from '@sahm/domain';
import coreAr from './core/ar.json';
import coreBh from './core/bh.json';
import coreEn from './core/en.json';
import coreKr from './core/kr.json';
import dataAr from './data/ar.json';
import dataBh from './data/bh.json';
import dataEn from './data/en.json';
import dataKr from './data/kr.json';
import layoutAr from './layout/ar.json';
import layoutBh from './layout/bh.json';
import layoutEn from './layout/en.json';
import layoutKr from './layout/kr.json';
import overlayAr from './overlay/ar.json';
import overlayBh from './overlay/bh.json';
import overlayEn from './overlay/en.json';
import overlayKr from './overlay/kr.json';
import productAr from './product/ar.json';
import productBh from './product/bh.json';
import productEn from './product/en.json';
import productKr from './product/kr.json';

/**
 * The library's own strings (DESIGN.md example 6), one catalog folder per
 * group of components. English defines the keys; the other three must match
 * (packages/ui/src/i18n/catalogs.test.ts).
 */
const en = { ...coreEn, ...layoutEn, ...productEn, ...dataEn, ...overlayEn };
export type UIMessageKey = keyof typeof en;
export type UIMessages = Record<UIMessageKey, string>;

export const uiMessages: Record<Locale, Partial<UIMessages>> = {
  en,
  ar: { ...coreAr, ...layoutAr, ...productAr, ...dataAr, ...overlayAr },
  kr: { ...coreKr, ...layoutKr, ...productKr, ...dataKr, ...overlayKr },
  bh: { ...coreBh, ...layoutBh, ...productBh, ...dataBh, ...overlayBh },
};

/** Replaces `{name}` placeholders. */
export function interpolate(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export function translate(
  locale: Locale,
  key: UIMessageKey,
  values?: Record<string, string | number>,
): string {
  const template = uiMessages[locale][key] ?? en[key];
  return interpolate(template, values);
}
