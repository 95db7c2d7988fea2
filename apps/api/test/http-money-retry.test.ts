// A deadlock or a serialization failure is PostgreSQL telling us to run the
// transaction again, not a server error: moneyOperation (src/http/idempotency.ts)
// retries the whole transaction a few times with jitter, and the
// Idempotency-Key claim, which belongs to that transaction, holds across the
// retries (claimed again each time, stored once).
import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../src/http/errors';
import { moneyOperation, moneyRetries, MONEY_RETRIES } from '../src/http/idempotency';
import { createTestApp, registerUser } from './helpers';

const { app, ctx } = await createTestApp();
const user = await registerUser(app, ctx);

const request = (key?: string) =>
  ({ user: { id: user.id }, headers: key ? { 'idempotency-key': key } : {} }) as unknown as FastifyRequest;

const failure = (code: string) => Object.assign(new Error(code === '40P01' ? 'deadlock detected' : 'could not serialize access'), { code });

describe('moneyOperation retries deadlocks and serialization failures', () => {
  it.each(['40P01', '40001'])('runs the transaction again after %s, in a new transaction', async (sqlstate) => {
    let attempts = 0;
    const result = await moneyOperation(ctx, request(), 'test/retry', {}, async (trx) => {
      attempts++;
      await trx.insertInto('page_views').values({ path: `/retry-${sqlstate}-${attempts}` }).execute();
      if (attempts === 1) throw failure(sqlstate);
      return { status: 200, body: { attempts } };
    });
    expect(result).toEqual({ status: 200, body: { attempts: 2 } });
    // The first attempt's write rolled back with it.
    const paths = (await ctx.db.selectFrom('page_views').select('path').where('path', 'like', `/retry-${sqlstate}-%`).execute()).map((r) => r.path);
    expect(paths).toEqual([`/retry-${sqlstate}-2`]);
  });

  it('retries a single statement in autocommit too', async () => {
    let attempts = 0;
    const result = await moneyOperation(
      ctx,
      request(),
      'test/retry',
      {},
      async () => {
        if (++attempts < 3) throw failure('40P01');
        return { status: 200, body: 'ok' };
      },
      { singleStatement: true },
    );
    expect(result.body).toBe('ok');
    expect(attempts).toBe(3);
  });

  it('with an Idempotency-Key: claimed again on each attempt, acted on once, replayed after', async () => {
    let attempts = 0;
    const run = async () => {
      if (++attempts === 1) throw failure('40P01');
      return { status: 201, body: { n: attempts } };
    };
    expect(await moneyOperation(ctx, request('retry-key'), 'test/retry', { a: 1 }, run)).toEqual({ status: 201, body: { n: 2 } });
    expect(await moneyOperation(ctx, request('retry-key'), 'test/retry', { a: 1 }, run)).toEqual({ status: 201, body: { n: 2 } });
    expect(attempts).toBe(2);
    const keys = await ctx.db.selectFrom('idempotency_keys').select(['key', 'status_code']).where('user_id', '=', user.id).execute();
    expect(keys).toEqual([{ key: 'retry-key', status_code: 201 }]);
    await expect(moneyOperation(ctx, request('retry-key'), 'test/retry', { a: 2 }, run)).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
  });

  it(`gives up after ${MONEY_RETRIES} retries with a 503 the client may retry, never a 500`, async () => {
    let attempts = 0;
    const error = await moneyOperation(ctx, request(), 'test/retry', {}, async () => {
      attempts++;
      throw failure('40001');
    }).catch((e: unknown) => e);
    expect(attempts).toBe(MONEY_RETRIES + 1);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, code: 'SERVER_ERROR', details: { retryAfterSeconds: 1 } });
  });

  it('does not retry a refusal or any other error', async () => {
    let attempts = 0;
    const refusal = Object.assign(new Error('INSUFFICIENT_BALANCE'), { code: 'P0001' });
    await expect(
      moneyOperation(ctx, request(), 'test/retry', {}, async () => {
        attempts++;
        throw refusal;
      }),
    ).rejects.toMatchObject({ status: 402, code: 'INSUFFICIENT_BALANCE' });
    expect(attempts).toBe(1);
  });
});

describe('moneyOperation, the edges', () => {
  it('counts each retry by its SQLSTATE (what the concurrency tests read to prove the lock order), and logs it', async () => {
    // From known counts, one SQLSTATE counted before and one not: a count that went wrong once (NaN)
    // would otherwise equal itself plus anything.
    moneyRetries['40P01'] = 5;
    delete moneyRetries['40001'];
    const warn = vi.fn();
    let attempts = 0;
    await moneyOperation(ctx, { ...request(), log: { warn } } as unknown as FastifyRequest, 'test/retry', {}, async () => {
      attempts++;
      if (attempts <= 2) throw failure('40P01');
      if (attempts === 3) throw failure('40001');
      return { status: 200, body: null };
    });
    expect(moneyRetries['40P01']).toBe(7);
    expect(moneyRetries['40001']).toBe(1);
    expect(warn.mock.calls).toEqual([
      [{ sqlstate: '40P01', retry: 1 }, 'money transaction retried'],
      [{ sqlstate: '40P01', retry: 2 }, 'money transaction retried'],
      [{ sqlstate: '40001', retry: 3 }, 'money transaction retried'],
    ]);
  });

  it('pauses before each retry, at least 5 ms and then twice as long each time', async () => {
    const at: number[] = [];
    await moneyOperation(ctx, request(), 'test/retry', {}, async () => {
      at.push(performance.now());
      throw failure('40001');
    }).catch(() => undefined);
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    expect(gaps).toHaveLength(MONEY_RETRIES);
    // Lower bounds only (a timer never fires early by more than its millisecond rounding).
    gaps.forEach((gap, retry) => expect(gap, `pause before retry ${retry + 1}`).toBeGreaterThanOrEqual(5 * 2 ** retry - 1));
  });

  it('a single statement runs on the pool itself, not in a transaction', async () => {
    let given: unknown;
    await moneyOperation(
      ctx,
      request(),
      'test/single',
      {},
      async (db) => {
        given = db;
        return { status: 200, body: null };
      },
      { singleStatement: true },
    );
    expect(given).toBe(ctx.db);
  });

  it('an Idempotency-Key compares the whole body, arrays and nested objects included, whatever the order of keys', async () => {
    const run = async () => ({ status: 200, body: 'done' });
    const body = { items: [1, 2], nested: { b: [{ x: 1 }], a: null } };
    expect(await moneyOperation(ctx, request('array-key'), 'test/arrays', body, run)).toEqual({ status: 200, body: 'done' });
    // The same body with its keys in another order: the same request, replayed.
    expect(await moneyOperation(ctx, request('array-key'), 'test/arrays', { nested: { a: null, b: [{ x: 1 }] }, items: [1, 2] }, run)).toEqual({ status: 200, body: 'done' });
    for (const other of [
      { ...body, items: [2, 1] },
      { ...body, items: [1, 2, 3] },
      { ...body, items: [12] },
      { ...body, items: [[1, 2]] },
      { ...body, items: { 0: 1, 1: 2 } },
      { ...body, nested: { b: [{ x: 2 }], a: null } },
      { ...body, nested: { b: [], a: null } },
    ]) {
      await expect(moneyOperation(ctx, request('array-key'), 'test/arrays', other, run), JSON.stringify(other)).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
    }
  });
});
