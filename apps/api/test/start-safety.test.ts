// Development mode was the default and the outside review used it: the dev
// outbox listed live codes to anyone who could reach the port, the demo admin
// has a public password, the payment sandboxes credit wallets, and the server
// listened on every interface. Outside production the server now listens on
// 127.0.0.1 unless HOST says otherwise and serves the outbox to loopback only;
// in production it refuses to start with demo accounts or sandboxes.
import { describe, expect, it } from 'vitest';
import { startApp } from '../src/app';
import { assertProductionReady, ConfigError, loadConfig, type Config } from '../src/config';
import { hashPassword } from '../src/auth/passwords';
import { connect } from '../src/db/database';
import { DEMO_ADMIN, DEMO_INVESTOR } from '../src/db/seed';
import { startupFailure } from '../src/startup';
import { createTestApp, createTestDatabase, registerUser, testConfig } from './helpers';

const { app, ctx } = await createTestApp();

const production = {
  NODE_ENV: 'production',
  EMAIL_PROVIDER: 'http',
  EMAIL_HTTP_URL: 'https://mail.example/send',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
};

describe('where the server listens', () => {
  it('outside production: 127.0.0.1 unless HOST says otherwise; in production every interface by default', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});

describe('the development outbox answers loopback only', () => {
  const outbox = (remoteAddress: string, headers: Record<string, string> = {}, server = app) =>
    server.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('serves %s', async (address) => {
    await registerUser(app, ctx);
    const res = await outbox(address);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
  });

  it.each(['192.168.1.50', '10.0.0.7', '203.0.113.9', '::ffff:192.168.1.50', 'fe80::1'])('refuses %s with 403 and lists nothing', async (address) => {
    const res = await outbox(address);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
  });

  it('refuses a client forwarded by a trusted proxy on the same machine', async () => {
    const { app: proxied } = await createTestApp({ trustProxy: ['loopback'] });
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '198.51.100.4' }, proxied)).statusCode).toBe(403);
    expect((await outbox('127.0.0.1', {}, proxied)).statusCode).toBe(200);
  });
});

describe('production refuses to start unsafe', () => {
  const refusal = (env: NodeJS.ProcessEnv) => {
    try {
      assertProductionReady(loadConfig(env), env);
      return undefined;
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return startupFailure(error, { port: 8080 });
    }
  };

  it('accepts real messaging and payment providers', () => {
    expect(refusal(production)).toBeUndefined();
    expect(refusal({ ...production, FIB_BASE_URL: 'https://fib.prod.fib.iq', FIB_CLIENT_ID: 'id', FIB_CLIENT_SECRET: 'secret' })).toBeUndefined();
    // Outside production nothing is asked.
    expect(refusal({})).toBeUndefined();
  });

  it.each([
    [{ EMAIL_PROVIDER: undefined }, /EMAIL_PROVIDER/],
    [{ EMAIL_PROVIDER: 'sandbox' }, /EMAIL_PROVIDER/],
    [{ SMS_PROVIDER: undefined }, /SMS_PROVIDER/],
    [{ PAYMENTS_SANDBOX: 'on' }, /PAYMENTS_SANDBOX/],
    [{ PAYMENTS_SANDBOX_URL: 'http://127.0.0.1:8080' }, /PAYMENTS_SANDBOX_URL/],
    [{ FIB_BASE_URL: 'http://dev.example:8080/sandbox/fib' }, /FIB_BASE_URL/],
    [{ FASTPAY_BASE_URL: 'http://dev.example/sandbox/fastpay' }, /FASTPAY_BASE_URL/],
    [{ CARD_BASE_URL: 'http://dev.example/sandbox/card' }, /CARD_BASE_URL/],
  ])('refuses %j with one clear line', (patch, pattern) => {
    const env = { ...production, ...patch } as NodeJS.ProcessEnv;
    for (const key of Object.keys(patch)) if ((patch as Record<string, unknown>)[key] === undefined) delete env[key];
    const line = refusal(env);
    expect(line).toMatch(/^Sahm could not start: /);
    expect(line).toMatch(pattern);
    expect(line).toMatch(/production/);
    expect(line).not.toContain('\n');
  });

  it('refuses a database holding a demo account with its public password, and says which', { timeout: 60_000 }, async () => {
    const databaseUrl = await createTestDatabase();
    const handle = connect(databaseUrl, { max: 2 });
    try {
      await handle.db
        .insertInto('users')
        .values({ email: DEMO_ADMIN.email, username: DEMO_ADMIN.username, password_hash: await hashPassword(DEMO_ADMIN.password), role: 'admin', is_email_verified: true })
        .execute();
      await handle.db
        .insertInto('users')
        .values({ email: DEMO_INVESTOR.email, username: DEMO_INVESTOR.username, password_hash: await hashPassword('A-private-Passw0rd'), is_email_verified: true })
        .execute();
      const config: Config = { ...testConfig(), ...loadConfig(production), databaseUrl, port: 0, host: '127.0.0.1', realtimeAdapter: false };
      const error = await startApp(config).then(
        async (running) => {
          await running.stop();
          return undefined;
        },
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ConfigError);
      const line = startupFailure(error, { port: 0 });
      expect(line).toMatch(/^Sahm could not start: .*admin@sahm\.iq.*public password/);
      // The investor's password was changed: not named.
      expect(line).not.toContain(DEMO_INVESTOR.email);
      expect(line).not.toContain(DEMO_ADMIN.password);

      // Once its password is changed, production starts.
      await handle.db.updateTable('users').set({ password_hash: await hashPassword('Another-Passw0rd') }).where('email', '=', DEMO_ADMIN.email).execute();
      const running = await startApp(config);
      await running.stop();
    } finally {
      await handle.close();
    }
  });
});
