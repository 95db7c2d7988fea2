// A rent run inserts its postings, history rows and notifications with the
// per-row foreign-key triggers off where the database role may turn them off
// (sahm_row_triggers_off), and checks those references over the whole set
// instead. These pin that the checks still refuse what the triggers would
// have, that the triggers are back on for the rest of the transaction, and
// that a role without the right gets the per-row checks and the same run.
import { splitRent, rentFee } from '@sahm/domain';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';
import { expectInvariants, fullSnapshot } from './money-helpers';
import { availableOf, fundedProperty, insertInvestors, monthsAgo } from './rent-helpers';

const { ctx } = await createTestApp();

const walletOf = async (userId: string) =>
  (await ctx.pool.query<{ id: string }>(`SELECT id FROM ledger_accounts WHERE kind = 'user_available' AND user_id = $1`, [userId])).rows[0]!.id;

/** Runs `body` in a transaction that is always rolled back; returns its error message, or null. */
async function rolledBack(body: (c: pg.PoolClient) => Promise<void>): Promise<string | null> {
  const c = await ctx.pool.connect();
  try {
    await c.query('BEGIN');
    await body(c);
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await c.query('ROLLBACK');
    c.release();
  }
}

// A role like a hosted database's application role: no superuser, so it may not change session_replication_role.
const role = `rent_plain_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
await ctx.pool.query(`CREATE ROLE ${role} NOLOGIN`);
await ctx.pool.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
await ctx.pool.query(`GRANT ALL ON ALL TABLES IN SCHEMA public TO ${role}`);
await ctx.pool.query(`GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
afterAll(async () => {
  await ctx.pool.query(`DROP OWNED BY ${role}`);
  await ctx.pool.query(`DROP ROLE ${role}`);
});

