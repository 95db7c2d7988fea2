import {
  normalizeSearchText,
  type AdminProperty,
  type AdminPropertyListQuery,
  type AdminPropertyPage,
  type AppLocale,
  type LocalizedTextInput,
  type PropertyCreateBody,
  type PropertyUpdateBody,
} from '@sahm/domain';
import { sql, type Kysely, type Updateable } from 'kysely';
import type { AppContext } from '../context';
import { localize, pricePerToken, propertySearchText, type PropertyRow } from '../catalog/present';
import { PROPERTY_PLACEHOLDER_URL } from '../catalog/files';
import { containsPattern } from '../catalog/service';
import type { Database, Localized, PropertiesTable } from '../db/schema';
import { AppError } from '../http/errors';
import { decodeCursor, encodeCursor, exactTimeSql } from '../transactions/cursor';
import { recordAudit } from './audit';

/** A stored URL's file name: how the console names a picture or document when ordering or removing it. */
export const fileNameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** A localized input as stored: blank translations are left out, so readers fall back to English. */
function stored(text: LocalizedTextInput): Localized {
  const out: Localized = { en: text.en };
  for (const lang of ['ar', 'kr', 'bh'] as const) if (text[lang]) out[lang] = text[lang];
  return out;
}

type Row = PropertyRow & { holders: number; exact_time: string };

/** A properties row as the console edits it: every language as stored, the token counts, the files by name. */
export function presentAdminProperty(row: PropertyRow & { holders: number }, locale: AppLocale): AdminProperty {
  const sold = row.total_tokens - row.platform_tokens;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description ?? {},
    city: row.city,
    address: row.address ?? {},
    displayName: localize(row.name, locale),
    propertyType: row.property_type,
    isLocked: row.is_locked,
    isHot: row.is_hot,
    isRecentlyAdded: row.is_recently_added,
    isResidential: row.is_residential,
    isTrending: row.is_trending,
    isRented: row.is_rented,
    isFunded: row.platform_tokens === 0,
    totalTokens: row.total_tokens,
    availableTokens: row.platform_tokens,
    soldTokens: sold,
    holders: row.holders,
    tokensEditable: sold === 0,
    valuation: row.valuation,
    pricePerToken: pricePerToken(row.valuation, row.total_tokens),
    propertyValue: row.property_value,
    irr: Number(row.irr),
    areaSqm: Number(row.area_sqm),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parking: row.parking,
    expectedRent: row.expected_rent,
    monthlyRent: row.monthly_rent,
    rentFeePercent: row.rent_fee_bps / 100,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    virtualTourUrl: row.virtual_tour_url,
    coverImage: row.cover_image,
    images: (row.images ?? []).map((url) => ({ file: fileNameOf(url), url })),
    documents: (row.documents ?? []).map((d) => ({ file: fileNameOf(d.url), url: d.url, kind: d.kind, title: d.title })),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Holders: users with any free or listed token of the property. */
const holdersSql = sql<number>`(SELECT count(*)::int FROM holdings h WHERE h.property_id = p.id AND h.tokens + h.listed > 0)`;

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('properties as p')
    .selectAll('p')
    .select([holdersSql.as('holders'), sql<string>`${sql.raw(exactTimeSql('p.created_at'))}`.as('exact_time')]);
}

/** GET /admin/properties: newest first, locked or not, searched in every language (and by slug), paged by cursor. */
export async function listAdminProperties(ctx: AppContext, locale: AppLocale, query: AdminPropertyListQuery): Promise<AdminPropertyPage> {
  let q = baseQuery(ctx.db)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.limit + 1);
  const needle = query.search ? normalizeSearchText(query.search) : '';
  if (needle) {
    const pattern = containsPattern(needle);
    q = q.where(sql<boolean>`(p.search_text LIKE ${pattern} ESCAPE '\\' OR p.slug LIKE ${pattern} ESCAPE '\\')`);
  }
  if (query.locked) q = q.where('p.is_locked', '=', query.locked === 'true');
  if (query.cursor) {
    const after = decodeCursor(query.cursor, 'newest', false);
    q = q.where(sql<boolean>`(p.created_at, p.id) < (${after.t}::timestamptz, ${after.i}::uuid)`);
  }
  const rows = (await q.execute()) as Row[];
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentAdminProperty(row, locale)),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ s: 'newest', k: null, t: last.exact_time, i: last.id }) : null,
    limit: query.limit,
  };
}

