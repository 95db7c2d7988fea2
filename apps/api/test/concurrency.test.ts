// Issue 4: at least 2,000 money operations fired in parallel from 100 users
// through the real HTTP routes and a real PostgreSQL; afterwards every
// invariant holds, nothing is oversold, and each idempotency key acted once.
import { describe, expect, it } from 'vitest';
import { call, createTestApp } from './helpers';
import { balanceOf, creditWallet, expectInvariants, makeInvestor, propertyWithTokens } from './money-helpers';

// A bigger pool so requests really run side by side in the database.
const { app, ctx } = await createTestApp();

type Investor = Awaited<ReturnType<typeof makeInvestor>>;

async function investors(n: number, funds: number): Promise<Investor[]> {
  const out: Investor[] = [];
  for (let i = 0; i < n; i++) {
    const u = await makeInvestor(app, ctx);
    await creditWallet(ctx, u.id, funds);
    out.push(u);
  }
  return out;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

describe('2,000 parallel operations from 100 users', () => {
  it('never oversells, never goes negative, and acts once per idempotency key', { timeout: 120_000 }, async () => {
    const users = await investors(100, 3_000_000);
    // 1,500 tokens at 20,000 IQD: far less than 100 users × 15 purchases of 5 tokens want.
    const scarce = await propertyWithTokens(ctx, 'race-scarce', { total: 1_500, price: 20_000 });
    const plenty = await propertyWithTokens(ctx, 'race-plenty', { total: 1_000_000, price: 20_000 });

    const ops: Array<() => Promise<{ kind: string; status: number; key?: string; user: string; body: unknown }>> = [];
    for (const u of users) {
      // 15 purchases past the supply of the scarce property (100 × 15 × 5 = 7,500 wanted, 1,500 exist).
      for (let i = 0; i < 15; i++) {
        ops.push(async () => {
          const res = await call(app, 'POST', '/api/user/marketplace/invest', {
            token: u.token,
            body: { propertyId: scarce.id, numberOfTokens: 5, paymentWith: 'wallet', userAgreement: true },
          });
          return { kind: 'scarce', status: res.statusCode, user: u.id, body: res.json() };
        });
      }
      // 5 double-submits: the same key sent twice each.
      for (let i = 0; i < 5; i++) {
        const key = `dbl-${u.id}-${i}`;
        for (let copy = 0; copy < 2; copy++) {
          ops.push(async () => {
            const res = await call(app, 'POST', '/api/user/marketplace/invest', {
              token: u.token,
              body: { propertyId: plenty.id, numberOfTokens: 5, paymentWith: 'wallet', userAgreement: true },
              headers: { 'idempotency-key': key },
            });
            return { kind: 'double', status: res.statusCode, key, user: u.id, body: res.json() };
          });
        }
      }
    }
    expect(ops.length).toBeGreaterThanOrEqual(2_000);

    const results = await Promise.all(shuffle(ops).map((op) => op()));

    // No request failed for a reason other than a legitimate refusal.
    const unexpected = results.filter((r) => r.status !== 200 && !(r.kind === 'scarce' && r.status === 409));
    expect(unexpected.slice(0, 3)).toEqual([]);

    // The scarce property sold exactly its supply, never more.
    const sold = results.filter((r) => r.kind === 'scarce' && r.status === 200).length;
    expect(sold * 5).toBe(1_500);
    const scarceRow = await ctx.db.selectFrom('properties').select('platform_tokens').where('id', '=', scarce.id).executeTakeFirstOrThrow();
    expect(scarceRow.platform_tokens).toBe(0);

    // Each key acted once: both copies answered with the same transaction, and one purchase exists per key.
    const byKey = new Map<string, string[]>();
    for (const r of results.filter((x) => x.kind === 'double')) {
      const id = (r.body as { data: { transactionId: string } }).data.transactionId;
      byKey.set(r.key!, [...(byKey.get(r.key!) ?? []), id]);
    }
    expect(byKey.size).toBe(500);
    for (const ids of byKey.values()) expect(new Set(ids).size).toBe(1);
    const plentyBuys = await ctx.db.selectFrom('transactions').select(({ fn }) => fn.countAll<string>().as('n')).where('property_id', '=', plenty.id).executeTakeFirstOrThrow();
    expect(Number(plentyBuys.n)).toBe(500);

    // Every wallet: 3,000,000 minus exactly what its successful purchases cost.
    for (const u of users.slice(0, 10)) {
      const spent = results.filter((r) => r.user === u.id && r.status === 200 && r.kind === 'scarce').length * 100_000 + 5 * 100_000;
      expect(await balanceOf(ctx, u.id)).toEqual({ available: 3_000_000 - spent, held: 0 });
    }
    await expectInvariants(ctx);
  });
});
