import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseStartError, explainFailure, postgresBinDir, serverEnv, startEmbeddedPostgres, type LaunchKind } from '../src/db/embedded';

/**
 * The embedded PostgreSQL from any folder, as root or not, and one clear
 * sentence for each way it can fail to start (issue: start anywhere).
 * Each case starts a real server from node_modules.
 */
const root = userInfo().uid === 0;
const scratch = mkdtempSync(join(tmpdir(), 'sahm-embedded-'));
afterAll(() => {
  for (const mount of mounts) spawnSync('umount', [mount]);
  rmSync(scratch, { recursive: true, force: true });
});

/** A fresh folder that only its owner can enter, like /root. */
function privateDir(name: string): string {
  const dir = join(scratch, name);
  mkdirSync(dir, { mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function startError(dir: string, options: Parameters<typeof startEmbeddedPostgres>[1] = {}): Promise<DatabaseStartError> {
  const error = await startEmbeddedPostgres(dir, options).then(
    async (db) => {
      await db.stop();
      throw new Error('the database started');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DatabaseStartError);
  const message = (error as Error).message;
  // One line that says what to do.
  expect(message.split('\n')).toHaveLength(1);
  expect(message).toMatch(/: .*(set|stop|free|run|move|make)/);
  return error as DatabaseStartError;
}

/** The launch kinds this machine supports: as root, each way of running PostgreSQL as someone else. */
function kindsHere(): LaunchKind[] {
  if (!root) return ['direct'];
  const kinds: LaunchKind[] = [];
  if (spawnSync('unshare', ['--user', '--map-user=65534', '--map-group=65534', 'true']).status === 0) kinds.push('userns');
  if (spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', '--inh-caps=+dac_read_search', '--ambient-caps=+dac_read_search', 'true']).status === 0) {
    kinds.push('setpriv');
  }
  return kinds;
}

const mounts: string[] = [];
/** A tmpfs of `size` with `options` (root only; not every container allows mounts). */
function tmpfs(name: string, options: string): string | undefined {
  if (!root) return undefined;
  const dir = join(scratch, name);
  mkdirSync(dir);
  if (spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]).status !== 0) return undefined;
  mounts.push(dir);
  return dir;
}

describe('starting from a private folder', () => {
  it('finds a way to run PostgreSQL here', () => {
    expect(kindsHere().length).toBeGreaterThan(0);
  });

  for (const kind of kindsHere()) {
    it(`runs as ${kind}, keeps the data in the folder and reuses it`, { timeout: 60_000 }, async () => {
      const dir = join(privateDir(`reuse-${kind}`), 'pg');
      const first = await startEmbeddedPostgres(dir, { launch: kind });
      expect(first.launch).toBe(kind);
      await query(first.url, 'CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$still here$$)');
      expect(await query(first.url, "SELECT current_setting('server_encoding') AS encoding")).toEqual([{ encoding: 'UTF8' }]);
      // The server's processes keep the memory they free (serverEnv), through every launch kind: the
      // server's environment as it started (a backend writes its process title over its own).
      const [{ environ }] = (await query(
        first.url,
        `SELECT encode(pg_read_binary_file('/proc/' || split_part(pg_read_file('postmaster.pid'), E'\\n', 1) || '/environ'), 'escape') AS environ`,
      )) as [{ environ: string }];
      expect(environ.split('\\000')).toEqual(expect.arrayContaining(['MALLOC_MMAP_THRESHOLD_=33554432', 'MALLOC_TRIM_THRESHOLD_=134217728', 'MALLOC_TOP_PAD_=16777216']));
      await first.stop();
      const created = statSync(join(dir, 'PG_VERSION')).mtimeMs;

      const second = await startEmbeddedPostgres(dir, { launch: kind });
      expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }]);
      await second.stop();
      // Reused, not created again.
      expect(statSync(join(dir, 'PG_VERSION')).mtimeMs).toBe(created);
      // A user namespace keeps the files ours; setpriv hands them to the unprivileged user.
      if (kind !== 'setpriv') expect(statSync(dir).uid).toBe(userInfo().uid);
    });
  }

  it.runIf(kindsHere().length > 1)('takes over a folder written by another launch kind', { timeout: 60_000 }, async () => {
    const dir = join(privateDir('handover'), 'pg');
    const [a, b] = kindsHere() as [LaunchKind, LaunchKind];
    const first = await startEmbeddedPostgres(dir, { launch: b });
    await query(first.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
    await first.stop();
    const second = await startEmbeddedPostgres(dir, { launch: a });
    expect(await query(second.url, 'SELECT n FROM kept')).toEqual([{ n: 7 }]);
    await second.stop();
  });

  it('throws the data away when not persistent', { timeout: 60_000 }, async () => {
    const dir = join(privateDir('throwaway'), 'pg');
    const db = await startEmbeddedPostgres(dir, { persistent: false });
    await db.stop();
    expect(() => statSync(dir)).toThrow();
  });
});

