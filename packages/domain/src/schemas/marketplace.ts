import { z } from 'zod';
import { propertyGroups, type PropertyGroup } from '../grouping';
import { code } from './common';
import type { PropertyRent } from './rent';

export const searchQuery = z.strictObject(
  { search: z.string({ error: 'INVALID_TYPE' }).max(100, code('TOO_LONG')).default('') },
  code('UNKNOWN_FIELD'),
);

export const propertyIdParams = z.strictObject({ id: z.uuid(code('PROPERTY_NOT_FOUND')) }, code('UNKNOWN_FIELD'));

/** GET /marketplace/list: every group, or just one (the /view-properties screen). */
export const marketplaceListQuery = z.strictObject(
  { group: z.enum(propertyGroups, code('INVALID_TYPE')).optional() },
  code('UNKNOWN_FIELD'),
);
export type MarketplaceListQuery = z.infer<typeof marketplaceListQuery>;

/** A property's human-readable id in links (the seed and the admin console write them). */
export const propertySlug = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/, code('PROPERTY_NOT_FOUND'));

export const propertyTypes = ['residential', 'commercial', 'mixed', 'land', 'hospitality'] as const;
export type PropertyType = (typeof propertyTypes)[number];

// Response types: the api returns these, the web app renders them.

export interface PropertyDocumentView {
  kind: 'main' | 'other';
  title: string;
  url: string;
}

/** A property card and the detail page's facts, localized (spec.md §3). Money in whole IQD. */
export interface PropertyView {
  _id: string;
  slug: string;
  name: string;
  description: string;
  city: string;
  address: string;
  propertyType: PropertyType;
  coverImage: { url: string };
  images: { url: string }[];
  isLocked: boolean;
  isHot: boolean;
  isRecentlyAdded: boolean;
  /** The spec's spelling (spec.md §3); `isResidential` carries the same value. */
  isResidental: boolean;
  isResidential: boolean;
  isTrending: boolean;
  isFunded: boolean;
  assetValue: { value: number };
  propertyValue: { value: number };
  IRR: { value: number };
  expectedAnnualReturnPercent: number;
  totalTokens: number;
  numberOfTokens: number;
  availableTokens: number;
  soldTokens: number;
  amountRaised: number;
  /** What buying every token costs at the current price. */
  fullAmount: number;
  /** Funded percentage, two decimals (decisions.md §4). */
  available: number;
  pricePerToken: number;
  minimumInvestment: number;
  areaSqm: number;
  pricePerSqm: number;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number | null;
  expectedRent: number;
  monthlyRent: number;
  rentFeePercent: number;
  isRented: boolean;
  map: { latitude: number; longitude: number } | null;
  documents: PropertyDocumentView[];
  virtualTourUrl: string | null;
  createdAt: string;
}

export type MarketplaceList = Record<PropertyGroup, PropertyView[]>;

export interface PricePoint {
  date: string;
  value: number;
  pricePerToken: number;
}

export interface OwnedShare {
  tokens: number;
  listed: number;
  percent: number;
  value: number;
}

export interface PropertyDetails extends PropertyView {
  mainDocuments: PropertyDocumentView[];
  otherDocuments: PropertyDocumentView[];
  related: PropertyView[];
  priceHistory: PricePoint[];
  /** The caller's share; null for guests. */
  owned: OwnedShare | null;
  /** The month's rent breakdown (gross, fee, net, per token), the last run and, signed in, the caller's last rent. */
  rent: PropertyRent;
}

export interface AssetListItem {
  property: PropertyView;
  tokens: number;
  listed: number;
  ownedTokens: number;
  ownedPercent: number;
  ownedValue: number;
}

export interface AssetList {
  assets: AssetListItem[];
  totals: { tokens: number; value: number };
}
