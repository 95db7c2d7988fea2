// Sessions last 30 days at most and 7 days idle (decisions.md §13). An outside
// review found no idle timeout at all: last_used_at was never updated. It is
// now touched at most once a minute per session, inside the plan-cached
// session lookup, so the hot path gains no write of its own.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { findSession, SESSION_IDLE_DAYS } from '../src/http/guard';
import { call, createTestApp, registerUser } from './helpers';

const { app, ctx } = await createTestApp();

const me = (token: string) => call(app, 'GET', '/api/user/transaction/balance', { token });
const session = async (userId: string) => ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
const setSession = (userId: string, values: { last_used_at?: unknown; created_at?: unknown; expires_at?: unknown }) =>
  ctx.db
    .updateTable('sessions')
    .set(values as never)
    .where('user_id', '=', userId)
    .execute();

describe('session lifetime', () => {
  it('30 days at most and 7 days idle', () => {
    expect(loadConfig({}).sessionDays).toBe(30);
    expect(SESSION_IDLE_DAYS).toBe(7);
  });

  it('a session unused for more than 7 days is over, though 30 days have not passed', async () => {
    const u = await registerUser(app, ctx);
    expect((await me(u.token)).statusCode).toBe(200);
    await setSession(u.id, { last_used_at: sql`now() - interval '7 days 1 minute'` });
    const res = await me(u.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Session expired! please login again');
  });

  it('using it keeps it alive: 20 days old, last used 6 days ago, still works and counts from now', async () => {
    const u = await registerUser(app, ctx);
    await setSession(u.id, { created_at: sql`now() - interval '20 days'`, last_used_at: sql`now() - interval '6 days'` });
    expect((await me(u.token)).statusCode).toBe(200);
    const touched = await session(u.id);
    expect(Date.now() - touched.last_used_at.getTime()).toBeLessThan(60_000);
  });

  it('still ends 30 days after sign-in however often it is used', async () => {
    const u = await registerUser(app, ctx);
    const s = await session(u.id);
    expect(s.expires_at.getTime() - s.created_at.getTime()).toBeGreaterThan(29.9 * 86_400_000);
    expect(s.expires_at.getTime() - s.created_at.getTime()).toBeLessThanOrEqual(30 * 86_400_000 + 60_000);
    await setSession(u.id, { expires_at: sql`now() - interval '1 second'` });
    expect((await me(u.token)).statusCode).toBe(401);
  });

  it('writes last_used_at at most once a minute per session, not on every request', async () => {
    const u = await registerUser(app, ctx);
    await setSession(u.id, { last_used_at: sql`now() - interval '2 minutes'` });
    await me(u.token);
    const first = (await session(u.id)).last_used_at;
    expect(Date.now() - first.getTime()).toBeLessThan(60_000);
    // Within the minute: no write at all (the row's version does not change).
    const xmin = async () => (await sql<{ xmin: string }>`SELECT xmin::text FROM sessions WHERE user_id = ${u.id}`.execute(ctx.db)).rows[0]!.xmin;
    const version = await xmin();
    await Promise.all(Array.from({ length: 20 }, () => me(u.token)));
    expect(await xmin()).toBe(version);
    expect((await session(u.id)).last_used_at).toEqual(first);
  });

  it('parallel first requests after a minute all pass; none waits on another’s touch', async () => {
    const u = await registerUser(app, ctx);
    await setSession(u.id, { last_used_at: sql`now() - interval '5 minutes'` });
    const results = await Promise.all(Array.from({ length: 30 }, () => findSession(ctx.db, u.token)));
    expect(results.every((r) => r?.id === u.id)).toBe(true);
  });
});
