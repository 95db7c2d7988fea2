import { sql } from 'kysely';
import type pg from 'pg';
import type { AppContext } from '../src/context';

let userCounter = 0;

/**
 * Investors straight in the database (no sign-up round trips): KYC and phone
 * verified, as the bench makes them. Their wallet accounts come from the
 * users trigger.
 */
export async function insertInvestors(ctx: AppContext | { pool: pg.Pool }, count: number): Promise<string[]> {
  const base = `${Date.now().toString(36)}${(userCounter += 1)}`;
  const { rows } = await ctx.pool.query<{ id: string }>(
    `INSERT INTO users (email, username, password_hash, is_email_verified, kyc_status, is_phone_verified)
     SELECT 'rent' || $1 || '-' || i || '@example.com', 'rent_' || $1 || '_' || i, '!', true, 'verified', true
       FROM generate_series(1, $2::int) i
     ORDER BY i
     RETURNING id`,
    [base, count],
  );
  return rows.map((r) => r.id);
}

export interface FundedProperty {
  id: string;
  totalTokens: number;
}

/**
 * A funded, rented property whose tokens the given holders hold (the
 * platform none), moved from the platform by seed token movements so the
 * token ledger explains every holding.
 */
export async function fundedProperty(
  ctx: AppContext | { pool: pg.Pool },
  slug: string,
  holdings: { userId: string; tokens: number }[],
  { monthlyRent = 1_000_000, feeBps = 1000, price = 10_000, rented = true }: { monthlyRent?: number; feeBps?: number; price?: number; rented?: boolean } = {},
): Promise<FundedProperty> {
  const total = holdings.reduce((s, h) => s + h.tokens, 0);
  const client = await ctx.pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO properties (slug, name, city, property_type, is_locked, is_hot, is_recently_added, is_residential, is_trending,
         total_tokens, platform_tokens, valuation, property_value, area_sqm, cover_image, monthly_rent, rent_fee_bps, is_rented)
       VALUES ($1, jsonb_build_object('en', 'Rent ' || $1::text, 'ar', 'إيجار ' || $1::text), '{"en":"Baghdad"}', 'residential',
               false, false, false, true, false, $2, 0, $3, $3, 100, '/x.svg', $4, $5, $6)
       RETURNING id`,
      [slug, total, total * price, monthlyRent, feeBps, rented],
    );
    const id = rows[0]!.id;
    await client.query(
      `WITH h AS (SELECT * FROM unnest($2::uuid[], $3::bigint[]) AS x(user_id, tokens))
       , held AS (INSERT INTO holdings (user_id, property_id, tokens) SELECT user_id, $1, tokens FROM h RETURNING user_id, tokens)
       INSERT INTO token_movements (property_id, from_user, to_user, tokens, reason) SELECT $1, NULL, user_id, tokens, 'seed' FROM held`,
      [id, holdings.map((h) => h.userId), holdings.map((h) => h.tokens)],
    );
    await client.query('COMMIT');
    return { id, totalTokens: total };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** Available balances of these users, in their order. */
export async function availableOf(ctx: AppContext, userIds: string[]): Promise<number[]> {
  const { rows } = await sql<{ user_id: string; balance: number }>`
    SELECT user_id, balance FROM ledger_accounts WHERE kind = 'user_available' AND user_id = ANY (${userIds}::uuid[])`.execute(ctx.db);
  const by = new Map(rows.map((r) => [r.user_id, r.balance]));
  return userIds.map((id) => by.get(id) ?? 0);
}

/** Balance of a platform account: platform_revenue, or a property's rent pool, or provider cash. */
export async function platformBalance(ctx: AppContext, kind: 'platform_revenue' | 'property_rent_pool' | 'provider_cash', propertyId?: string): Promise<number> {
  const { rows } = await sql<{ balance: number }>`
    SELECT balance FROM ledger_accounts
     WHERE kind = ${kind}
       AND (${propertyId ?? null}::uuid IS NULL OR property_id = ${propertyId ?? null}::uuid)
       AND (${kind} <> 'provider_cash' OR provider = 'cash')`.execute(ctx.db);
  return rows[0]?.balance ?? 0;
}

/** The month before this one, YYYY-MM: a month that has started (and ended). */
export function lastMonth(): string {
  const now = new Date(Date.now() + 3 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/** A month `n` months before this one, YYYY-MM. */
export function monthsAgo(n: number): string {
  const now = new Date(Date.now() + 3 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1)).toISOString().slice(0, 7);
}
