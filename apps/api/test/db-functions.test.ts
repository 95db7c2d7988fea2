import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { applyFunctions, functionFiles, migrate, migrationFiles } from '../src/db/migrate';
import { apiDir } from '../src/paths';
import { createTestDatabase } from './helpers';

/**
 * Functions live one per file in src/db/functions and are re-applied after
 * the numbered migrations on every start (src/db/README.md). These tests hold
 * that layout to its promises.
 */

/** The last migration written before functions moved to their own files: databases made until then have only these. */
const LAST_MIGRATION_BEFORE_FUNCTION_FILES = '0013_check_once.sql';

const pools: pg.Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
});

function open(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pools.push(pool);
  return pool;
}

async function createEmptyDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return adminUrl.replace(/\/[^/]+$/, `/${name}`);
}

/** Ours: the public schema's functions, without those of extensions (pgcrypto lives in public too). */
const OWN_FUNCTIONS = `
  FROM pg_proc p
 WHERE p.pronamespace = 'public'::regnamespace
   AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`;

/** Every function of ours as PostgreSQL itself prints it back, one after another. */
async function functionDefinitions(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ def: string }>(
    `SELECT pg_get_functiondef(p.oid) AS def ${OWN_FUNCTIONS} ORDER BY p.proname, pg_get_function_identity_arguments(p.oid)`,
  );
  return rows.map((r) => `${r.def.trimEnd()};\n`).join('\n');
}

/** Tables, constraints, indexes, triggers, function signatures and applied migrations: what must match between two databases. */
async function schemaFingerprint(pool: pg.Pool): Promise<Record<string, unknown[]>> {
  const q = async (text: string) => (await pool.query(text)).rows;
  return {
    columns: await q(`SELECT table_name, column_name, data_type, column_default, is_nullable
                        FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2`),
    constraints: await q(`SELECT conrelid::regclass::text AS rel, conname, pg_get_constraintdef(oid) AS def
                            FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`),
    indexes: await q(`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`),
    triggers: await q(`SELECT tgrelid::regclass::text AS rel, tgname, pg_get_triggerdef(oid) AS def
                         FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1, 2`),
    functions: await q(`SELECT proname, pg_get_function_identity_arguments(p.oid) AS args, pg_get_function_result(p.oid) AS result
                          ${OWN_FUNCTIONS} ORDER BY 1, 2`),
    migrations: await q('SELECT version FROM schema_migrations ORDER BY 1'),
  };
}

describe('database functions, one per file', () => {
  it('has exactly one file in db/functions for every function of ours in the database, and no other file', async () => {
    const pool = open(await createTestDatabase());
    const { rows } = await pool.query<{ proname: string; n: number }>(`SELECT p.proname, count(*)::int AS n ${OWN_FUNCTIONS} GROUP BY 1 ORDER BY 1`);
    const files = functionFiles();
    expect(rows.map((r) => r.proname)).toEqual(files.map((f) => f.name));
    // One function per name (no overloads), so the file name says which one.
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    for (const file of files) {
      expect(file.sql.match(/CREATE OR REPLACE FUNCTION/g), `${file.name}.sql defines one function`).toHaveLength(1);
      expect(file.sql.startsWith('--'), `${file.name}.sql starts with a comment saying why it exists`).toBe(true);
    }
  });

  it('applies the function files again without changing anything', async () => {
    const pool = open(await createTestDatabase());
    const before = await functionDefinitions(pool);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await applyFunctions(client);
      await applyFunctions(client);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await migrate(pool)).toEqual([]);
    expect(await functionDefinitions(pool)).toBe(before);
  });

  it('defines every function exactly as the reviewed snapshot says', async () => {
    const pool = open(await createTestDatabase());
    const header = [
      '-- pg_get_functiondef() of every function of ours after migrate(), kept by test/db-functions.test.ts.',
      '-- After an intended change to a function: run that test with -u, and review the diff of this file.',
    ].join('\n');
    await expect(`${header}\n\n${await functionDefinitions(pool)}`).toMatchFileSnapshot('./fixtures/db-functions.sql');
  });

  it('brings a database made by the earlier migrations to the same schema and functions as a fresh one', async () => {
    const fresh = open(await createTestDatabase());
    const existing = open(await createEmptyDatabase());
    // What the runner did before function files: each migration as it is, in its own transaction.
    await existing.query('CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    for (const file of migrationFiles().filter((f) => f <= LAST_MIGRATION_BEFORE_FUNCTION_FILES)) {
      const client = await existing.connect();
      try {
        await client.query('BEGIN');
        await client.query(readFileSync(join(apiDir, 'src/db/migrations', file), 'utf8'));
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    }
    await migrate(existing);
    expect(await schemaFingerprint(existing)).toEqual(await schemaFingerprint(fresh));
    expect(await functionDefinitions(existing)).toBe(await functionDefinitions(fresh));
  });

  it('keeps functions out of the numbered migrations', () => {
    for (const file of migrationFiles()) {
      const text = readFileSync(join(apiDir, 'src/db/migrations', file), 'utf8');
      // A migration never runs a function file: on a fresh database they are applied after it.
      expect(text, file).not.toMatch(/^\s*\\i/m);
      expect(text, file).not.toMatch(/db\/functions|functions\//);
      if (file > LAST_MIGRATION_BEFORE_FUNCTION_FILES) {
        // Only a trigger's placeholder, which the function file replaces in the same transaction.
        for (const [definition] of text.matchAll(/CREATE (?:OR REPLACE )?FUNCTION[^$]*/g)) {
          expect(definition, `${file} defines a function; it belongs in db/functions`).toMatch(/RETURNS trigger/);
        }
      }
    }
  });
});
