// One lock order across every money function (src/db/README.md). An outside
// review saw approve-bid answer 500 under grouped purchases (PostgreSQL logged
// deadlocks): the group commit locked its property rows FOR UPDATE, which
// blocks the FOR KEY SHARE lock every foreign key to the property takes, so a
// trade holding two wallets waited on the property while the group waited on
// one of those wallets. A gift of held tokens took no property lock at all.
// Each case below forces the interleaving that used to deadlock, with a third
// connection holding a lock as a gate, and asserts both sides complete.
import { MIN_INVESTMENT_IQD } from '@sahm/domain';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';
import { creditWallet, expectInvariants, makeInvestor, propertyWithTokens } from './money-helpers';

const { app, ctx } = await createTestApp();

type Investor = Awaited<ReturnType<typeof makeInvestor>>;

/** Verified, funded investors sorted by id: the functions lock users in ascending id. */
async function investorsById(n: number): Promise<Investor[]> {
  const out: Investor[] = [];
  for (let i = 0; i < n; i++) {
    const u = await makeInvestor(app, ctx);
    await creditWallet(ctx, u.id, 10_000_000);
    out.push(u);
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** A connection of its own, so its statement can wait while we look. */
async function session(): Promise<pg.PoolClient> {
  return ctx.pool.connect();
}

/** Resolves once the backend is waiting for a lock; fails after 10 s. */
async function waitsForLock(client: pg.PoolClient) {
  const pid = (client as unknown as { processID: number }).processID;
  for (let i = 0; i < 200; i++) {
    const { rows } = await ctx.pool.query(`SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1`, [pid]);
    if (rows[0]?.wait_event_type === 'Lock') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`backend ${pid} never waited for a lock`);
}

/** Settles within `ms`, or reports that it is still waiting. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => 'done' as const), new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), ms))]);

const walletLock = (userId: string) =>
  `SELECT 1 FROM ledger_accounts WHERE kind = 'user_available' AND user_id = '${userId}' FOR NO KEY UPDATE`;

describe('one lock order: group commit against trades and gifts', () => {
  it('a trade holding both wallets never waits on a property the group commit holds', { timeout: 60_000 }, async () => {
    const p = await propertyWithTokens(ctx, 'lock-trade', { total: 100_000, price: 20_000 });
    // gate < seller: the group takes the gate's wallet first, then the seller's.
    const [gate, seller, buyer] = await investorsById(3);
    const { rows } = await ctx.pool.query(`SELECT * FROM sahm_invest_wallet(${`'${seller!.id}'`}, $1, 50, $2)`, [p.id, MIN_INVESTMENT_IQD]);
    expect(rows).toHaveLength(1);
    const order = (await ctx.pool.query(`SELECT order_id FROM sahm_list_tokens($1, $2, 20, 20000, NULL, 50, 200)`, [seller!.id, p.id])).rows[0].order_id;

    const gateConn = await session();
    const groupConn = await session();
    const tradeConn = await session();
    try {
      // The gate holds the first wallet the group needs, after the group has locked the property.
      await gateConn.query('BEGIN');
      await gateConn.query(walletLock(gate!.id));
      const group = groupConn.query(`SELECT * FROM sahm_invest_wallet_batch($1::uuid[], $2::uuid[], $3::bigint[], $4)`, [
        [gate!.id, seller!.id],
        [p.id, p.id],
        [5, 5],
        MIN_INVESTMENT_IQD,
      ]);
      await waitsForLock(groupConn);
      // The trade locks the order, both wallets, then writes rows whose foreign keys name the property.
      const trade = tradeConn.query(`SELECT * FROM sahm_fill_order($1, $2, 5, 0, 50, 200)`, [buyer!.id, order]);
      const tradeState = await within(trade, 3_000);
      await gateConn.query('COMMIT');
      const [groupResult, tradeResult] = await Promise.allSettled([group, trade]);
      expect(groupResult.status === 'rejected' ? String(groupResult.reason) : 'ok').toBe('ok');
      expect(tradeResult.status === 'rejected' ? String(tradeResult.reason) : 'ok').toBe('ok');
      // It never even waited: a foreign key's KEY SHARE lock and NO KEY UPDATE do not conflict.
      expect(tradeState).toBe('done');
    } finally {
      await gateConn.query('ROLLBACK').catch(() => undefined);
      for (const c of [gateConn, groupConn, tradeConn]) c.release();
    }
    await expectInvariants(ctx);
  });

  it('a gift of held tokens takes its property first, so it queues behind the group commit instead of crossing it', { timeout: 60_000 }, async () => {
    const p = await propertyWithTokens(ctx, 'lock-gift', { total: 100_000, price: 20_000 });
    // receiver < sender: the group locks the receiver's holding, then wants the sender's wallet.
    const [receiver, sender] = await investorsById(2);
    for (const u of [receiver!, sender!]) await ctx.pool.query(`SELECT * FROM sahm_invest_wallet($1, $2, 50, $3)`, [u.id, p.id, MIN_INVESTMENT_IQD]);
    const receiverPhone = `${receiver!.phone.countryCode}${receiver!.phone.mobileNumber}`;

    const gateConn = await session();
    const giftConn = await session();
    const groupConn = await session();
    try {
      // The gate holds platform revenue, which the gift needs after the sender's wallet.
      await gateConn.query('BEGIN');
      await gateConn.query(`SELECT 1 FROM ledger_accounts WHERE kind = 'platform_revenue' FOR NO KEY UPDATE`);
      const gift = giftConn.query(`SELECT * FROM sahm_gift_holding($1, $2, $3, 10, 100)`, [sender!.id, receiverPhone, p.id]);
      await waitsForLock(giftConn);
      const group = groupConn.query(`SELECT * FROM sahm_invest_wallet_batch($1::uuid[], $2::uuid[], $3::bigint[], $4)`, [
        [receiver!.id, sender!.id],
        [p.id, p.id],
        [5, 5],
        MIN_INVESTMENT_IQD,
      ]);
      await waitsForLock(groupConn);
      await gateConn.query('COMMIT');
      const [giftResult, groupResult] = await Promise.allSettled([gift, group]);
      expect(giftResult.status === 'rejected' ? String(giftResult.reason) : 'ok').toBe('ok');
      expect(groupResult.status === 'rejected' ? String(groupResult.reason) : 'ok').toBe('ok');
      if (groupResult.status === 'fulfilled') expect(groupResult.value.rows.map((r: { error_code: string | null }) => r.error_code)).toEqual([null, null]);
    } finally {
      await gateConn.query('ROLLBACK').catch(() => undefined);
      for (const c of [gateConn, giftConn, groupConn]) c.release();
    }
    await expectInvariants(ctx);
  });
});
