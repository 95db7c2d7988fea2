// Group commit for wallet purchases (migration 0011, src/market/invest-batcher.ts):
// purchases of one property that arrive while its previous call runs go to the
// database together, each in its own subtransaction. Every request must still
// get exactly the answer it would have got alone, and refusals inside a group
// must leave nothing behind.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/http/errors';
import { InvestBatcher, MAX_GROUP, type PurchaseRequest, type PurchaseResult } from '../src/market/invest-batcher';
import type { InvestOutcome } from '../src/market/invest';
import { call, createTestApp, registerUser, snapshot } from './helpers';
import { balanceOf, creditWallet, expectInvariants, makeInvestor, propertyWithTokens } from './money-helpers';

const { app, ctx } = await createTestApp();

/** A fake outcome for the control-flow tests (the database tests below use the real thing). */
const outcome = (r: PurchaseRequest): InvestOutcome =>
  ({ transactionId: `${r.userId}-${r.propertyId}`, propertyId: r.propertyId, tokens: r.numberOfTokens }) as InvestOutcome;

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('InvestBatcher: which purchases go together', () => {
  it('sends a purchase at once and alone when nothing is running', async () => {
    const groups: PurchaseRequest[][] = [];
    const singles: PurchaseRequest[] = [];
    const batcher = new InvestBatcher(
      async (rs) => {
        groups.push(rs);
        return rs.map((r) => ({ ok: true, outcome: outcome(r) }));
      },
      async (r) => {
        singles.push(r);
        return outcome(r);
      },
    );
    const result = await batcher.submit({ userId: 'u1', propertyId: 'p1', numberOfTokens: 5 });
    expect(result.transactionId).toBe('u1-p1');
    expect(singles).toHaveLength(1);
    expect(groups).toEqual([]);
  });

  it('groups what arrives meanwhile, in order, answers each its own, and splits at the group limit', async () => {
    const first = deferred<InvestOutcome>();
    const groups: string[][] = [];
    const batcher = new InvestBatcher(
      async (rs) => {
        groups.push(rs.map((r) => r.userId));
        return rs.map((r): PurchaseResult => (r.userId === 'u3' ? { ok: false, error: new AppError(402, 'INSUFFICIENT_BALANCE') } : { ok: true, outcome: outcome(r) }));
      },
      (r) => (r.userId === 'u0' ? first.promise : Promise.resolve(outcome(r))),
    );
    const running = batcher.submit({ userId: 'u0', propertyId: 'p1', numberOfTokens: 1 });
    const waiting = Array.from({ length: MAX_GROUP + 3 }, (_, i) =>
      batcher.submit({ userId: `u${i + 1}`, propertyId: 'p1', numberOfTokens: 1 }).then(
        (o) => o.transactionId,
        (e: AppError) => e.code,
      ),
    );
    first.resolve(outcome({ userId: 'u0', propertyId: 'p1', numberOfTokens: 1 }));
    await running;
    const answers = await Promise.all(waiting);
    expect(answers[0]).toBe('u1-p1');
    expect(answers[2]).toBe('INSUFFICIENT_BALANCE'); // u3, refused alone
    expect(answers[3]).toBe('u4-p1');
    // 35 waiting purchases: a full group of 32, then the remaining 3 together.
    expect(groups.map((g) => g.length)).toEqual([MAX_GROUP, 3]);
    expect(groups[0]![0]).toBe('u1');
    expect(batcher.stats).toMatchObject({ calls: 3, grouped: 2, purchases: MAX_GROUP + 4, fallbacks: 0 });
  });

  it('puts purchases of different properties in one group', async () => {
    const first = deferred<InvestOutcome>();
    const groups: string[][] = [];
    const batcher = new InvestBatcher(
      async (rs) => {
        groups.push(rs.map((r) => r.propertyId));
        return rs.map((r) => ({ ok: true, outcome: outcome(r) }));
      },
      (r) => (r.userId === 'u0' ? first.promise : Promise.resolve(outcome(r))),
    );
    const running = batcher.submit({ userId: 'u0', propertyId: 'p1', numberOfTokens: 1 });
    const others = ['p2', 'p3', 'p1'].map((propertyId, i) => batcher.submit({ userId: `u${i + 1}`, propertyId, numberOfTokens: 1 }));
    first.resolve(outcome({ userId: 'u0', propertyId: 'p1', numberOfTokens: 1 }));
    await running;
    expect((await Promise.all(others)).map((o) => o.transactionId)).toEqual(['u1-p2', 'u2-p3', 'u3-p1']);
    expect(groups).toEqual([['p2', 'p3', 'p1']]);
  });

  it('runs each purchase alone when a group fails as a whole, so each gets its own answer', async () => {
    const first = deferred<InvestOutcome>();
    const singles: string[] = [];
    const batcher = new InvestBatcher(
      async () => {
        throw new Error('deadlock detected');
      },
      async (r) => {
        if (r.userId === 'u0') return first.promise;
        singles.push(r.userId);
        if (r.userId === 'u2') throw new AppError(409, 'PROPERTY_SOLD_OUT');
        return outcome(r);
      },
    );
    const running = batcher.submit({ userId: 'u0', propertyId: 'p1', numberOfTokens: 1 });
    const a = batcher.submit({ userId: 'u1', propertyId: 'p1', numberOfTokens: 1 });
    const b = batcher.submit({ userId: 'u2', propertyId: 'p1', numberOfTokens: 1 });
    first.resolve(outcome({ userId: 'u0', propertyId: 'p1', numberOfTokens: 1 }));
    await running;
    await expect(a).resolves.toMatchObject({ transactionId: 'u1-p1' });
    await expect(b).rejects.toMatchObject({ code: 'PROPERTY_SOLD_OUT' });
    expect(singles.sort()).toEqual(['u1', 'u2']);
    expect(batcher.stats.fallbacks).toBe(1);
  });
});