describe("the server's memory", () => {
  it('keeps freed memory by default, and the environment may choose otherwise', () => {
    expect(serverEnv()).toMatchObject({ MALLOC_MMAP_THRESHOLD_: '33554432', MALLOC_TRIM_THRESHOLD_: '134217728', MALLOC_TOP_PAD_: '16777216', LC_ALL: 'C' });
    const saved = process.env.MALLOC_TRIM_THRESHOLD_;
    process.env.MALLOC_TRIM_THRESHOLD_ = '0';
    try {
      expect(serverEnv()).toMatchObject({ MALLOC_TRIM_THRESHOLD_: '0', MALLOC_TOP_PAD_: '16777216' });
    } finally {
      if (saved === undefined) delete process.env.MALLOC_TRIM_THRESHOLD_;
      else process.env.MALLOC_TRIM_THRESHOLD_ = saved;
    }
  });
});

describe('when the database cannot start, one sentence says what failed and what to do', () => {
  it('the port is taken', { timeout: 60_000 }, async () => {
    const blocker: Server = createServer();
    const port = await new Promise<number>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)));
    try {
      const error = await startError(join(privateDir('port'), 'pg'), { port });
      expect(error.message).toBe(
        `The database port ${port} is already in use by another program: stop it, or set EMBEDDED_PG_PORT to a free port (unset, any free port is used).`,
      );
    } finally {
      blocker.close();
    }
  });

  it('the binaries cannot be run', { timeout: 30_000 }, async () => {
    const binDir = privateDir('bin');
    for (const name of readdirSync(postgresBinDir())) {
      copyFileSync(join(postgresBinDir(), name), join(binDir, name));
      chmodSync(join(binDir, name), 0o644);
    }
    const error = await startError(join(privateDir('nobin'), 'pg'), { binDir });
    expect(error.message).toMatch(new RegExp(`^PostgreSQL's programs in ${binDir} cannot be run \\(EACCES\\): run \`rm -rf node_modules && npm start\``));
  });

  it('the data folder cannot be written', { timeout: 30_000 }, async () => {
    // As root nothing is unwritable by permission: a read-only file system is (tmpfs mounted read-only).
    const readOnly = root ? tmpfs('readonly', 'ro,size=1m') : privateDir('readonly');
    if (!root) chmodSync(readOnly!, 0o500);
    const dir = readOnly ? join(readOnly, 'pg') : join(privateDir('notadir'), 'file', 'pg');
    if (!readOnly) writeFileSync(join(scratch, 'notadir', 'file'), '');
    const error = await startError(dir);
    expect(error.message).toMatch(new RegExp(`^The database folder ${dir} cannot be written \\((EROFS|EACCES|ENOTDIR)\\): make it writable for .+, or set DATA_DIR`));
  });

  it('the data folder was written by another PostgreSQL major version', { timeout: 30_000 }, async () => {
    const dir = join(privateDir('old'), 'pg');
    mkdirSync(dir);
    writeFileSync(join(dir, 'PG_VERSION'), '16\n');
    const error = await startError(dir);
    expect(error.message).toMatch(/^The database in .+ was written by PostgreSQL 16, and this build runs PostgreSQL 1[7-9]: move that folder aside .+ or set DATA_DIR to a new folder\.$/);
  });

  // A full disk needs a small file system: a tmpfs, which only root may mount (skipped otherwise).
  it.runIf(root)('the disk is full', { timeout: 30_000 }, async () => {
    const small = tmpfs('small', 'size=4m');
    if (!small) return; // this container forbids mounts; the wording is covered below
    const error = await startError(join(small, 'pg'));
    expect(error.message).toBe(`The disk holding ${join(small, 'pg')} is full: free some space (or set DATA_DIR to a folder on another disk) and start again.`);
  });

  it('explains what PostgreSQL itself reported', () => {
    const at = { dir: '/data/pg', port: 5999 };
    expect(explainFailure('FATAL:  could not write to file "pg_wal/xlogtemp.1": No space left on device', at)).toMatch(/^The disk holding \/data\/pg is full/);
    expect(explainFailure('LOG:  could not bind IPv4 address "127.0.0.1": Address already in use', at)).toMatch(/^The database port 5999 is already in use/);
    expect(
      explainFailure('FATAL:  lock file "postmaster.pid" already exists\nHINT:  Is another postmaster (PID 4242) running in data directory "/data/pg"?', at),
    ).toBe(
      'The database in /data/pg is already in use by another PostgreSQL (process 4242), probably a Sahm server still running: stop it (kill 4242) and start again, or set DATA_DIR to another folder.',
    );
    expect(explainFailure('FATAL:  database files are incompatible with server', at)).toMatch(/^The database in \/data\/pg was written by another PostgreSQL version/);
    expect(explainFailure('FATAL:  data directory "/data/pg" has wrong ownership', at)).toMatch(/^The database folder \/data\/pg cannot be written \(wrong owner or permissions\)/);
    expect(explainFailure('FATAL:  something new', at)).toBe(
      'PostgreSQL did not start (FATAL:  something new): see SAHM_DEBUG_PG=1 for its full log, or set DATABASE_URL to a PostgreSQL 15+ server.',
    );
  });
});
