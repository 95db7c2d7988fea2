import type { AppContext } from '../src/context';
import { moneySnapshot } from './wallet-helpers';

/** moneySnapshot() plus the console's own tables: for "a refused admin call changes nothing". */
export async function adminSnapshot(ctx: AppContext): Promise<Record<string, unknown[]>> {
  const out = await moneySnapshot(ctx);
  for (const table of ['cash_deposit_requests', 'price_history']) {
    const { rows } = await ctx.pool.query(`SELECT to_jsonb(t) AS row FROM ${table} t`);
    out[table] = rows.map((r) => r.row).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}

/** The audit entries about one target, oldest first. */
export const auditOf = (ctx: AppContext, targetId: string) =>
  ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', targetId).orderBy('id').execute();

/** The branch cash account's balance (negative: cash the branches took in). */
export const branchCash = async (ctx: AppContext) =>
  (await ctx.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'provider_cash').where('provider', '=', 'cash').executeTakeFirstOrThrow()).balance;
