import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DB = Kysely<Database>;

/**
 * bigint columns (money, tokens) arrive as JS numbers: every amount we store
 * is far below 2^53, and an unsafe one fails loudly instead of rounding.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8) {
      return (value: string) => {
        const n = Number(value);
        if (!Number.isSafeInteger(n)) throw new Error(`bigint ${value} exceeds the safe integer range`);
        return n;
      };
    }
    if (oid === pg.types.builtins.DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: DB;
  close(): Promise<void>;
}

export function connect(url: string, { max = 20 }: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, types, application_name: 'sahm-api' });
  let closing = false;
  // An idle client's error (server restart) must not crash the process; during
  // our own shutdown the server ending idle connections is expected.
  pool.on('error', (error) => {
    if (!closing) console.error('PostgreSQL pool error:', error.message);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    pool,
    db,
    close: () => {
      closing = true;
      return db.destroy();
    },
  };
}