/** One property as the console edits it; 404 PROPERTY_NOT_FOUND. */
export async function getAdminProperty(db: Kysely<Database>, locale: AppLocale, id: string): Promise<AdminProperty> {
  const row = (await baseQuery(db).where('p.id', '=', id).executeTakeFirst()) as Row | undefined;
  if (!row) throw new AppError(404, 'PROPERTY_NOT_FOUND');
  return presentAdminProperty(row, locale);
}

/** "Erbil Gulan Heights!" → "erbil-gulan-heights"; names without Latin letters or digits become "property". */
export function slugFrom(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'property';
}

/** The slug itself when free, else with the first free numeric suffix (-2, -3, …). */
async function freeSlug(db: Kysely<Database>, base: string): Promise<string> {
  const taken = new Set(
    (await db.selectFrom('properties').select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)])).execute()).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const slugTaken = () => new AppError(409, 'PROPERTY_SLUG_TAKEN', undefined, [{ field: 'slug', code: 'PROPERTY_SLUG_TAKEN' }]);
const isSlugConflict = (error: unknown) => (error as { code?: string; constraint?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'properties_slug_key';

/** Today in Iraq (UTC+3 all year), the day a valuation counts for. */
const iraqToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * POST /admin/properties: the platform holds every token (platform = total,
 * no holdings: the token invariant holds from the first row), the valuation
 * is the first price-history point, and the row's ledger accounts open with
 * it (trigger properties_open_accounts). One transaction, audited.
 */
export async function createProperty(ctx: AppContext, adminId: string, locale: AppLocale, body: PropertyCreateBody): Promise<AdminProperty> {
  const name = stored(body.name);
  const city = stored(body.city);
  const address = body.address ? stored(body.address) : {};
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const slug = body.slug ?? (await freeSlug(trx, slugFrom(body.name.en)));
      const row = await trx
        .insertInto('properties')
        .values({
          slug,
          name: JSON.stringify(name),
          description: JSON.stringify(body.description ? stored(body.description) : {}),
          city: JSON.stringify(city),
          address: JSON.stringify(address),
          search_text: propertySearchText({ name, city, address: address as Localized }),
          property_type: body.propertyType,
          is_locked: body.isLocked,
          is_hot: body.isHot,
          is_recently_added: body.isRecentlyAdded,
          is_residential: body.isResidential,
          is_trending: body.isTrending,
          is_rented: body.isRented,
          total_tokens: body.totalTokens,
          platform_tokens: body.totalTokens,
          valuation: body.valuation,
          property_value: body.propertyValue,
          irr: body.irr.toFixed(2),
          area_sqm: body.areaSqm.toFixed(2),
          bedrooms: body.bedrooms,
          bathrooms: body.bathrooms,
          parking: body.parking,
          expected_rent: body.expectedRent,
          monthly_rent: body.monthlyRent,
          rent_fee_bps: Math.round(body.rentFeePercent * 100),
          latitude: body.latitude === null ? null : body.latitude.toFixed(6),
          longitude: body.longitude === null ? null : body.longitude.toFixed(6),
          virtual_tour_url: body.virtualTourUrl,
          cover_image: PROPERTY_PLACEHOLDER_URL,
          images: '[]',
          documents: '[]',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('price_history').values({ property_id: row.id, valued_on: iraqToday(), valuation: body.valuation }).execute();
      await recordAudit(trx, {
        adminId,
        action: 'property.created',
        targetType: 'property',
        targetId: row.id,
        details: { slug, name: name.en, totalTokens: body.totalTokens, valuation: body.valuation, isLocked: body.isLocked },
      });
      return getAdminProperty(trx, locale, row.id);
    });
  } catch (error) {
    if (isSlugConflict(error)) throw slugTaken();
    throw error;
  }
}

type PropertyUpdate = Updateable<PropertiesTable>;

/** Each editable field: its column and how a value is stored; texts are audited by name only (they can be long). */
const COLUMNS: { [K in keyof Required<PropertyUpdateBody>]: { column: keyof PropertiesTable; store: (v: NonNullable<PropertyUpdateBody[K]> | null) => unknown; text?: true } } = {
  slug: { column: 'slug', store: (v) => v },
  name: { column: 'name', store: (v) => stored(v!), text: true },
  description: { column: 'description', store: (v) => stored(v!), text: true },
  city: { column: 'city', store: (v) => stored(v!), text: true },
  address: { column: 'address', store: (v) => stored(v!), text: true },
  propertyType: { column: 'property_type', store: (v) => v },
  isLocked: { column: 'is_locked', store: (v) => v },
  isHot: { column: 'is_hot', store: (v) => v },
  isRecentlyAdded: { column: 'is_recently_added', store: (v) => v },
  isResidential: { column: 'is_residential', store: (v) => v },
  isTrending: { column: 'is_trending', store: (v) => v },
  isRented: { column: 'is_rented', store: (v) => v },
  totalTokens: { column: 'total_tokens', store: (v) => v },
  propertyValue: { column: 'property_value', store: (v) => v },
  irr: { column: 'irr', store: (v) => v!.toFixed(2) },
  areaSqm: { column: 'area_sqm', store: (v) => v!.toFixed(2) },
  bedrooms: { column: 'bedrooms', store: (v) => v },
  bathrooms: { column: 'bathrooms', store: (v) => v },
  parking: { column: 'parking', store: (v) => v },
  expectedRent: { column: 'expected_rent', store: (v) => v },
  monthlyRent: { column: 'monthly_rent', store: (v) => v },
  rentFeePercent: { column: 'rent_fee_bps', store: (v) => Math.round(v! * 100) },
  latitude: { column: 'latitude', store: (v) => (v === null ? null : v.toFixed(6)) },
  longitude: { column: 'longitude', store: (v) => (v === null ? null : v.toFixed(6)) },
  virtualTourUrl: { column: 'virtual_tour_url', store: (v) => v },
};

/** A value as text with object keys sorted: jsonb hands keys back in its own order. */
const canonical = (v: unknown): string =>
  v && typeof v === 'object' ? `{${Object.keys(v).sort().map((k) => `${k}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}` : String(v);
/** Whether a stored value already equals what would be written (numerics come back as text). */
const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || (a !== null && b !== null && canonical(a) === canonical(b));

/**
 * PATCH /admin/properties/{id}: the fields sent, in one transaction with the
 * property row locked (the lock purchases take first, src/db/README.md), so
 * a sale cannot slip between the check and the write. `totalTokens` changes
 * only while nothing is sold: the platform then holds all of them, and both
 * counts move together (platform + holdings = total; the deferred trigger
 * checks it at commit). Once a token is sold, 409 PROPERTY_TOKENS_SOLD: the
 * holders' share of the property must not change under them. Audited with
 * the changed fields; a request that changes nothing writes nothing.
 */
export async function updateProperty(ctx: AppContext, adminId: string, locale: AppLocale, id: string, body: PropertyUpdateBody): Promise<AdminProperty> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('properties').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
      if (!row) throw new AppError(404, 'PROPERTY_NOT_FOUND');

      const set: Record<string, unknown> = {};
      const changes: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(body) as [keyof PropertyUpdateBody, never][]) {
        if (value === undefined) continue;
        const { column, store, text } = COLUMNS[field];
        const next = store(value);
        if (same(row[column], next)) continue;
        set[column] = text ? JSON.stringify(next) : next;
        changes[field] = text ? true : { from: row[column] ?? null, to: next };
      }

      if ('total_tokens' in set) {
        const total = set.total_tokens as number;
        if (row.platform_tokens !== row.total_tokens) throw new AppError(409, 'PROPERTY_TOKENS_SOLD', undefined, [{ field: 'totalTokens', code: 'PROPERTY_TOKENS_SOLD' }]);
        if (row.valuation < total) throw new AppError(400, 'PROPERTY_PRICE_TOO_LOW', undefined, [{ field: 'totalTokens', code: 'PROPERTY_PRICE_TOO_LOW' }]);
        set.platform_tokens = total;
      }
      if (!Object.keys(changes).length) return getAdminProperty(trx, locale, id);

      if ('name' in set || 'city' in set || 'address' in set) {
        set.search_text = propertySearchText({
          name: body.name ? stored(body.name) : row.name,
          city: body.city ? stored(body.city) : row.city,
          address: body.address ? stored(body.address) : (row.address ?? {}),
        } as { name: Localized; city: Localized; address: Localized });
      }
      let update = trx
        .updateTable('properties')
        .set({ ...(set as PropertyUpdate), updated_at: sql<Date>`now()` })
        .where('id', '=', id);
      // The row is locked, so this holds; it keeps the guard next to the write all the same.
      if ('total_tokens' in set) update = update.where(sql<boolean>`platform_tokens = total_tokens`);
      const result = await update.executeTakeFirst();
      if (result.numUpdatedRows !== 1n) throw new AppError(409, 'PROPERTY_TOKENS_SOLD', undefined, [{ field: 'totalTokens', code: 'PROPERTY_TOKENS_SOLD' }]);

      await recordAudit(trx, { adminId, action: 'property.updated', targetType: 'property', targetId: id, details: { changes } });
      return getAdminProperty(trx, locale, id);
    });
  } catch (error) {
    if (isSlugConflict(error)) throw slugTaken();
    throw error;
  }
}
