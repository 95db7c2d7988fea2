import {
  groupProperties,
  normalizeSearchText,
  propertySlug,
  type AppLocale,
  type AssetList,
  type MarketplaceList,
  type PricePoint,
  type PropertyDetails,
  type PropertyGroup,
  type PropertyView,
} from '@sahm/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { propertyRent } from '../rent/breakdown';
import { ownedShare, presentProperty, pricePerToken, type PropertyRow } from './present';

// Lists are newest first; the slug breaks ties (one seed transaction shares a timestamp).
async function allProperties(ctx: AppContext): Promise<PropertyRow[]> {
  return ctx.db.selectFrom('properties').selectAll().orderBy('created_at', 'desc').orderBy('slug').execute();
}

/** GET /marketplace/list: the groups of spec.md §4, or one of them. */
export async function listProperties(ctx: AppContext, locale: AppLocale, group?: PropertyGroup): Promise<Partial<MarketplaceList>> {
  const groups = groupProperties((await allProperties(ctx)).map((row) => presentProperty(row, locale)));
  return group ? { [group]: groups[group] } : groups;
}

export const SEARCH_LIMIT = 50;

/** LIKE pattern for a literal substring: %, _ and the escape character itself match only themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * GET /marketplace/search: name, city or address in any language, matched on
 * the normalized search_text so Arabic letter variants and digits agree.
 * Locked properties are included (they show as locked cards).
 */
export async function searchProperties(ctx: AppContext, locale: AppLocale, search: string): Promise<PropertyView[]> {
  const needle = normalizeSearchText(search);
  if (!needle) return [];
  const rows = await ctx.db
    .selectFrom('properties')
    .selectAll()
    .where(sql<boolean>`search_text LIKE ${containsPattern(needle)} ESCAPE '\\'`)
    .orderBy('created_at', 'desc')
    .orderBy('slug')
    .limit(SEARCH_LIMIT)
    .execute();
  return rows.map((row) => presentProperty(row, locale));
}

const uuid = z.uuid();

/** A property by id, or by slug for readable links; undefined for anything else. */
async function findPropertyRow(ctx: AppContext, ref: string): Promise<PropertyRow | undefined> {
  if (uuid.safeParse(ref).success) return ctx.db.selectFrom('properties').selectAll().where('id', '=', ref).executeTakeFirst();
  if (propertySlug.safeParse(ref).success) return ctx.db.selectFrom('properties').selectAll().where('slug', '=', ref).executeTakeFirst();
  return undefined;
}

/** A property by id or slug; anything else is simply not found. */
async function findProperty(ctx: AppContext, ref: string): Promise<PropertyRow> {
  const row = await findPropertyRow(ctx, ref);
  if (!row) throw new AppError(404, 'PROPERTY_NOT_FOUND');
  return row;
}

const RELATED_LIMIT = 4;

/** GET /marketplace/details/:id: the card facts plus what the detail page shows. */
export async function propertyDetails(ctx: AppContext, locale: AppLocale, ref: string, userId: string | null): Promise<PropertyDetails> {
  const row = await findProperty(ctx, ref);
  const [related, history, holding, rent] = await Promise.all([
    ctx.db
      .selectFrom('properties')
      .selectAll()
      .where('id', '<>', row.id)
      .where('is_locked', '=', false)
      .where((eb) => eb.or([eb(sql`city->>'en'`, '=', row.city.en), eb('property_type', '=', row.property_type)]))
      // Same city first, then same type.
      .orderBy(sql`(city->>'en' = ${row.city.en}) DESC`)
      .orderBy('created_at', 'desc')
      .orderBy('slug')
      .limit(RELATED_LIMIT)
      .execute(),
    ctx.db.selectFrom('price_history').select(['valued_on', 'valuation']).where('property_id', '=', row.id).orderBy('valued_on', 'asc').execute(),
    userId
      ? ctx.db.selectFrom('holdings').select(['tokens', 'listed']).where('user_id', '=', userId).where('property_id', '=', row.id).executeTakeFirst()
      : Promise.resolve(undefined),
    propertyRent(ctx.db, row, userId),
  ]);
  const view = presentProperty(row, locale);
  const priceHistory: PricePoint[] = history.map((h) => ({
    date: h.valued_on,
    value: h.valuation,
    pricePerToken: pricePerToken(h.valuation, row.total_tokens),
  }));
  return {
    ...view,
    mainDocuments: view.documents.filter((d) => d.kind === 'main'),
    otherDocuments: view.documents.filter((d) => d.kind === 'other'),
    related: related.map((r) => presentProperty(r, locale)),
    priceHistory,
    owned: userId ? ownedShare(row, holding?.tokens ?? 0, holding?.listed ?? 0) : null,
    rent,
  };
}

/** GET /marketplace/asset-list: the caller's holdings, most valuable first. */
export async function assetList(ctx: AppContext, locale: AppLocale, userId: string): Promise<AssetList> {
  const rows = await ctx.db
    .selectFrom('holdings as h')
    .innerJoin('properties as p', 'p.id', 'h.property_id')
    .selectAll('p')
    .select(['h.tokens as holding_tokens', 'h.listed as holding_listed'])
    .where('h.user_id', '=', userId)
    .where((eb) => eb(eb('h.tokens', '+', eb.ref('h.listed')), '>', 0))
    .orderBy('p.slug')
    .execute();
  const assets = rows
    .map(({ holding_tokens, holding_listed, ...property }) => {
      const share = ownedShare(property, holding_tokens, holding_listed);
      return {
        property: presentProperty(property, locale),
        tokens: holding_tokens,
        listed: holding_listed,
        ownedTokens: holding_tokens + holding_listed,
        ownedPercent: share.percent,
        ownedValue: share.value,
      };
    })
    .sort((a, b) => b.ownedValue - a.ownedValue);
  return {
    assets,
    totals: {
      tokens: assets.reduce((sum, a) => sum + a.ownedTokens, 0),
      value: assets.reduce((sum, a) => sum + a.ownedValue, 0),
    },
  };
}