describe('sahm_invest_wallet_batch() in PostgreSQL', () => {
  afterEach(() => expectInvariants(ctx));

  const batch = (users: string[], property: string | string[], tokens: number[]) =>
    sql<{ idx: number; error_code: string | null; error_detail: string | null; tokens: number | null; amount: number | null }>`
      SELECT idx, error_code, error_detail, tokens, amount
        FROM sahm_invest_wallet_batch(${users}::uuid[], ${Array.isArray(property) ? property : users.map(() => property)}::uuid[],
                                      ${tokens}::bigint[], 100000)`.execute(ctx.db);

  it('commits the purchases that pass and returns each refusal in its row, leaving nothing of it', async () => {
    const p = await propertyWithTokens(ctx, 'group-mixed', { total: 100, price: 10_000 });
    const rich = await makeInvestor(app, ctx);
    const poor = await makeInvestor(app, ctx);
    const unverified = await registerUser(app, ctx);
    const greedy = await makeInvestor(app, ctx);
    await creditWallet(ctx, rich.id, 1_000_000);
    await creditWallet(ctx, poor.id, 50_000);
    await creditWallet(ctx, greedy.id, 10_000_000);
    const { rows } = await batch([rich.id, poor.id, unverified.id, greedy.id, rich.id], p.id, [30, 20, 10, 500, 40]);
    const byIdx = Object.fromEntries(rows.map((r) => [r.idx, r]));
    expect(byIdx[1]).toMatchObject({ error_code: null, tokens: 30, amount: 300_000 });
    expect(byIdx[2]).toMatchObject({ error_code: 'INSUFFICIENT_BALANCE' });
    expect(byIdx[3]).toMatchObject({ error_code: 'KYC_NOT_VERIFIED' });
    expect(byIdx[4]).toMatchObject({ error_code: 'NOT_ENOUGH_TOKENS', error_detail: expect.stringMatching(/^\d+$/) });
    expect(byIdx[5]).toMatchObject({ error_code: null, tokens: 40 });
    expect(await balanceOf(ctx, rich.id)).toEqual({ available: 300_000, held: 0 });
    expect(await balanceOf(ctx, poor.id)).toEqual({ available: 50_000, held: 0 });
    expect(await balanceOf(ctx, greedy.id)).toEqual({ available: 10_000_000, held: 0 });
    const prop = await ctx.db.selectFrom('properties').select('platform_tokens').where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(prop.platform_tokens).toBe(30);
    const refused = await ctx.db.selectFrom('transactions').select('id').where('user_id', 'in', [poor.id, greedy.id, unverified.id]).execute();
    expect(refused).toEqual([]);
  });

  it('buys several properties in one call, each purchase against its own property', async () => {
    const a = await propertyWithTokens(ctx, 'group-a', { total: 100, price: 10_000 });
    const b = await propertyWithTokens(ctx, 'group-b', { total: 50, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    const v = await makeInvestor(app, ctx);
    await creditWallet(ctx, u.id, 2_000_000);
    await creditWallet(ctx, v.id, 2_000_000);
    const { rows } = await batch([v.id, u.id, u.id, v.id], [b.id, a.id, b.id, a.id], [10, 20, 45, 30]);
    const byIdx = Object.fromEntries(rows.map((r) => [r.idx, r]));
    // v and u both want b (10 + 45 of 50). Purchases run in the order of the arrays (arrival),
    // whatever the users' ids: v's 10 first, then u's 45 finds only 40 left.
    const [first, second] = [byIdx[1], byIdx[3]];
    expect(first).toMatchObject({ error_code: null, tokens: 10, amount: 200_000 });
    expect(second).toMatchObject({ error_code: 'NOT_ENOUGH_TOKENS' });
    expect(byIdx[2]).toMatchObject({ error_code: null, tokens: 20, amount: 200_000 });
    expect(byIdx[4]).toMatchObject({ error_code: null, tokens: 30, amount: 300_000 });
    const left = await ctx.db.selectFrom('properties').select(['id', 'platform_tokens']).where('id', 'in', [a.id, b.id]).execute();
    expect(Object.fromEntries(left.map((r) => [r.id, r.platform_tokens]))).toEqual({ [a.id]: 50, [b.id]: 50 - Number(first!.tokens) });
  });

  it('refuses a malformed or oversized call outright, changing nothing', async () => {
    const p = await propertyWithTokens(ctx, 'group-shape', { total: 100, price: 10_000 });
    const u = await makeInvestor(app, ctx);
    const before = await snapshot(ctx);
    await expect(batch([u.id], p.id, [10, 10])).rejects.toThrow(/BATCH_SHAPE/);
    await expect(batch([u.id, u.id], [p.id], [10, 10])).rejects.toThrow(/BATCH_SHAPE/);
    await expect(batch(Array(MAX_GROUP + 1).fill(u.id), p.id, Array(MAX_GROUP + 1).fill(10))).rejects.toThrow(/BATCH_TOO_LARGE/);
    expect(await snapshot(ctx)).toEqual(before);
  });
});

describe('POST /marketplace/invest under load', () => {
  afterEach(() => expectInvariants(ctx));

  it('groups concurrent purchases, and each request still gets its own answer', async () => {
    const p = await propertyWithTokens(ctx, 'group-http', { total: 300, price: 10_000 });
    const other = await propertyWithTokens(ctx, 'group-http-other', { total: 10_000, price: 10_000 });
    const funded = await Promise.all(Array.from({ length: 16 }, () => makeInvestor(app, ctx)));
    await Promise.all(funded.map((u) => creditWallet(ctx, u.id, 1_000_000)));
    const broke = await makeInvestor(app, ctx);
    const requests = [
      // 16 funded investors want 3 × 10 tokens each = 480 of the 300 on sale.
      ...funded.flatMap((u) => [0, 1, 2].map(() => ({ u, kind: 'funded' }))),
      ...[0, 1, 2].map(() => ({ u: broke, kind: 'broke' })),
      // and meanwhile each buys 10 of another property with plenty for everyone.
      ...funded.map((u) => ({ u, kind: 'other' })),
    ];
    const results = await Promise.all(
      requests.map(async ({ u, kind }) => {
        const res = await call(app, 'POST', '/api/user/marketplace/invest', {
          token: u.token,
          lang: 'ar',
          body: { propertyId: kind === 'other' ? other.id : p.id, numberOfTokens: 10, paymentWith: 'wallet', userAgreement: true },
        });
        return { kind, status: res.statusCode, body: res.json() };
      }),
    );
    expect(results.filter((r) => r.kind === 'other').map((r) => r.status)).toEqual(funded.map(() => 200));
    const ok = results.filter((r) => r.kind !== 'other' && r.status === 200);
    expect(ok).toHaveLength(30); // exactly the supply
    for (const r of ok) expect(r.body.data).toMatchObject({ tokens: 10, amount: 100_000, status: 'success' });
    // Each refusal is the one that request would have had alone, in the caller's language:
    // the empty wallet (or, once nothing is left, the sold-out property, which is checked first).
    const expected: Record<number, string> = { 402: 'رصيد محفظتك غير كافٍ', 409: 'تم بيع جميع حصص هذا العقار' };
    for (const r of results.filter((x) => x.kind === 'broke')) expect(r.body.message).toBe(expected[r.status]);
    const refusedFunded = results.filter((r) => r.kind === 'funded' && r.status !== 200);
    expect(refusedFunded).toHaveLength(18);
    for (const r of refusedFunded) expect(r.body.message).toBe(expected[409]);
    // Purchases made in one group share the transaction's start time: some did.
    const times = await ctx.db.selectFrom('transactions').select('created_at').where('property_id', 'in', [p.id, other.id]).execute();
    expect(new Set(times.map((t) => t.created_at.toISOString())).size).toBeLessThan(times.length);
  });
});
