import { describe, expect, it } from 'vitest';
import { DEMO_COUNTERPARTY, DEMO_INVESTOR, seedDemo } from '../src/db/seed';
import { call, createTestApp, snapshot } from './helpers';
import { expectInvariants } from './money-helpers';

const { app, ctx } = await createTestApp();
await seedDemo(ctx);

describe('demo seed: the investor has a history on every screen', () => {
  it('deposits, purchases, a sell order, a received bid and gifts both ways, with the ledger balanced', async () => {
    const login = await call(app, 'POST', '/api/auth/login', { body: { email: DEMO_INVESTOR.email, password: DEMO_INVESTOR.password } });
    const token = login.json().data.token as string;

    const dashboard = (await call(app, 'GET', '/api/user/user/dashboard', { token })).json().data.statistics;
    expect(dashboard.moneyDeposited).toBe(7_500_000);
    expect(dashboard.numberOfDeposits).toBe(2);
    expect(dashboard.depositedViaBranches).toBe(7_500_000);
    expect(dashboard.spent).toBeGreaterThan(0);

    const list = (await call(app, 'GET', '/api/user/transaction/list?limit=50', { token })).json().data;
    const types = new Set(list.items.map((t: { type: string }) => t.type));
    for (const type of ['buy', 'gift', 'received']) expect(types.has(type), type).toBe(true);

    const orders = await ctx.db
      .selectFrom('orders')
      .innerJoin('users as s', 's.id', 'orders.seller_id')
      .select(['s.email', 'orders.receiver_id', 'orders.status'])
      .execute();
    expect(orders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: DEMO_INVESTOR.email, receiver_id: null, status: 'open' }),
        expect.objectContaining({ email: DEMO_COUNTERPARTY.email, status: 'open' }),
      ]),
    );
    const received = (await call(app, 'GET', '/api/user/user/received-bid', { token })).json().data;
    expect(JSON.stringify(received)).toContain('zainab_hassan');

    await expectInvariants(ctx);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await snapshot(ctx);
    await seedDemo(ctx);
    expect(await snapshot(ctx)).toEqual(before);
  });
});

describe('demo seed over data from an older seed', () => {
  it('gives the demo accounts their verified phones and still writes the history', async () => {
    const older = await createTestApp();
    // What an earlier seed left: the accounts and catalog, but the counterparty without a phone.
    await seedDemo(older.ctx, { activity: false });
    await older.ctx.db
      .updateTable('users')
      .set({ country_code: null, mobile_number: null, is_phone_verified: false })
      .where('email', '=', DEMO_COUNTERPARTY.email)
      .execute();
    await seedDemo(older.ctx);
    const zainab = await older.ctx.db.selectFrom('users').select(['mobile_number', 'is_phone_verified']).where('email', '=', DEMO_COUNTERPARTY.email).executeTakeFirstOrThrow();
    expect(zainab).toEqual({ mobile_number: DEMO_COUNTERPARTY.mobileNumber, is_phone_verified: true });
    const gifts = await older.ctx.db.selectFrom('transactions').select('type').where('type', 'in', ['gift', 'received']).execute();
    expect(gifts.length).toBeGreaterThan(0);
    await expectInvariants(older.ctx);
  });
});
