import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the test server's maintenance database; test files clone `sahm_template` from it. */
    pgAdminUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole api test run, in a throw-away directory
 * (never the development database), or DATABASE_URL's server when set. The
 * schema is migrated once into `sahm_template`; each test file gets its own
 * copy, so files run in parallel without seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  let stop = async () => {};
  let adminUrl: string;
  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    removeAbandonedServers();
    const dir = mkdtempSync(join(tmpdir(), 'sahm-test-pg-'));
    const server = await startEmbeddedPostgres(dir, { persistent: false, database: 'sahm_admin' });
    adminUrl = server.url;
    stop = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS sahm_template');
  await admin.query('CREATE DATABASE sahm_template');
  await admin.end();
  const templatePool = new pg.Pool({ connectionString: adminUrl.replace(/\/[^/]+$/, '/sahm_template') });
  await migrate(templatePool);
  await templatePool.end();
  project.provide('pgAdminUrl', adminUrl);
  return stop;
}

/**
 * Deletes the directories of earlier runs' test servers that were killed
 * before they could remove their own (a mutation run stops its test workers
 * mid-run): each holds a whole cluster, and dozens of them filled the disk.
 * Only a directory whose server is not running (no postmaster.pid, or one
 * naming a process that is gone) and that is older than ten minutes, so a
 * run that is still starting its server keeps its own.
 */
function removeAbandonedServers() {
  const now = Date.now();
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith('sahm-test-pg-')) continue;
    const dir = join(tmpdir(), name);
    try {
      if (now - statSync(dir).mtimeMs < 10 * 60_000) continue;
      const pidFile = [join(dir, 'postmaster.pid'), ...readdirSync(dir).map((child) => join(dir, child, 'postmaster.pid'))].find((file) => existsSync(file));
      if (pidFile && running(Number(readFileSync(pidFile, 'utf8').split('\n')[0]))) continue;
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another run removed it first, or it is not ours to read: leave it.
    }
  }
}

function running(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

