import {
  MIN_INVESTMENT_IQD,
  normalizeSearchText,
  type AppLocale,
  type OwnedShare,
  type PropertyDocumentView,
  type PropertyView,
} from '@sahm/domain';
import type { Selectable } from 'kysely';
import type { Localized, PropertiesTable } from '../db/schema';

export type PropertyRow = Selectable<PropertiesTable>;

/** The caller's language, else English (decisions.md §12). */
export function localize(text: Localized | null | undefined, locale: AppLocale): string {
  if (!text) return '';
  return text[locale] || text.en || '';
}

/** Two decimals without float noise: 12.345 → 12.35. */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** Token price in whole dinars (decisions.md §4). */
export const pricePerToken = (valuation: number, totalTokens: number) => Math.floor(valuation / totalTokens);

/**
 * Share of `part` in `total` as a percentage with two decimals, rounded down
 * so a property shows 100 only when every token is sold.
 */
export function percentOf(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((part * 10_000) / total) / 100;
}

/** The properties.search_text value: every language's name, city and address, normalized (search.ts). */
export function propertySearchText(p: { name: Localized; city: Localized; address: Localized }): string {
  const parts: string[] = [];
  for (const field of [p.name, p.city, p.address]) for (const value of Object.values(field)) if (value) parts.push(normalizeSearchText(value));
  return [...new Set(parts)].join(' | ');
}

/** A properties row as the card and detail page read it (spec.md §3), localized. */
export function presentProperty(row: PropertyRow, locale: AppLocale): PropertyView {
  const price = pricePerToken(row.valuation, row.total_tokens);
  const sold = row.total_tokens - row.platform_tokens;
  const irr = twoDecimals(Number(row.irr));
  const area = Number(row.area_sqm);
  const documents: PropertyDocumentView[] = (row.documents ?? []).map((d) => ({ kind: d.kind, title: localize(d.title, locale), url: d.url }));
  return {
    _id: row.id,
    slug: row.slug,
    name: localize(row.name, locale),
    description: localize(row.description, locale),
    city: localize(row.city, locale),
    address: localize(row.address, locale),
    propertyType: row.property_type,
    coverImage: { url: row.cover_image },
    images: (row.images ?? []).map((url) => ({ url })),
    isLocked: row.is_locked,
    isHot: row.is_hot,
    isRecentlyAdded: row.is_recently_added,
    isResidental: row.is_residential,
    isResidential: row.is_residential,
    isTrending: row.is_trending,
    isFunded: row.platform_tokens === 0,
    assetValue: { value: row.valuation },
    propertyValue: { value: row.property_value },
    IRR: { value: irr },
    expectedAnnualReturnPercent: irr,
    totalTokens: row.total_tokens,
    numberOfTokens: row.total_tokens,
    availableTokens: row.platform_tokens,
    soldTokens: sold,
    amountRaised: sold * price,
    fullAmount: row.total_tokens * price,
    available: percentOf(sold, row.total_tokens),
    pricePerToken: price,
    minimumInvestment: MIN_INVESTMENT_IQD,
    areaSqm: area,
    pricePerSqm: Math.floor(row.property_value / area),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parking: row.parking,
    expectedRent: row.expected_rent,
    monthlyRent: row.monthly_rent,
    rentFeePercent: row.rent_fee_bps / 100,
    isRented: row.is_rented,
    map: row.latitude !== null && row.longitude !== null ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : null,
    documents,
    virtualTourUrl: row.virtual_tour_url,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A holder's share of a property: free and listed tokens, percent of the total, value at the current price. */
export function ownedShare(row: Pick<PropertyRow, 'valuation' | 'total_tokens'>, tokens: number, listed: number): OwnedShare {
  const owned = tokens + listed;
  return {
    tokens,
    listed,
    percent: percentOf(owned, row.total_tokens),
    value: owned * pricePerToken(row.valuation, row.total_tokens),
  };
}
