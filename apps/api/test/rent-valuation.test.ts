import type { PropertyDetails } from '@sahm/domain';
import { describe, expect, it } from 'vitest';
import { call, createTestApp, snapshot } from './helpers';
import { makeInvestor } from './money-helpers';
import { fundedProperty, insertInvestors } from './rent-helpers';
import { makeAdmin } from './wallet-helpers';

const { app, ctx } = await createTestApp();
const admin = await makeAdmin(app, ctx);
const setValuation = (id: string, value: unknown, token = admin.token) => call(app, 'POST', `/api/admin/properties/${id}/valuation`, { token, body: { value } });
/** Today in Iraq, as price history dates its points. */
const iraqToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

describe('POST /api/admin/properties/{id}/valuation', () => {
  it('moves the token price (valuation ÷ tokens, whole dinars), writes today’s price-history point, and portfolio values follow', async () => {
    const holder = await makeInvestor(app, ctx);
    const [other] = await insertInvestors(ctx, 1);
    const p = await fundedProperty(ctx, 'valued', [{ userId: holder.id, tokens: 300 }, { userId: other!, tokens: 700 }], { price: 10_000 });

    const res = await setValuation(p.id, 12_345_678);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { propertyId: p.id, valuation: 12_345_678, pricePerToken: 12_345, previousValuation: 10_000_000, previousPricePerToken: 10_000, valuedOn: iraqToday() },
      message: 'The valuation has been updated',
    });

    const details = (await call(app, 'GET', `/api/user/marketplace/details/${p.id}`, { token: holder.token })).json().data as PropertyDetails;
    expect(details).toMatchObject({ assetValue: { value: 12_345_678 }, pricePerToken: 12_345, owned: { tokens: 300, value: 300 * 12_345 } });
    expect(details.priceHistory.at(-1)).toEqual({ date: iraqToday(), value: 12_345_678, pricePerToken: 12_345 });
    const assets = (await call(app, 'GET', '/api/user/marketplace/asset-list', { token: holder.token })).json().data;
    expect(assets.totals.value).toBe(300 * 12_345);
    const dashboard = (await call(app, 'GET', '/api/user/user/dashboard', { token: holder.token })).json().data;
    expect(dashboard.statistics.assetsValuation).toBe(300 * 12_345);
    expect(dashboard.chart.at(-1).value).toBe(300 * 12_345);

    // Set again the same day: the day's point is replaced, not added.
    expect((await setValuation(p.id, 9_000_000)).json().data.pricePerToken).toBe(9_000);
    const points = await ctx.db.selectFrom('price_history').selectAll().where('property_id', '=', p.id).execute();
    expect(points).toEqual([{ property_id: p.id, valued_on: iraqToday(), valuation: 9_000_000 }]);

    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'property.valuation').where('target_id', '=', p.id).orderBy('id').execute();
    expect(audit.map((a) => a.details)).toEqual([
      { from: 10_000_000, to: 12_345_678, pricePerTokenFrom: 10_000, pricePerTokenTo: 12_345, valuedOn: iraqToday() },
      { from: 12_345_678, to: 9_000_000, pricePerTokenFrom: 12_345, pricePerTokenTo: 9_000, valuedOn: iraqToday() },
    ]);
    expect(audit.every((a) => a.admin_id === admin.id)).toBe(true);
  });

  it('refuses less than one dinar a token, bad values, an unknown property and anyone but an admin, changing nothing', async () => {
    const [u] = await insertInvestors(ctx, 1);
    const p = await fundedProperty(ctx, 'valued-refusals', [{ userId: u!, tokens: 1000 }]);
    const before = await snapshot(ctx);

    const low = await setValuation(p.id, 999);
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ code: 'VALUATION_TOO_LOW', errors: [{ field: 'value', code: 'VALUATION_TOO_LOW' }] });
    for (const value of [0, -5, 1.5, '1e9', '0x10', null, 'a lot']) expect((await setValuation(p.id, value)).statusCode, String(value)).toBe(400);
    expect((await setValuation('00000000-0000-4000-8000-000000000000', 5_000_000)).statusCode).toBe(404);
    expect((await setValuation('not-a-uuid', 5_000_000)).json().code).toBe('PROPERTY_NOT_FOUND');
    const investor = await makeInvestor(app, ctx);
    expect((await setValuation(p.id, 5_000_000, investor.token)).statusCode).toBe(403);
    expect((await call(app, 'POST', `/api/admin/properties/${p.id}/valuation`, { body: { value: 5_000_000 } })).statusCode).toBe(401);

    const after = await snapshot(ctx);
    // The investor made above is the only difference.
    expect(after.properties).toEqual(before.properties);
    expect(after.price_history).toEqual(before.price_history);
  });
});
