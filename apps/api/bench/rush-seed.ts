// The launch-day rush's seed, shared by its test (test/market-rush.test.ts,
// a few hundred investors) and its bench (bench/rush.ts, 5,000): verified
// investors with a session and a funded wallet, and one property with fewer
// tokens than they want. Written in a handful of statements, not through
// sign-up (argon2 would take minutes for 5,000).
import type pg from 'pg';
import { hashToken, newSessionToken } from '../src/auth/tokens';

export interface RushInvestor {
  id: string;
  token: string;
}

/** `count` verified investors (e-mail, KYC, phone), each with a live session and `funds` IQD available. */
export async function seedInvestors(pool: pg.Pool, count: number, { funds, tag = 'rush' }: { funds: number; tag?: string }): Promise<RushInvestor[]> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO users (email, username, password_hash, is_email_verified, kyc_status, is_phone_verified, country_code, mobile_number, full_name, date_of_birth)
     SELECT $2 || g || '@example.com', $2 || '_' || g, '!', true, 'verified', true, '+964', '79' || lpad(g::text, 8, '0'), 'Rush Investor', DATE '1990-01-01'
       FROM generate_series(1, $1::int) AS g
     ORDER BY g
     RETURNING id`,
    [count, tag],
  );
  const investors = rows.map((r) => ({ id: r.id, token: newSessionToken() }));
  await pool.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at)
     SELECT u, h, now() + interval '1 day' FROM unnest($1::uuid[], $2::bytea[]) AS t(u, h)`,
    [investors.map((i) => i.id), investors.map((i) => hashToken(i.token))],
  );
  // One balanced entry: the branch cash account pays every wallet.
  await pool.query(
    `WITH e AS (INSERT INTO journal_entries (kind) VALUES ('cash_deposit') RETURNING id)
     INSERT INTO postings (entry_id, account_id, amount)
     SELECT e.id, a.id, CASE WHEN a.kind = 'provider_cash' THEN -$2::bigint * $3::bigint ELSE $2::bigint END
       FROM e, ledger_accounts a
      WHERE (a.kind = 'provider_cash' AND a.provider = 'cash') OR (a.kind = 'user_available' AND a.user_id = ANY ($1::uuid[]))`,
    [investors.map((i) => i.id), funds, investors.length],
  );
  return investors;
}

/** A property opening for sale: `tokens` tokens at `price` IQD each, all held by the platform. */
export async function openingProperty(pool: pg.Pool, { slug, tokens, price }: { slug: string; tokens: number; price: number }): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO properties (slug, name, city, property_type, is_locked, is_hot, is_recently_added, is_residential, is_trending,
       total_tokens, platform_tokens, valuation, property_value, area_sqm, cover_image)
     VALUES ($1, '{"en":"Launch tower"}', '{"en":"Erbil"}', 'residential', false, true, true, true, false, $2, $2, $3, $3, 1000, '/x.svg')
     RETURNING id`,
    [slug, tokens, tokens * price],
  );
  return rows[0]!.id;
}

/** What each investor asks for in a rush: 10, 20 or 30 tokens, in turn. */
export const rushSize = (i: number) => 10 * (1 + (i % 3));
