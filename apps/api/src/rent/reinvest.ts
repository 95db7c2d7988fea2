import { MIN_INVESTMENT_IQD, type AppLocale, type AutoReinvestSettings } from '@sahm/domain';
import { sql } from 'kysely';
import type { AppContext } from '../context';

/** GET /user/user/auto-reinvest: the setting, and the rent accrued per property towards the next reinvestment. */
export async function autoReinvestSettings(ctx: AppContext, userId: string, locale: AppLocale): Promise<AutoReinvestSettings> {
  const [setting, accrued] = await Promise.all([
    sql<{ enabled: boolean }>`SELECT enabled FROM auto_reinvest WHERE user_id = ${userId}`.execute(ctx.db),
    sql<{ property_id: string; property_name: string; amount: number }>`
      SELECT c.property_id, coalesce(p.name->>${locale}, p.name->>'en') AS property_name, c.amount
        FROM rent_accruals c JOIN properties p ON p.id = c.property_id
       WHERE c.user_id = ${userId} AND c.amount > 0
       ORDER BY c.amount DESC, p.slug`.execute(ctx.db),
  ]);
  return {
    enabled: setting.rows[0]?.enabled ?? false,
    minimum: MIN_INVESTMENT_IQD,
    accrued: accrued.rows.map((r) => ({ propertyId: r.property_id, propertyName: r.property_name, amount: r.amount })),
  };
}

/**
 * PUT /user/user/auto-reinvest {enabled}. Turning it on counts rent from the
 * next run on; turning it off forgets what accrued (the money itself is in
 * the wallet all along).
 */
export async function setAutoReinvest(ctx: AppContext, userId: string, enabled: boolean, locale: AppLocale): Promise<AutoReinvestSettings> {
  await ctx.db.transaction().execute(async (trx) => {
    await sql`INSERT INTO auto_reinvest (user_id, enabled) VALUES (${userId}, ${enabled})
              ON CONFLICT (user_id) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`.execute(trx);
    if (!enabled) await sql`DELETE FROM rent_accruals WHERE user_id = ${userId}`.execute(trx);
  });
  return autoReinvestSettings(ctx, userId, locale);
}
