import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createContext } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { AppContext } from '../src/context';
import { connect } from '../src/db/database';
import { buildServer } from '../src/server';

/** A fresh database cloned from the migrated template. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE sahm_template`);
  } finally {
    await admin.end();
  }
  return adminUrl.replace(/\/[^/]+$/, `/${name}`);
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    // High enough that ordinary tests never trip them; the rate-limit tests lower them.
    rateLimits: { auth: 1000, codes: 1000, windowMs: 60_000 },
    realtimeAdapter: false,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  databaseUrl: string;
}

/** A server on its own database, closed after the file's tests. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const handle = connect(databaseUrl, { max: 10 });
  const ctx = createContext(testConfig(overrides), handle);
  const app = await buildServer(ctx);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await handle.close();
  });
  return { app, ctx, databaseUrl };
}

/** JSON request with an optional bearer token and language. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  { body, token, lang, headers = {} }: { body?: unknown; token?: string; lang?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(lang ? { 'accept-language': lang } : {}),
      ...headers,
    },
    ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
  });
}

/** The newest code sent to an address through the sandbox outbox. */
export async function lastCode(ctx: AppContext, recipient: string): Promise<string> {
  const row = await ctx.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no code in the last message to ${recipient}`);
  return code;
}

let userCounter = 0;

/** Signs up, verifies the e-mail from the outbox and signs in: a ready investor. */
export async function registerUser(app: FastifyInstance, ctx: AppContext, overrides: { email?: string; name?: string; password?: string } = {}) {
  userCounter += 1;
  const suffix = `${Date.now().toString(36)}${userCounter}`;
  const email = overrides.email ?? `investor${suffix}@example.com`;
  const name = overrides.name ?? `investor_${suffix}`;
  const password = overrides.password ?? 'Secret123';
  const signup = await call(app, 'POST', '/api/auth/signup', { body: { email, password, name } });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const verify = await call(app, 'POST', '/api/auth/verify-email', { body: { email, verifyCode: await lastCode(ctx, email) } });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const login = await call(app, 'POST', '/api/auth/login', { body: { email, password } });
  const token = login.json().data.token as string;
  const user = await ctx.db.selectFrom('users').select(['id']).where('email', '=', email).executeTakeFirstOrThrow();
  return { email, name, password, token, id: user.id };
}

const TABLES = [
  'users',
  'sessions',
  'verification_codes',
  'outbox_messages',
  'contact_messages',
  'properties',
  'price_history',
  'holdings',
  'notifications',
  'page_views',
  'liveness_challenges',
  'kyc_requests',
  'kyc_images',
];

/** Every row of every table, for "a rejected request changes nothing" checks. */
export async function snapshot(ctx: AppContext): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const { rows } = await ctx.pool.query(`SELECT to_jsonb(t) AS row FROM ${table} t ORDER BY 1::text`);
    out[table] = rows.map((r) => r.row).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}

/**
 * Removes test-only properties. Their ledger accounts go first: the ledger
 * refuses to lose a property it has accounts for, and these never had postings.
 */
export async function removeProperties(ctx: AppContext, ids: string[]) {
  if (!ids.length) return;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ledger_accounts').where('property_id', 'in', ids).execute();
    await trx.deleteFrom('price_history').where('property_id', 'in', ids).execute();
    await trx.deleteFrom('properties').where('id', 'in', ids).execute();
  });
}
