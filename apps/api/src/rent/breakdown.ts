import { perTokenOf, rentBreakdown, type PropertyRent, type TransactionRent } from '@sahm/domain';
import { sql } from 'kysely';
import type { DB } from '../db/database';

/**
 * A property page's rent facts (GET /marketplace/details/:id): the month's
 * breakdown at the current rent and fee (gross, fee half up, net, net per
 * token), the last run, and signed in, what that caller was last paid.
 */
export async function propertyRent(
  db: DB,
  property: { id: string; monthly_rent: number; rent_fee_bps: number; total_tokens: number; platform_tokens: number; is_rented: boolean },
  userId: string | null,
): Promise<PropertyRent> {
  const [last, mine] = await Promise.all([
    sql<{ period: string; gross: number; fee_bps: number; fee: number; tokens: number; holders: number; created_at: Date }>`
      SELECT to_char(period, 'YYYY-MM') AS period, gross, fee_bps, fee, tokens, holders, created_at
        FROM rent_runs WHERE property_id = ${property.id} ORDER BY period DESC LIMIT 1`.execute(db),
    userId
      ? sql<{ period: string; tokens: number; amount: number }>`
          SELECT to_char(r.period, 'YYYY-MM') AS period, t.tokens, t.amount
            FROM transactions t JOIN rent_runs r ON r.id = t.reference_id
           WHERE t.user_id = ${userId} AND t.property_id = ${property.id} AND t.type = 'rent'
           ORDER BY t.created_at DESC LIMIT 1`.execute(db)
      : Promise.resolve({ rows: [] }),
  ]);
  const run = last.rows[0];
  const my = mine.rows[0];
  return {
    ...rentBreakdown(property.monthly_rent, property.rent_fee_bps, property.total_tokens),
    isRented: property.is_rented,
    isFunded: property.platform_tokens === 0,
    lastRun: run
      ? {
          period: run.period,
          paidAt: run.created_at.toISOString(),
          gross: run.gross,
          feePercent: run.fee_bps / 100,
          fee: run.fee,
          net: run.gross - run.fee,
          perToken: perTokenOf(run.gross - run.fee, run.tokens),
          holders: run.holders,
        }
      : null,
    myLastPayout: my ? { period: my.period, tokens: my.tokens ?? 0, amount: my.amount } : null,
  };
}

/** The runs behind `rent` rows of a history page, by run id (transactions.reference_id). */
export async function rentOfRuns(db: DB, runIds: string[]): Promise<Map<string, Omit<TransactionRent, 'tokens'>>> {
  if (!runIds.length) return new Map();
  const { rows } = await sql<{ id: string; period: string; gross: number; fee_bps: number; fee: number; tokens: number }>`
    SELECT id, to_char(period, 'YYYY-MM') AS period, gross, fee_bps, fee, tokens FROM rent_runs WHERE id = ANY (${runIds}::uuid[])`.execute(db);
  return new Map(
    rows.map((r) => [
      r.id,
      { period: r.period, gross: r.gross, feePercent: r.fee_bps / 100, fee: r.fee, net: r.gross - r.fee, perToken: perTokenOf(r.gross - r.fee, r.tokens) },
    ]),
  );
}
