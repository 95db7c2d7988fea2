import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Server } from 'socket.io';
import type { Config } from './config';
import type { AppContext } from './context';
import { connect, type DatabaseHandle } from './db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { migrate } from './db/migrate';
import { httpMessenger, sandboxMessenger } from './messaging/messenger';
import { createNotifier } from './notifications/notifier';
import { startRealtime } from './notifications/realtime';
import { startPaymentSweeper } from './payments/service';
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
  return { config, db, pool, messenger, notifier: createNotifier(db) };
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
    const ctx = createContext(config, handle);
    if (options.seed) await options.seed(ctx);
    app = await buildServer(ctx, options);
    const io = await startRealtime(app, ctx);
    await app.listen({ port: config.port, host: config.host });
    // Pending provider payments past their time are re-checked and expired (decisions.md §7).
    const sweeper = startPaymentSweeper(ctx, app.log);
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
