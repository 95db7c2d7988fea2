// The Idempotency-Key of money-moving POSTs (decisions.md §3), below the
// routes: which keys are accepted, and which bodies count as "the same".
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { idempotencyKeyOf, moneyOperation } from '../src/http/idempotency';
import { createTestApp, registerUser } from './helpers';

const { app, ctx } = await createTestApp();
const user = await registerUser(app, ctx);

const request = (key?: string | string[]) =>
  ({ user: { id: user.id }, headers: key === undefined ? {} : { 'idempotency-key': key } }) as unknown as FastifyRequest;

describe('Idempotency-Key header', () => {
  it('is optional', () => {
    expect(idempotencyKeyOf(request())).toBeUndefined();
  });

  it('takes 1 to 200 visible ASCII characters, exactly as sent', () => {
    expect(idempotencyKeyOf(request('k'))).toBe('k');
    expect(idempotencyKeyOf(request('x'.repeat(200)))).toBe('x'.repeat(200));
    expect(idempotencyKeyOf(request('!~order:7f3a/{1}'))).toBe('!~order:7f3a/{1}');
    expect(idempotencyKeyOf(request(['first', 'second']))).toBe('first');
  });

  it.each([
    ['empty', ''],
    ['201 characters', 'x'.repeat(201)],
    ['with a space', 'order 7'],
    ['with a tab', 'order\t7'],
    ['starting with a space', ' order7'],
    ['ending with a newline', 'order7\n'],
    ['not ASCII', 'طلب-7'],
    ['with DEL', 'order\x7f'],
  ])('refuses a key %s with IDEMPOTENCY_KEY_INVALID', (_what, key) => {
    expect(() => idempotencyKeyOf(request(key))).toThrow(expect.objectContaining({ status: 400, code: 'IDEMPOTENCY_KEY_INVALID' }));
  });

  it('refuses an empty first value of a repeated header', () => {
    expect(() => idempotencyKeyOf(request(['', 'second']))).toThrow(expect.objectContaining({ code: 'IDEMPOTENCY_KEY_INVALID' }));
  });
});

describe('the same request, replayed', () => {
  const answer = (n: number) => async () => ({ status: 201, body: { n } });

  it('is the same body whatever the order of its keys, at any depth', async () => {
    const first = await moneyOperation(ctx, request('same-1'), 'test/same', { a: 1, b: { c: [1, { d: 2, e: null }], f: 'x' } }, answer(1));
    const again = await moneyOperation(ctx, request('same-1'), 'test/same', { b: { f: 'x', c: [1, { e: null, d: 2 }] }, a: 1 }, answer(2));
    expect(first).toEqual({ status: 201, body: { n: 1 } });
    expect(again).toEqual(first);
  });

  it.each([
    ['a value', { a: 2, list: [1, 2] }],
    ['the order of a list', { a: 1, list: [2, 1] }],
    ['a nested list', { a: 1, list: [[1, 2]] }],
    ['a number written as text', { a: '1', list: [1, 2] }],
    ['a missing field', { list: [1, 2] }],
    ['an extra field', { a: 1, list: [1, 2], b: null }],
  ])('is another request when %s differs: 409', async (what, body) => {
    const key = `other-${what.replace(/ /g, '-')}`;
    await moneyOperation(ctx, request(key), 'test/other', { a: 1, list: [1, 2] }, answer(1));
    await expect(moneyOperation(ctx, request(key), 'test/other', body, answer(2))).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('is another request on another route, even with the same body', async () => {
    await moneyOperation(ctx, request('route-key'), 'test/one', { a: 1 }, answer(1));
    await expect(moneyOperation(ctx, request('route-key'), 'test/two', { a: 1 }, answer(2))).rejects.toMatchObject({ status: 409 });
  });

  it('a body of null or absent is one and the same', async () => {
    expect(await moneyOperation(ctx, request('empty-body'), 'test/empty', undefined, answer(1))).toEqual({ status: 201, body: { n: 1 } });
    expect(await moneyOperation(ctx, request('empty-body'), 'test/empty', null, answer(2))).toEqual({ status: 201, body: { n: 1 } });
  });

  it('a refusal is not stored: the key may be used again once the cause is fixed', async () => {
    const refuse = async () => {
      throw Object.assign(new Error('refused'), { status: 400, code: 'INSUFFICIENT_BALANCE' });
    };
    await expect(moneyOperation(ctx, request('after-refusal'), 'test/refusal', { a: 1 }, refuse)).rejects.toThrow();
    expect(await moneyOperation(ctx, request('after-refusal'), 'test/refusal', { a: 1 }, answer(3))).toEqual({ status: 201, body: { n: 3 } });
    const stored = await ctx.db.selectFrom('idempotency_keys').select(['status_code', 'response']).where('key', '=', 'after-refusal').executeTakeFirstOrThrow();
    expect(stored.status_code).toBe(201);
    expect(stored.response).toEqual({ n: 3 });
  });
});
