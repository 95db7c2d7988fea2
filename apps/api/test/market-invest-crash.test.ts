import { describe, expect, it } from 'vitest';
import { runUntilKilled } from './crash-helpers';
import { call, createTestApp } from './helpers';
import { balanceOf, creditWallet, expectInvariants, makeInvestor, propertyWithTokens } from './money-helpers';

const { app, ctx, databaseUrl } = await createTestApp();

describe('a crash in the middle of a purchase', () => {
  it('leaves the ledger as it was, and a retry with the same key completes once', async () => {
    const p = await propertyWithTokens(ctx, 'crash-invest', { total: 1000, price: 20_000 });
    const u = await makeInvestor(app, ctx);
    await creditWallet(ctx, u.id, 1_000_000);

    const crashed = await runUntilKilled('crash-invest', [databaseUrl, u.id, p.id, '10', 'crash-key-1']);
    expect(crashed.signal).toBe('SIGKILL');
    expect(crashed.output).toMatch(/^purchased [0-9a-f-]{36}/);

    // PostgreSQL rolls back the dead session's transaction; wait until its backend is gone.
    for (let i = 0; i < 50; i++) {
      const { rows } = await ctx.pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'`);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 1_000_000, held: 0 });
    expect((await ctx.db.selectFrom('properties').select('platform_tokens').where('id', '=', p.id).executeTakeFirstOrThrow()).platform_tokens).toBe(1000);
    expect(await ctx.db.selectFrom('transactions').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', u.id).execute()).toEqual([]);
    await expectInvariants(ctx);

    const body = { propertyId: p.id, numberOfTokens: 10, paymentWith: 'wallet', userAgreement: true };
    const headers = { 'idempotency-key': 'crash-key-1' };
    const retry = await call(app, 'POST', '/api/user/marketplace/invest', { token: u.token, body, headers });
    expect(retry.statusCode).toBe(200);
    const replay = await call(app, 'POST', '/api/user/marketplace/invest', { token: u.token, body, headers });
    expect(replay.json()).toEqual(retry.json());
    expect(await balanceOf(ctx, u.id)).toEqual({ available: 800_000, held: 0 });
    expect(await ctx.db.selectFrom('transactions').select('id').where('user_id', '=', u.id).execute()).toHaveLength(1);
    await expectInvariants(ctx);
  });
});
