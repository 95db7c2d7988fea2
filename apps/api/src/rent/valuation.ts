import type { ValuationResult } from '@sahm/domain';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { fromDatabaseError } from '../http/db-errors';
import { AppError } from '../http/errors';

/**
 * POST /admin/properties/{id}/valuation: the property's new value, its
 * price-history point and the audit entry, in one call of
 * sahm_set_valuation(). The token price (valuation ÷ total tokens) follows
 * everywhere it is read: cards, details, portfolio, dashboard.
 */
export async function setValuation(ctx: AppContext, propertyId: string, adminId: string, value: number): Promise<ValuationResult> {
  try {
    const { rows } = await sql<{
      valuation: number;
      price_per_token: number;
      previous_valuation: number;
      previous_price_per_token: number;
      valued_on: string;
    }>`SELECT * FROM sahm_set_valuation(${propertyId}::uuid, ${adminId}::uuid, ${value}::bigint)`.execute(ctx.db);
    const row = rows[0]!;
    return {
      propertyId,
      valuation: row.valuation,
      pricePerToken: row.price_per_token,
      previousValuation: row.previous_valuation,
      previousPricePerToken: row.previous_price_per_token,
      valuedOn: row.valued_on,
    };
  } catch (error) {
    const mapped = fromDatabaseError(error);
    if (mapped instanceof AppError && mapped.code === 'VALUATION_TOO_LOW') {
      throw new AppError(400, 'VALUATION_TOO_LOW', undefined, [{ field: 'value', code: 'VALUATION_TOO_LOW' }]);
    }
    throw mapped;
  }
}