describe('bulk postings and rent rows without per-row foreign-key triggers', () => {
  it('refuses a posting to an account or an entry that does not exist, and changes nothing', async () => {
    const [a, b] = await insertInvestors(ctx, 2);
    const [wa, wb] = [await walletOf(a!), await walletOf(b!)];
    const before = await fullSnapshot(ctx);

    const missingAccount = await rolledBack(async (c) => {
      expect((await c.query(`SELECT sahm_row_triggers_off() AS off`)).rows[0].off).toBe(true);
      await c.query(`SET LOCAL session_replication_role = origin`);
      const e = (await c.query(`INSERT INTO journal_entries (kind) VALUES ('rent') RETURNING id`)).rows[0].id;
      await c.query(`SELECT ledger_post_bulk($1, $2, $3)`, [[e, e], [wa, '999999999'], [-5, 5]]);
    });
    expect(missingAccount).toMatch(/LEDGER_ACCOUNT_MISSING: account 999999999/);

    const missingEntry = await rolledBack(async (c) => {
      await c.query(`SELECT ledger_post_bulk($1, $2, $3)`, [['999999999', '999999999'], [wa, wb], [-5, 5]]);
    });
    expect(missingEntry).toMatch(/LEDGER_ENTRY_MISSING: entry 999999999/);

    expect(await fullSnapshot(ctx)).toEqual(before);
  });

  it('refuses an entry that does not sum to zero before it waits for a platform account, and changes nothing', async () => {
    const [a, b] = await insertInvestors(ctx, 2);
    const [wa, wb] = [await walletOf(a!), await walletOf(b!)];
    const revenue = (await ctx.pool.query(`SELECT id FROM ledger_accounts WHERE kind = 'platform_revenue'`)).rows[0].id;
    const before = await fullSnapshot(ctx);
    // Another transaction holds platform revenue, as a rent part holds its pool to its commit: a call whose
    // postings do not balance is refused at once, not after waiting its turn at the shared account.
    const holder = await ctx.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM ledger_accounts WHERE id = $1 FOR NO KEY UPDATE`, [revenue]);
      const unbalanced = await rolledBack(async (c) => {
        await c.query(`SET LOCAL lock_timeout = '2s'`);
        const e = (await c.query(`INSERT INTO journal_entries (kind) VALUES ('rent') RETURNING id`)).rows[0].id;
        await c.query(`SELECT ledger_post_bulk($1, $2, $3)`, [[e, e, e], [revenue, wa, wb], [-12, 5, 8]]);
      });
      expect(unbalanced).toMatch(/LEDGER_UNBALANCED: entry \d+ sums to 1/);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    expect(await fullSnapshot(ctx)).toEqual(before);
  });

  it('with the wallets held by the caller (p_wallets_held), still refuses a missing account and moves each balance once', async () => {
    const [a, b] = await insertInvestors(ctx, 2);
    const [wa, wb] = [await walletOf(a!), await walletOf(b!)];
    const revenue = (await ctx.pool.query(`SELECT id FROM ledger_accounts WHERE kind = 'platform_revenue'`)).rows[0].id;
    const before = await fullSnapshot(ctx);

    const missing = await rolledBack(async (c) => {
      await c.query(`SELECT 1 FROM ledger_accounts WHERE id = $1 FOR NO KEY UPDATE`, [wa]);
      const e = (await c.query(`INSERT INTO journal_entries (kind) VALUES ('rent') RETURNING id`)).rows[0].id;
      await c.query(`SELECT ledger_post_bulk($1, $2, $3, p_wallets_held => true)`, [[e, e, e], [revenue, wa, '999999999'], [-10, 5, 5]]);
    });
    expect(missing).toMatch(/LEDGER_ACCOUNT_MISSING: account 999999999/);

    // An account to lock that does not exist is named too, not passed over.
    const missingLock = await rolledBack(async (c) => {
      const e = (await c.query(`INSERT INTO journal_entries (kind) VALUES ('rent') RETURNING id`)).rows[0].id;
      await c.query(`SELECT ledger_post_bulk($1, $2, $3, $4)`, [[e, e], [revenue, wa], [-5, 5], ['999999998']]);
    });
    expect(missingLock).toMatch(/LEDGER_ACCOUNT_MISSING: account 999999998/);

    const moved = await rolledBack(async (c) => {
      await c.query(`SELECT 1 FROM ledger_accounts WHERE id = ANY ($1::bigint[]) ORDER BY user_id FOR NO KEY UPDATE`, [[wa, wb]]);
      const e = (await c.query(`INSERT INTO journal_entries (kind) VALUES ('rent') RETURNING id`)).rows[0].id;
      const { rows } = await c.query(`SELECT ledger_post_bulk($1, $2, $3, p_wallets_held => true) AS n`, [[e, e, e], [revenue, wa, wb], [-12, 5, 7]]);
      expect(rows[0].n).toBe(3);
      const balances = await c.query<{ id: string; balance: string }>(`SELECT id::text, balance::text FROM ledger_accounts WHERE id = ANY ($1::bigint[]) ORDER BY id`, [[wa, wb]]);
      expect(Object.fromEntries(balances.rows.map((r) => [r.id, Number(r.balance)]))).toEqual({ [String(wa)]: 5, [String(wb)]: 7 });
      throw new Error('rolled back on purpose');
    });
    expect(moved).toBe('rolled back on purpose');
    expect(await fullSnapshot(ctx)).toEqual(before);
  });

  it('inserts an entry\'s postings in account order, whatever order they are named in, each with its own amount', async () => {
    const users = await insertInvestors(ctx, 4);
    const wallets = await Promise.all(users.map((u) => walletOf(u)));
    const revenue = (await ctx.pool.query(`SELECT id FROM ledger_accounts WHERE kind = 'platform_revenue'`)).rows[0].id;
    // Named highest account first, as a rent part names its holders' wallets in user order.
    const named = [...wallets].sort((x, y) => Number(y) - Number(x));
    const amounts = named.map((_, i) => 10 + i);
    const before = await fullSnapshot(ctx);
    const inserted = await rolledBack(async (c) => {
      const e = (await c.query(`INSERT INTO journal_entries (kind) VALUES ('rent') RETURNING id`)).rows[0].id;
      await c.query(`SELECT ledger_post_bulk($1, $2, $3, p_rent => true)`, [Array(5).fill(e), [...named, revenue], [...amounts, -amounts.reduce((s, a) => s + a, 0)]]);
      const { rows } = await c.query<{ account_id: string; amount: string }>(
        `SELECT account_id::text, amount::text FROM postings WHERE entry_id = $1 ORDER BY id`, [e]);
      throw new Error(JSON.stringify(rows.map((r) => [r.account_id, Number(r.amount)])));
    });
    const rows = JSON.parse(inserted!) as [string, number][];
    expect(rows.map(([account]) => account)).toEqual([...named, revenue].map(String).sort((x, y) => Number(x) - Number(y)));
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries([...named.map((w, i) => [String(w), amounts[i]]), [String(revenue), -amounts.reduce((s, a) => s + a, 0)]]));
    expect(await fullSnapshot(ctx)).toEqual(before);
  });

  it('with p_rent, moves each wallet\'s rent total and rent rows in the balance\'s write, and refuses a debit or an account that is not a wallet', async () => {
    const [a, b] = await insertInvestors(ctx, 2);
    const [wa, wb] = [await walletOf(a!), await walletOf(b!)];
    const held = (await ctx.pool.query(`SELECT id FROM ledger_accounts WHERE kind = 'user_held' AND user_id = $1`, [a])).rows[0].id;
    const revenue = (await ctx.pool.query(`SELECT id FROM ledger_accounts WHERE kind = 'platform_revenue'`)).rows[0].id;
    const before = await fullSnapshot(ctx);
    const post = (entries: number, accounts: string[], amounts: number[]) => async (c: pg.PoolClient) => {
      const e = (await c.query(`INSERT INTO journal_entries (kind) VALUES ('rent') RETURNING id`)).rows[0].id;
      return (await c.query(`SELECT ledger_post_bulk($1, $2, $3, p_rent => true) AS n`, [Array(entries).fill(e), accounts, amounts])).rows[0].n as number;
    };

    const kept = await rolledBack(async (c) => {
      // Two credits of one wallet (two rent rows), one of another.
      expect(await post(4, [revenue, wa, wa, wb], [-19, 5, 6, 8])(c)).toBe(4);
      const { rows } = await c.query(`SELECT id::text, balance::int, rent_paid::int, rent_rows::int FROM ledger_accounts WHERE id = ANY ($1::bigint[]) ORDER BY id`, [[wa, wb]]);
      expect(Object.fromEntries(rows.map((r) => [r.id, [r.balance, r.rent_paid, r.rent_rows]]))).toEqual({ [String(wa)]: [11, 11, 2], [String(wb)]: [8, 8, 1] });
      throw new Error('rolled back on purpose');
    });
    expect(kept).toBe('rolled back on purpose');

    // A wallet debited, even by less than it is credited in the same call, is not rent paid to it.
    expect(await rolledBack(async (c) => {
      await post(3, [revenue, wa, wa], [-5, 10, -5])(c);
    })).toMatch(new RegExp(`RENT_NOT_A_CREDIT: account ${wa} is both credited and debited`));
    expect(await rolledBack(async (c) => {
      await post(4, [revenue, wb, wb, wa], [-5, 7, -7, 5])(c);
    })).toMatch(new RegExp(`RENT_NOT_A_CREDIT: account ${wb} is both credited and debited`));
    // Nor is a credit to a user's held account, nor to a platform account; a wallet is not a platform account to debit.
    expect(await rolledBack(async (c) => {
      await post(3, [revenue, wa, held], [-10, 5, 5])(c);
    })).toMatch(new RegExp(`RENT_NOT_A_CREDIT: account ${held} is credited as rent and is not a wallet`));
    expect(await rolledBack(async (c) => {
      await post(2, [wa, revenue], [-5, 5])(c);
    })).toMatch(new RegExp(`RENT_NOT_A_CREDIT: account ${revenue} is credited as rent and is not a wallet`));
    expect(await rolledBack(async (c) => {
      await c.query(`SELECT 1 FROM ledger_accounts WHERE id = ANY ($1::bigint[]) ORDER BY user_id FOR NO KEY UPDATE`, [[wa, wb]]);
      const e = (await c.query(`INSERT INTO journal_entries (kind) VALUES ('rent') RETURNING id`)).rows[0].id;
      await c.query(`SELECT ledger_post_bulk($1, $2, $3, p_wallets_held => true, p_rent => true)`, [[e, e], [wb, wa], [-5, 5]]);
    })).toMatch(new RegExp(`RENT_NOT_A_CREDIT: account ${wb} is a user account debited in a rent posting`));
    // Accounts that do not exist, credited or debited, are named.
    expect(await rolledBack(async (c) => {
      await post(3, [revenue, wa, '999999997'], [-10, 5, 5])(c);
    })).toMatch(/LEDGER_ACCOUNT_MISSING: account 999999997/);
    expect(await rolledBack(async (c) => {
      await post(2, ['999999996', wa], [-5, 5])(c);
    })).toMatch(/LEDGER_ACCOUNT_MISSING: account 999999996/);
    // An entry that does not sum to zero, and accounts to lock besides, are refused as without p_rent.
    expect(await rolledBack(async (c) => {
      await post(2, [revenue, wa], [-4, 5])(c);
    })).toMatch(/LEDGER_UNBALANCED/);
    expect(await rolledBack(async (c) => {
      const e = (await c.query(`INSERT INTO journal_entries (kind) VALUES ('rent') RETURNING id`)).rows[0].id;
      await c.query(`SELECT ledger_post_bulk($1, $2, $3, $4, p_rent => true)`, [[e, e], [revenue, wa], [-5, 5], [wb]]);
    })).toMatch(/BULK_SHAPE: a rent posting locks no other account/);
    expect(await fullSnapshot(ctx)).toEqual(before);

    // Only a wallet may keep rent (migration 0040).
    const platform = await rolledBack(async (c) => {
      await c.query(`UPDATE ledger_accounts SET rent_paid = 1 WHERE id = $1`, [revenue]);
    });
    expect(platform).toMatch(/ledger_accounts_rent_check/);
  });

  it('turns the per-row checks back on for the rest of the transaction', async () => {
    const [a] = await insertInvestors(ctx, 1);
    const wa = await walletOf(a!);
    const revenue = (await ctx.pool.query(`SELECT id FROM ledger_accounts WHERE kind = 'platform_revenue'`)).rows[0].id;
    const error = await rolledBack(async (c) => {
      const e = (await c.query(`INSERT INTO journal_entries (kind) VALUES ('deposit') RETURNING id`)).rows[0].id;
      await c.query(`SELECT ledger_post_bulk($1, $2, $3)`, [[e, e], [revenue, wa], [-5, 5]]);
      expect((await c.query(`SHOW session_replication_role`)).rows[0].session_replication_role).toBe('origin');
      await c.query(`INSERT INTO notifications (user_id, type, code) VALUES ($1, 'account_update', 'NOTIFY_RENT_PAID')`, [randomUUID()]);
    });
    expect(error).toMatch(/violates foreign key constraint "notifications_user_id_fkey"/);
  });

  it('for a role that may not turn them off, checks every row as before and pays the same run', async () => {
    const [a, b] = await insertInvestors(ctx, 2);
    const [wa] = [await walletOf(a!), await walletOf(b!)];
    const error = await rolledBack(async (c) => {
      await c.query(`SET LOCAL ROLE ${role}`);
      expect((await c.query(`SELECT sahm_row_triggers_off() AS off`)).rows[0].off).toBe(false);
      const e = (await c.query(`INSERT INTO journal_entries (kind) VALUES ('rent') RETURNING id`)).rows[0].id;
      await c.query(`SELECT ledger_post_bulk($1, $2, $3)`, [[e, e], [wa, '999999999'], [-5, 5]]);
    });
    expect(error).toMatch(/violates foreign key constraint "postings_account_id_fkey"/);

    const tokens = [3, 5, 7, 11, 13];
    const users = await insertInvestors(ctx, tokens.length);
    const rent = 1_234_567;
    const p = await fundedProperty(ctx, 'rent-plain-role', users.map((userId, i) => ({ userId, tokens: tokens[i]! })), { monthlyRent: rent, feeBps: 950 });
    const c = await ctx.pool.connect();
    try {
      await c.query('BEGIN');
      await c.query(`SET LOCAL ROLE ${role}`);
      const { rows } = await c.query(`SELECT outcome, paid FROM sahm_rent_pay($1, $2, NULL, 100000, 100, 50, 150, 20000)`, [[p.id], `${monthsAgo(1)}-01`]);
      await c.query('COMMIT');
      const { payouts, leftover } = splitRent(rent - rentFee(rent, 950), tokens);
      expect(rows).toEqual([{ outcome: 'paid', paid: rent - rentFee(rent, 950) - leftover }]);
      expect(await availableOf(ctx, users)).toEqual(payouts);
    } finally {
      c.release();
    }
    const notes = await ctx.pool.query(`SELECT count(*)::int AS n FROM notifications WHERE code = 'NOTIFY_RENT_PAID' AND user_id = ANY ($1)`, [users]);
    expect(notes.rows[0].n).toBe(tokens.length);
    await expectInvariants(ctx);
  });
});

describe('a run keeps the running totals and writes ascending ids itself (migration 0031)', () => {
  it('adds the rent to wallet_stats for holders with a row and without one, and its rows take ascending version-7 ids', async () => {
    const tokens = [2, 3, 5, 7];
    const users = await insertInvestors(ctx, tokens.length);
    // Two of them already have a row of running totals (as anyone who deposited has), two do not.
    await ctx.pool.query(`INSERT INTO wallet_stats (user_id) SELECT unnest($1::uuid[])`, [users.slice(0, 2)]);
    const rent = 777_777;
    const p = await fundedProperty(ctx, 'rent-stats-ids', users.map((userId, i) => ({ userId, tokens: tokens[i]! })), { monthlyRent: rent, feeBps: 1000 });
    const { rows } = await ctx.pool.query(`SELECT outcome FROM sahm_rent_pay($1, $2, NULL, 100000, 100, 50, 150, 20000)`, [[p.id], `${monthsAgo(5)}-01`]);
    expect(rows).toEqual([{ outcome: 'paid' }]);

    const { payouts } = splitRent(rent - rentFee(rent, 1000), tokens);
    const stats = await ctx.pool.query<{ user_id: string; rent: string }>(`SELECT user_id, rent FROM wallet_stats WHERE user_id = ANY ($1)`, [users]);
    const rentOf = new Map(stats.rows.map((r) => [r.user_id, Number(r.rent)]));
    expect(users.map((u) => rentOf.get(u))).toEqual(payouts);

    // In the holders' order (ascending user id), ascending ids, each of one call's prefix.
    for (const table of ['transactions', 'notifications']) {
      const ids = (
        await ctx.pool.query<{ id: string }>(
          `SELECT t.id::text AS id FROM ${table} t WHERE t.user_id = ANY ($1) ${table === 'transactions' ? `AND t.type = 'rent'` : `AND t.code = 'NOTIFY_RENT_PAID'`} ORDER BY t.user_id`,
          [users],
        )
      ).rows.map((r) => r.id);
      expect(ids).toHaveLength(tokens.length);
      expect(ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toBe(true);
      expect([...ids].sort()).toEqual(ids);
      expect(new Set(ids.map((id) => id.slice(0, 24))).size).toBe(1);
    }
    await expectInvariants(ctx);
  });
});
