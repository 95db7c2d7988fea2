import type { WalletBalance } from '@sahm/domain';
import type { AppContext } from '../context';

/** GET /transaction/balance: spendable and held, straight from the ledger. */
export async function walletBalance(ctx: AppContext, userId: string): Promise<WalletBalance> {
  const rows = await ctx.db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance'])
    .where('user_id', '=', userId)
    .where('kind', 'in', ['user_available', 'user_held'])
    .execute();
  // Mutation: `?.` and `?? 0` are equivalent: the users_open_accounts trigger opens both accounts
  // with every user (0005_ledger.sql) and nothing deletes them, so both rows are always found.
  return {
    available: rows.find((r) => r.kind === 'user_available')?.balance ?? 0,
    held: rows.find((r) => r.kind === 'user_held')?.balance ?? 0,
    currency: 'IQD',
  };
}
