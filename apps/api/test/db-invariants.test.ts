// The commit-time invariant checks must compare one snapshot. In READ
// COMMITTED every statement of a PL/pgSQL function takes a new snapshot, so a
// check that read the property's platform tokens and the sum of holdings in
// two statements could see a purchase that committed between them and refuse
// a perfectly balanced trade with TOKENS_UNBALANCED (CI saw it as a 500 under
// 2,000 concurrent operations). Here purchases (property row + a holding) and
// trades (two holdings, no property row) hammer one property from separate
// connections; every transaction is balanced, so none may be refused.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';
import { makeInvestor, propertyWithTokens } from './money-helpers';

const { app, ctx, databaseUrl } = await createTestApp();

const clients: pg.Client[] = [];
async function client(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  clients.push(c);
  return c;
}
afterAll(async () => {
  await Promise.all(clients.map((c) => c.end()));
});

async function inTransaction(c: pg.Client, statements: Array<[string, unknown[]]>): Promise<string | null> {
  await c.query('BEGIN');
  try {
    for (const [text, values] of statements) await c.query(text, values);
    await c.query('COMMIT');
    return null;
  } catch (error) {
    await c.query('ROLLBACK');
    return (error as Error).message;
  }
}

describe('commit-time invariant checks under concurrency', () => {
  it('never refuse a balanced trade while purchases of the same property commit', { timeout: 120_000 }, async () => {
    const property = await propertyWithTokens(ctx, 'snapshot-race', { total: 1_000_000 });
    const buyers = await Promise.all(Array.from({ length: 3 }, () => makeInvestor(app, ctx)));
    const traders = await Promise.all(Array.from({ length: 6 }, () => makeInvestor(app, ctx)));
    // The traders start with 1,000 tokens each, taken from the platform in one balanced step.
    const setup = await client();
    expect(
      await inTransaction(setup, [
        ['UPDATE properties SET platform_tokens = platform_tokens - $2 WHERE id = $1', [property.id, traders.length * 1_000]],
        ...traders.map((t): [string, unknown[]] => ['INSERT INTO holdings (user_id, property_id, tokens) VALUES ($1, $2, 1000)', [t.id, property.id]]),
      ]),
    ).toBeNull();

    const rounds = 400;
    const purchase = async (buyerId: string) => {
      const c = await client();
      const refusals: string[] = [];
      for (let i = 0; i < rounds; i++) {
        const error = await inTransaction(c, [
          ['UPDATE properties SET platform_tokens = platform_tokens - 1 WHERE id = $1', [property.id]],
          [
            `INSERT INTO holdings (user_id, property_id, tokens) VALUES ($1, $2, 1)
             ON CONFLICT (user_id, property_id) DO UPDATE SET tokens = holdings.tokens + 1`,
            [buyerId, property.id],
          ],
        ]);
        if (error) refusals.push(error);
      }
      return refusals;
    };
    // Each trading pair moves one token back and forth; it never touches the property row.
    const trade = async (from: string, to: string) => {
      const c = await client();
      const refusals: string[] = [];
      for (let i = 0; i < rounds; i++) {
        const [a, b] = i % 2 === 0 ? [from, to] : [to, from];
        const error = await inTransaction(c, [
          ['UPDATE holdings SET tokens = tokens - 1 WHERE user_id = $1 AND property_id = $2', [a, property.id]],
          ['UPDATE holdings SET tokens = tokens + 1 WHERE user_id = $1 AND property_id = $2', [b, property.id]],
        ]);
        if (error) refusals.push(error);
      }
      return refusals;
    };

    const results = await Promise.all([
      ...buyers.map((b) => purchase(b.id)),
      trade(traders[0]!.id, traders[1]!.id),
      trade(traders[2]!.id, traders[3]!.id),
      trade(traders[4]!.id, traders[5]!.id),
    ]);
    expect(results.flat()).toEqual([]);

    const row = await ctx.db.selectFrom('properties').select('platform_tokens').where('id', '=', property.id).executeTakeFirstOrThrow();
    expect(Number(row.platform_tokens)).toBe(1_000_000 - traders.length * 1_000 - buyers.length * rounds);
  });

  it('still refuse a transaction that really creates tokens', async () => {
    const property = await propertyWithTokens(ctx, 'snapshot-cheat', { total: 1_000 });
    const investor = await makeInvestor(app, ctx);
    const c = await client();
    const error = await inTransaction(c, [['INSERT INTO holdings (user_id, property_id, tokens) VALUES ($1, $2, 1)', [investor.id, property.id]]]);
    expect(error).toMatch(/^TOKENS_UNBALANCED/);
    expect(await ctx.db.selectFrom('holdings').select('tokens').where('property_id', '=', property.id).execute()).toEqual([]);
  });

  it('check each property once per commit, however many of its rows changed', async () => {
    const property = await propertyWithTokens(ctx, 'check-once', { total: 1_000 });
    const holders = await Promise.all(Array.from({ length: 4 }, () => makeInvestor(app, ctx)));
    const c = await client();
    expect(
      await inTransaction(c, [
        ['UPDATE properties SET platform_tokens = platform_tokens - 400 WHERE id = $1', [property.id]],
        ...holders.map((h): [string, unknown[]] => ['INSERT INTO holdings (user_id, property_id, tokens) VALUES ($1, $2, 100)', [h.id, property.id]]),
      ]),
    ).toBeNull();
    await c.query(`SET track_functions = 'all'`);
    const calls = async () => {
      await c.query('SELECT pg_stat_force_next_flush()');
      const { rows } = await c.query(`SELECT coalesce(sum(calls), 0)::int AS n FROM pg_stat_user_functions WHERE funcname = 'tokens_assert_balanced'`);
      return rows[0].n as number;
    };
    const before = await calls();
    // Five changed rows of one property (a small trade round): one sum at commit, not five.
    expect(
      await inTransaction(c, [
        ...holders.map((h, i): [string, unknown[]] => [`UPDATE holdings SET tokens = tokens ${i % 2 ? '+' : '-'} 10 WHERE user_id = $1 AND property_id = $2`, [h.id, property.id]]),
        ['UPDATE properties SET updated_at = now(), platform_tokens = platform_tokens WHERE id = $1', [property.id]],
      ]),
    ).toBeNull();
    expect((await calls()) - before).toBe(1);
  });

  it('still check a second property, and rows changed after SET CONSTRAINTS ... IMMEDIATE', async () => {
    const fine = await propertyWithTokens(ctx, 'check-fine', { total: 1_000 });
    const broken = await propertyWithTokens(ctx, 'check-broken', { total: 1_000 });
    const investor = await makeInvestor(app, ctx);
    const c = await client();
    const twoProperties = await inTransaction(c, [
      ['UPDATE properties SET platform_tokens = platform_tokens - 5 WHERE id = $1', [fine.id]],
      ['INSERT INTO holdings (user_id, property_id, tokens) VALUES ($1, $2, 5)', [investor.id, fine.id]],
      ['INSERT INTO holdings (user_id, property_id, tokens) VALUES ($1, $2, 5)', [investor.id, broken.id]],
    ]);
    expect(twoProperties).toMatch(new RegExp(`^TOKENS_UNBALANCED: property ${broken.id}`));
    const late = await inTransaction(c, [
      ['UPDATE properties SET platform_tokens = platform_tokens - 5 WHERE id = $1', [fine.id]],
      ['INSERT INTO holdings (user_id, property_id, tokens) VALUES ($1, $2, 5)', [investor.id, fine.id]],
      ['SET CONSTRAINTS ALL IMMEDIATE', []],
      ['SET CONSTRAINTS ALL DEFERRED', []],
      ['UPDATE holdings SET tokens = tokens + 1 WHERE user_id = $1 AND property_id = $2', [investor.id, fine.id]],
    ]);
    expect(late).toMatch(new RegExp(`^TOKENS_UNBALANCED: property ${fine.id}`));
  });
});
