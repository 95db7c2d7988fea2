import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Server } from 'socket.io';
import { verifyPassword } from './auth/passwords';
import { assertProductionReady, ConfigError, type Config } from './config';
import type { AppContext } from './context';
import { connect, type DatabaseHandle } from './db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { migrate } from './db/migrate';
import * as seed from './db/seed';
import { httpMessenger, sandboxMessenger } from './messaging/messenger';
import { createNotifier } from './notifications/notifier';
import { createOutsideDelivery } from './notifications/outside';
import { startRealtime } from './notifications/realtime';
import { startPaymentSweeper } from './payments/service';
import { startRentJobs } from './rent/jobs';
import { buildServer, type ServerOptions } from './server';

/** Fails with the listen error (EADDRINUSE, EACCES) when the HTTP port cannot be taken; port 0 means any. */
function assertPortFree(host: string, port: number): Promise<void> {
  if (!port) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** Wires the context for a database URL: pool, adapters, notifier. */
export function createContext(config: Config, handle: DatabaseHandle): AppContext {
  const { db, pool } = handle;
  const messenger =
    config.messaging.email === 'http' || config.messaging.sms === 'http'
      ? (() => {
          const http = httpMessenger(config.messaging);
          const sandbox = sandboxMessenger(db);
          return {
            sendEmail: config.messaging.email === 'http' ? http.sendEmail : sandbox.sendEmail,
            sendSms: config.messaging.sms === 'http' ? http.sendSms : sandbox.sendSms,
          };
        })()
      : sandboxMessenger(db);
  return { config, db, pool, messenger, notifier: createNotifier(db, createOutsideDelivery(db, messenger)) };
}

/**
 * Production refuses a database whose demo accounts (seeded outside
 * production, e.g. a development database promoted) still have the passwords
 * printed in the README: anyone could sign in as the demo admin.
 */
async function refuseDemoAccounts({ db }: DatabaseHandle) {
  // Every account the seed exports with its password (the demo investor, the admins, ...).
  const demo: { email: string; password: string }[] = [];
  for (const value of Object.values(seed) as unknown[]) {
    const v = value as { email?: unknown; password?: unknown } | null;
    if (typeof v === 'object' && v !== null && typeof v.email === 'string' && typeof v.password === 'string') demo.push({ email: v.email, password: v.password });
  }
  const rows = await db.selectFrom('users').select(['email', 'password_hash']).where('email', 'in', demo.map((d) => d.email)).execute();
  for (const account of demo) {
    const row = rows.find((r) => r.email === account.email);
    if (row && (await verifyPassword(row.password_hash, account.password))) {
      throw new ConfigError(
        `NODE_ENV=production, but this database holds the demo account ${account.email} with its public password: change its password or delete the account (or use a fresh database).`,
      );
    }
  }
}

export interface RunningApp {
  app: FastifyInstance;
  ctx: AppContext;
  io: Server;
  url: string;
  stop(): Promise<void>;
}

/**
 * Everything `npm start` does after the build: the database (embedded unless
 * DATABASE_URL), migrations, the demo seed, the HTTP server and realtime.
 */
export async function startApp(config: Config, options: ServerOptions & { seed?: (ctx: AppContext) => Promise<void> } = {}): Promise<RunningApp> {
  // Production without its real providers stops here, with one line (decisions.md §13).
  assertProductionReady(config);
  // A taken port is found before the database starts, not after everything is up.
  await assertPortFree(config.host, config.port);
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(join(config.dataDir, 'pg'), config.embedded);
    url = embedded.url;
  }
  const handle = connect(url);
  let app: FastifyInstance | undefined;
  try {
    await migrate(handle.pool);
    if (config.nodeEnv === 'production') await refuseDemoAccounts(handle);
    const ctx = createContext(config, handle);
    if (options.seed) await options.seed(ctx);
    app = await buildServer(ctx, options);
    const io = await startRealtime(app, ctx);
    await app.listen({ port: config.port, host: config.host });
    // Pending provider payments past their time are re-checked and expired (decisions.md §7).
    const sweeper = startPaymentSweeper(ctx, app.log);
    // The monthly rent run and its retries (src/rent/README.md), on this database.
    const jobs = await startRentJobs(ctx, url, config.rent, { log: app.log });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const server = app;
    return {
      app: server,
      ctx,
      io,
      url: `http://localhost:${port}`,
      async stop() {
        sweeper.stop();
        await jobs.stop();
        await server.close();
        await handle.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    // Realtime holds pool clients until the server closes (a taken port fails here, after it started).
    await app?.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
}
