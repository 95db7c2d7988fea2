import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser } from './helpers';
import { creditWallet, expectInvariants } from './money-helpers';

const { app, ctx } = await createTestApp();
afterEach(() => expectInvariants(ctx));

const BALANCE = '/api/user/transaction/balance';

describe('GET /transaction/balance', () => {
  it('shows available and held in IQD, for the caller only', async () => {
    const me = await registerUser(app, ctx);
    const other = await registerUser(app, ctx);
    await creditWallet(ctx, me.id, 120_000);
    await call(app, 'POST', '/api/user/user/withdrawal-request', { token: me.token, body: { amount: 20_000 } });
    const res = await call(app, 'GET', BALANCE, { token: me.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ available: 100_000, held: 20_000, currency: 'IQD' });
    expect((await call(app, 'GET', BALANCE, { token: other.token })).json().data).toEqual({ available: 0, held: 0, currency: 'IQD' });
  });
});
