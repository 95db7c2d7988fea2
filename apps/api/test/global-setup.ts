import { mkdtempSync, rmSync } from 'node:fs';
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
