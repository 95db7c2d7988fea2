// Issue 4: at least 2,000 money operations fired in parallel from 100 users
// through the real HTTP routes and a real PostgreSQL: primary purchases past
// the supply, buys racing for the same sell orders, double-submits with one
// idempotency key, withdrawals racing purchases, and the same tokens gifted
// twice. Afterwards every invariant holds, nothing is oversold, and each
// idempotency key acted once. Since the outside review: buys from sell orders
// and gifts race group-committed purchases of the same property by the same
// users (approve-bid used to deadlock with them and answer 500), and no
// request of either race may answer 5xx.
import { describe, expect, it } from 'vitest';
import { moneyRetries } from '../src/http/idempotency';
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
    expect(results.filter((r) => r.status >= 500).slice(0, 3)).toEqual([]);
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

describe('trades, withdrawals and gifts racing purchases', () => {
  it('2,000+ mixed operations: orders never oversold, one pending withdrawal each, no tokens gifted twice', { timeout: 180_000 }, async () => {
    const users = await investors(100, 10_000_000);
    const collector = await makeInvestor(app, ctx);
    await creditWallet(ctx, collector.id, 10_000_000);
    const collectorPhone = `${collector.phone.countryCode}${collector.phone.mobileNumber}`;
    const stock = await propertyWithTokens(ctx, 'mixed-stock', { total: 1_000_000, price: 20_000 });
    const scarce = await propertyWithTokens(ctx, 'mixed-scarce', { total: 1_000, price: 20_000 });
    // Nothing else moves these tokens, so each user's 40 can be gifted as 25 only once.
    const giftable = await propertyWithTokens(ctx, 'mixed-giftable', { total: 1_000_000, price: 20_000 });

    // Everyone holds 50 tokens; the first 20 list 20 of them for sale.
    for (const u of users) {
      for (const [propertyId, numberOfTokens] of [[stock.id, 50], [giftable.id, 40]] as const) {
        const res = await call(app, 'POST', '/api/user/marketplace/invest', {
          token: u.token,
          body: { propertyId, numberOfTokens, paymentWith: 'wallet', userAgreement: true },
        });
        expect(res.statusCode).toBe(200);
      }
    }
    const sellers = users.slice(0, 20);
    const orders: string[] = [];
    for (const s of sellers) {
      const res = await call(app, 'POST', '/api/user/marketplace/re-sell', {
        token: s.token,
        body: { propertyId: stock.id, numberOfTokens: 20, pricePerToken: 20_000 },
      });
      expect(res.statusCode).toBe(201);
      orders.push(res.json().data.orderId);
    }

    type Outcome = { kind: string; status: number; user: string; order?: string };
    const ops: Array<() => Promise<Outcome>> = [];
    users.forEach((u, i) => {
      // 10 purchases past the supply of the scarce property (1,000 × 5 = 5,000 wanted, 1,000 exist).
      for (let k = 0; k < 10; k++)
        ops.push(async () => {
          const r = await call(app, 'POST', '/api/user/marketplace/invest', {
            token: u.token,
            body: { propertyId: scarce.id, numberOfTokens: 5, paymentWith: 'wallet', userAgreement: true },
          });
          return { kind: 'invest', status: r.statusCode, user: u.id };
        });
      // 4 buys racing for the sell orders (400 × 5 = 2,000 wanted, 20 × 20 = 400 listed).
      for (let k = 0; k < 4; k++) {
        const order = orders[(i + k) % orders.length]!;
        ops.push(async () => {
          const r = await call(app, 'POST', '/api/user/marketplace/approve-bid', {
            token: u.token,
            body: { orderId: order, numberOfTokens: 5, paymentWith: 'wallet', userAgreement: true },
          });
          return { kind: 'trade', status: r.statusCode, user: u.id, order };
        });
      }
      // Two withdrawals racing everything else: at most one may be pending.
      for (let k = 0; k < 2; k++)
        ops.push(async () => {
          const r = await call(app, 'POST', '/api/user/user/withdrawal-request', { token: u.token, body: { amount: 1_000_000 } });
          return { kind: 'withdraw', status: r.statusCode, user: u.id };
        });
      // The same 25 of 40 tokens gifted twice: exactly one can succeed.
      for (let k = 0; k < 2; k++)
        ops.push(async () => {
          const r = await call(app, 'POST', '/api/user/marketplace/gift', {
            token: u.token,
            body: { propertyId: giftable.id, receiver: collectorPhone, numberOfTokens: 25, type: 'holding', paymentWith: 'wallet', userAgreement: true },
          });
          return { kind: 'gift', status: r.statusCode, user: u.id };
        });
      // Double-submits with one key.
      for (let k = 0; k < 2; k++)
        ops.push(async () => {
          const r = await call(app, 'POST', '/api/user/marketplace/invest', {
            token: u.token,
            body: { propertyId: stock.id, numberOfTokens: 5, paymentWith: 'wallet', userAgreement: true },
            headers: { 'idempotency-key': `mixed-${u.id}` },
          });
          return { kind: 'double', status: r.statusCode, user: u.id };
        });
      // Purchases of the traded property without a key: they go to the database in groups
      // (sahm_invest_wallet_batch), by the same users whose wallets the trades lock.
      for (let k = 0; k < 3; k++)
        ops.push(async () => {
          const r = await call(app, 'POST', '/api/user/marketplace/invest', {
            token: u.token,
            body: { propertyId: stock.id, numberOfTokens: 5, paymentWith: 'wallet', userAgreement: true },
          });
          return { kind: 'grouped', status: r.statusCode, user: u.id };
        });
    });
    // The gifts' receiver keeps buying the gifted property in groups while the gifts run.
    for (let k = 0; k < 50; k++)
      ops.push(async () => {
        const r = await call(app, 'POST', '/api/user/marketplace/invest', {
          token: collector.token,
          body: { propertyId: giftable.id, numberOfTokens: 5, paymentWith: 'wallet', userAgreement: true },
        });
        return { kind: 'grouped', status: r.statusCode, user: collector.id };
      });
    expect(ops.length).toBeGreaterThanOrEqual(2_000);
    const results = await Promise.all(shuffle(ops).map((op) => op()));

    // Only legitimate refusals: sold out, order filled/closed, a second pending withdrawal, tokens already gifted, own order.
    expect(results.filter((r) => r.status >= 500).slice(0, 3)).toEqual([]);
    // Not even a retried deadlock: the functions agree on one lock order.
    expect(moneyRetries['40P01'] ?? 0).toBe(0);
    const allowed: Record<string, number[]> = { invest: [200, 409], trade: [200, 400, 409], withdraw: [201, 409], gift: [200, 409, 400], double: [200], grouped: [200] };
    const unexpected = results.filter((r) => !allowed[r.kind]!.includes(r.status));
    expect(unexpected.slice(0, 3)).toEqual([]);

    // Primary supply sold exactly once.
    expect(results.filter((r) => r.kind === 'invest' && r.status === 200).length * 5).toBe(1_000);
    // No order sold more than it listed; what was bought is what left the orders.
    const bought = results.filter((r) => r.kind === 'trade' && r.status === 200);
    const rows = await ctx.db.selectFrom('orders').select(['id', 'tokens_total', 'tokens_remaining']).where('id', 'in', orders).execute();
    for (const o of rows) {
      const filled = bought.filter((b) => b.order === o.id).length * 5;
      expect(filled).toBe(o.tokens_total - o.tokens_remaining);
      expect(o.tokens_remaining).toBeGreaterThanOrEqual(0);
    }
    // One pending withdrawal per user at most, and exactly one here (everyone had the funds).
    const pending = await ctx.db.selectFrom('withdrawal_requests').select('user_id').where('status', '=', 'pending').execute();
    expect(pending.length).toBe(100);
    expect(new Set(pending.map((p) => p.user_id)).size).toBe(100);
    // The same tokens were never gifted twice: exactly one of each user's two gifts went through.
    for (const u of users) expect(results.filter((r) => r.kind === 'gift' && r.user === u.id && r.status === 200).length).toBe(1);
    const collectorHolding = await ctx.db.selectFrom('holdings').select('tokens').where('user_id', '=', collector.id).where('property_id', '=', giftable.id).executeTakeFirstOrThrow();
    expect(collectorHolding.tokens).toBe(100 * 25 + 50 * 5);
    // Each key acted once.
    expect(await ctx.db.selectFrom('idempotency_keys').select('key').where('key', 'like', 'mixed-%').execute()).toHaveLength(100);
    await expectInvariants(ctx);
  });
});
