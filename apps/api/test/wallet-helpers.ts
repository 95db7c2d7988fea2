import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../src/context';
import { registerUser, snapshot } from './helpers';

/** The money tables snapshot() does not cover. */
const MONEY_TABLES = [
  'ledger_accounts',
  'journal_entries',
  'postings',
  'token_movements',
  'transactions',
  'idempotency_keys',
  'withdrawal_requests',
  'cash_deposits',
  'audit_log',
];

/** snapshot() plus every money table: for "a refusal changes nothing" checks on money calls. */
export async function moneySnapshot(ctx: AppContext): Promise<Record<string, unknown[]>> {
  const out = await snapshot(ctx);
  for (const table of MONEY_TABLES) {
    const { rows } = await ctx.pool.query(`SELECT to_jsonb(t) AS row FROM ${table} t`);
    out[table] = rows.map((r) => r.row).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}

/** A signed-in user with the admin role (set in the database, as an operator would). */
export async function makeAdmin(app: FastifyInstance, ctx: AppContext) {
  const user = await registerUser(app, ctx);
  await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
  return user;
}

/** A deposit through a provider as the ledger records it (provider cash → available), without the payment flow. */
export async function providerDeposit(ctx: AppContext, userId: string, provider: 'fastpay' | 'fib' | 'card', amount: number) {
  await ctx.db.transaction().execute(async (trx) => {
    const entry = await trx.insertInto('journal_entries').values({ kind: 'deposit' }).returning('id').executeTakeFirstOrThrow();
    await sql`
      INSERT INTO postings (entry_id, account_id, amount)
      SELECT ${entry.id}::bigint, id, ${amount}::bigint FROM ledger_accounts WHERE kind = 'user_available' AND user_id = ${userId}
      UNION ALL
      SELECT ${entry.id}::bigint, id, ${-amount}::bigint FROM ledger_accounts WHERE kind = 'provider_cash' AND provider = ${provider}`.execute(trx);
  });
}

/** Records what ctx.notifier sends to the admin room. */
export function captureAdminNotices(ctx: AppContext) {
  const notices: Array<{ event: string; payload: unknown }> = [];
  const original = ctx.notifier.toAdmins.bind(ctx.notifier);
  ctx.notifier.toAdmins = (event, payload) => {
    notices.push({ event, payload });
    original(event, payload);
  };
  return notices;
}
