import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { apiDir } from '../paths';

const migrationsDir = join(apiDir, 'src/db/migrations');
const functionsDir = join(apiDir, 'src/db/functions');
/** Serializes migrations when several API processes start against one database. */
const LOCK_KEY = 724_201;

export interface FunctionFile {
  /** The function the file defines: its file name without `.sql`. */
  name: string;
  sql: string;
}

/** The numbered migrations, in the order they apply. */
export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
}

/**
 * Every file of db/functions, by name. Each defines the one function it is
 * named after with CREATE OR REPLACE, so applying it again is harmless.
 */
export function functionFiles(): FunctionFile[] {
  return readdirSync(functionsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.sql'.length);
      const sql = readFileSync(join(functionsDir, file), 'utf8');
      if (!new RegExp(`^CREATE OR REPLACE FUNCTION ${name}\\(`, 'm').test(sql)) {
        throw new Error(`Function file ${file} must define ${name}() with CREATE OR REPLACE FUNCTION`);
      }
      return { name, sql };
    });
}

/**
 * (Re)defines every function from its file, inside the caller's transaction.
 * First without checking bodies (as pg_dump restores), so a function may call
 * one whose file sorts after it; then again with bodies checked, so a syntax
 * error stops the start instead of the first call.
 */
export async function applyFunctions(client: pg.ClientBase, files: FunctionFile[] = functionFiles()): Promise<void> {
  for (const check of ['off', 'on']) {
    await client.query(`SET LOCAL check_function_bodies = ${check}`);
    for (const { name, sql } of files) {
      try {
        await client.query(sql);
      } catch (error) {
        throw new Error(`Function file ${name}.sql failed: ${(error as Error).message}`, { cause: error });
      }
    }
  }
}

/**
 * Applies the numbered migrations not yet applied, then every function file,
 * all in one transaction: the database is never seen between a migration and
 * the function definitions that go with it (a migration that drops a
 * function's old signature, say), and a failure leaves it as it was.
 */
export async function migrate(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await client.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
    const functions = functionFiles();
    await client.query('BEGIN');
    try {
      for (const file of migrationFiles()) {
        if (done.has(file)) continue;
        try {
          await client.query(readFileSync(join(migrationsDir, file), 'utf8'));
        } catch (error) {
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
        applied.push(file);
      }
      await applyFunctions(client, functions);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  return applied;
}
