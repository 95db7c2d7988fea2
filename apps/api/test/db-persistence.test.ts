import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../src/app';
import { lastCode, testConfig } from './helpers';

/**
 * The default deployment: no DATABASE_URL, so startApp runs its own embedded
 * PostgreSQL with the data under DATA_DIR (decisions.md §1). This starts real
 * PostgreSQL servers, so it is slow; one restart is enough.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'sahm-persist-'));
const config = testConfig({ databaseUrl: undefined, dataDir, port: 0, host: '127.0.0.1' });
let running: RunningApp | undefined;

afterAll(async () => {
  await running?.stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

async function post(base: string, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as { data: Record<string, unknown>; message?: string } };
}

describe('restarting keeps the data', () => {
  it('a user signed up before a restart can log in after it', { timeout: 180_000 }, async () => {
    const email = 'persist@example.com';
    const password = 'Persist123';

    running = await startApp(config);
    expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    const signup = await post(running.url, '/api/auth/signup', { email, password, name: 'persistent' });
    expect(signup.status).toBe(201);
    const verify = await post(running.url, '/api/auth/verify-email', { email, verifyCode: await lastCode(running.ctx, email) });
    expect(verify.status).toBe(200);
    const firstUrl = running.url;
    await running.stop();
    running = undefined;
    // Really down: nothing answers at the old address.
    await expect(fetch(`${firstUrl}/api/health`)).rejects.toThrow();

    running = await startApp(config);
    expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
    const login = await post(running.url, '/api/auth/login', { email, password });
    expect(login.status).toBe(200);
    expect(login.json.data).toMatchObject({ isEmailVerified: true, token: expect.any(String) });
    const stored = await running.ctx.db.selectFrom('users').select(['email', 'username']).execute();
    expect(stored).toEqual([{ email, username: 'persistent' }]);
  });
});
