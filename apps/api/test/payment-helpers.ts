import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { AppContext } from '../src/context';
import type { PaymentProvider } from '../src/db/schema';
import { createTestApp, snapshot } from './helpers';

/**
 * A test server that really listens on a loopback port, with the payment
 * adapters, the sandboxes' links and the providers' callbacks all pointed at
 * it: every provider call in these tests is real HTTP, as in production.
 */
export async function createPaymentsTestApp() {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  t.ctx.config.publicUrl = url;
  Object.assign(t.ctx.config.payments, { sandboxUrl: url, callbackUrl: url, sweepIntervalMs: 0 });
  return { ...t, url };
}

/** The tester's click on the sandbox page: a real form POST. */
export async function decide(link: string, action: 'pay' | 'decline') {
  const res = await fetch(link.split('?')[0]!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
  });
  return { status: res.status, html: await res.text() };
}

/** The page a started payment sends the customer to. */
export const payLinkOf = (data: { redirectUrl?: string; personalAppLink?: string }) => (data.redirectUrl ?? data.personalAppLink)!;

/** snapshot() plus every money and payment table: for "nothing changed". */
export async function moneySnapshot(ctx: AppContext) {
  const out = await snapshot(ctx);
  for (const table of ['payments', 'sandbox_payments', 'transactions', 'journal_entries', 'postings', 'ledger_accounts', 'token_movements', 'idempotency_keys']) {
    const { rows } = await ctx.pool.query(`SELECT to_jsonb(t) AS row FROM ${table} t`);
    out[table] = rows.map((r) => r.row).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}

export async function paymentRow(ctx: AppContext, paymentId: string) {
  return ctx.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
}

export async function historyOf(ctx: AppContext, paymentId: string) {
  return ctx.db.selectFrom('transactions').selectAll().where('reference_id', '=', paymentId).orderBy('created_at').execute();
}

export async function notificationsOf(ctx: AppContext, userId: string, code?: string) {
  let q = ctx.db.selectFrom('notifications').select(['code', 'type', 'params']).where('user_id', '=', userId);
  if (code) q = q.where('code', '=', code);
  return q.execute();
}

export async function providerCash(ctx: AppContext, provider: PaymentProvider) {
  const row = await ctx.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'provider_cash').where('provider', '=', provider).executeTakeFirstOrThrow();
  return row.balance;
}

/** Journal entries that moved this payment's money in. */
export async function entriesFor(ctx: AppContext, paymentId: string) {
  const { rows } = await ctx.pool.query(
    `SELECT DISTINCT t.entry_id FROM transactions t WHERE t.reference_id = $1 AND t.entry_id IS NOT NULL
     UNION SELECT entry_id FROM payments WHERE id = $1 AND entry_id IS NOT NULL`,
    [paymentId],
  );
  return rows.map((r) => Number(r.entry_id));
}

/** Makes a payment overdue, here and at the sandbox provider. */
export async function makeOverdue(ctx: AppContext, paymentId: string, { atProvider = true } = {}) {
  const p = await paymentRow(ctx, paymentId);
  const past = new Date(Date.now() - 60_000);
  await ctx.db.updateTable('payments').set({ valid_until: past }).where('id', '=', paymentId).execute();
  if (atProvider) {
    await ctx.db
      .updateTable('sandbox_payments')
      .set({ valid_until: past })
      .where((eb) => eb.or([eb('id', '=', p.provider_payment_id!), eb('merchant_ref', '=', p.provider_payment_id!)]))
      .execute();
  }
}

export function expectPending(data: Record<string, unknown>, provider: PaymentProvider) {
  expect(data).toMatchObject({ provider, status: 'pending', paymentId: expect.any(String) });
  if (provider === 'fib') {
    expect(data).toMatchObject({
      readableCode: expect.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/),
      qrCode: expect.stringMatching(/^data:image\//),
      validUntil: expect.any(String),
      personalAppLink: expect.stringContaining('/sandbox/fib/pay/'),
      businessAppLink: expect.stringContaining('/sandbox/fib/pay/'),
    });
  } else {
    expect(data.redirectUrl).toEqual(expect.stringContaining(`/sandbox/${provider}/pay/`));
  }
}
