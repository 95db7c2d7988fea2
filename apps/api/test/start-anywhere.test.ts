import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start`'s server from a copy of the repository in a folder only its
 * owner can enter (like /root), compiled, as root and as an ordinary user.
 * The copy holds the working tree's tracked files and the installed
 * node_modules (hard links where the disk allows, so it takes seconds).
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const root = userInfo().uid === 0;
const scratch = mkdtempSync(join(tmpdir(), 'sahm-anywhere-'));
// Others may pass through (not list) to reach their own private copy inside.
chmodSync(scratch, 0o711);
// Two copies of node_modules: tens of thousands of files to remove.
afterAll(() => rmSync(scratch, { recursive: true, force: true }), 300_000);

const nodeModules = (base: string) =>
  ['node_modules', 'apps/api/node_modules', 'packages/domain/node_modules'].map((dir) => join(base, dir)).filter((dir) => existsSync(dir));

/** The repository's tracked files as they are now, and its node_modules, in a new 0700 folder. */
function copyRepository(name: string, { links }: { links: boolean }): string {
  const target = join(scratch, name);
  mkdirSync(target, { mode: 0o700 });
  chmodSync(target, 0o700);
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'package.json', 'pnpm-*.yaml', 'apps/api', 'packages/domain'], { cwd: repo, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(repo, file))) continue; // deleted in the working tree
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(repo, file), join(target, file));
  }
  for (const dir of nodeModules(repo)) {
    const into = join(target, dir.slice(repo.length));
    const linked = links && spawnSync('cp', ['-al', dir, into]).status === 0;
    if (!linked) cpSync(dir, into, { recursive: true, verbatimSymlinks: true });
  }
  execFileSync(process.execPath, ['apps/api/scripts/build.mjs'], { cwd: target, stdio: 'ignore' });
  return target;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  url?: string;
}

/** Starts the compiled server (apps/api/dist/main.js) and waits until it says where it runs, or exits. */
function startServer(dir: string, env: Record<string, string>, as?: { uid: number; gid: number }): Promise<Run & { stop(): Promise<Run> }> {
  const args = ['apps/api/dist/main.js'];
  const [file, argv] = as
    ? ['setpriv', [`--reuid=${as.uid}`, `--regid=${as.gid}`, '--clear-groups', process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(file, argv, {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: as ? '/nonexistent' : (process.env.HOME ?? '/'), HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (d: Buffer) => (run.stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (run.stderr += d.toString()));
  const exited = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ ...run, code })));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no answer within 90 s:\n${run.stdout}\n${run.stderr}`));
    }, 90_000);
    const stop = async () => {
      child.kill('SIGTERM');
      return exited;
    };
    child.stdout.on('data', () => {
      const url = /Sahm is running at (\S+?)\/? /.exec(run.stdout)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ ...run, url, stop });
      }
    });
    void exited.then((final) => {
      clearTimeout(timer);
      resolve({ ...final, stop });
    });
  });
}

const nobody = (() => {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return { uid: Number(uid ?? 65534), gid: Number(gid ?? 65534) };
})();

/** The launch kinds root can use on this machine (see src/db/embedded.ts). */
const rootKinds = root
  ? (['userns', 'setpriv'] as const).filter((kind) =>
      kind === 'userns'
        ? spawnSync('unshare', ['--user', '--map-user=65534', '--map-group=65534', 'true']).status === 0
        : spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', '--inh-caps=+dac_read_search', '--ambient-caps=+dac_read_search', 'true']).status === 0,
    )
  : [];

let clone: string;
let ownedByNobody: string | undefined;
/** One real copy owned by an ordinary user (hard links would hand our files over), made when first needed. */
function nobodysClone(): string {
  if (!ownedByNobody) {
    ownedByNobody = copyRepository('ordinary-clone', { links: false });
    execFileSync('chown', ['-R', `${nobody.uid}:${nobody.gid}`, ownedByNobody]);
  }
  return ownedByNobody;
}
let passwdBefore: string;
beforeAll(() => {
  passwdBefore = readFileSync('/etc/passwd', 'utf8');
  clone = copyRepository('private-clone', { links: true });
}, 120_000);

describe('npm start from a folder other users cannot enter', () => {
  it('the server is compiled JavaScript, run without a TypeScript loader', () => {
    const main = readFileSync(join(clone, 'apps/api/dist/main.js'), 'utf8');
    // No import of tsx or of the workspace's TypeScript package (a module specifier in quotes; a comment may name it).
    expect(main).not.toMatch(/from ["']tsx["']|["']@sahm\/domain(?:\/[^"']*)?["']/);
    const pkg = JSON.parse(readFileSync(join(repo, 'apps/api/package.json'), 'utf8')) as { dependencies: Record<string, string>; scripts: Record<string, string> };
    expect(pkg.dependencies.tsx).toBeUndefined();
    expect(pkg.scripts.start).toBe('node dist/main.js');
  });

  for (const kind of root ? rootKinds : (['direct'] as const)) {
    it(`starts, answers health, stops, and reuses its data (${root ? `as root, PostgreSQL through ${kind}` : 'as an ordinary user'})`, { timeout: 240_000 }, async () => {
      const dataDir = join(clone, `.data-${kind}`);
      const env = { DATA_DIR: dataDir, ...(root ? { SAHM_PG_LAUNCH: kind } : {}) };
      const first = await startServer(clone, env);
      expect(first.url, first.stderr).toBeDefined();
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      const stopped = await first.stop();
      expect(stopped.code).toBe(0);
      expect(statSync(clone).mode & 0o777).toBe(0o700);
      const created = statSync(join(dataDir, 'pg', 'PG_VERSION')).mtimeMs;

      const second = await startServer(clone, env);
      expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
      // The demo investor seeded by the first start signs in: the data was reused, not made again.
      const login = await fetch(`${second.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'investor@sahm.iq', password: 'Investor123' }),
      });
      expect(login.status).toBe(200);
      expect((await second.stop()).code).toBe(0);
      expect(statSync(join(dataDir, 'pg', 'PG_VERSION')).mtimeMs).toBe(created);
      // No system user was created for PostgreSQL.
      expect(readFileSync('/etc/passwd', 'utf8')).toBe(passwdBefore);
    });
  }

  it.runIf(root)('an ordinary user starts it from their own private folder, with no extra step', { timeout: 240_000 }, async () => {
    const own = nobodysClone();
    const run = await startServer(own, { DATA_DIR: join(own, '.data') }, nobody);
    expect(run.url, run.stderr).toBeDefined();
    expect((await fetch(`${run.url}/api/health`)).status).toBe(200);
    expect((await run.stop()).code).toBe(0);
    expect(statSync(join(own, '.data', 'pg')).uid).toBe(nobody.uid);
  });
});

describe('a start that cannot succeed prints one clear line and exits non-zero', () => {
  function expectOneLine(run: Run, pattern: RegExp) {
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines, run.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(pattern);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).not.toMatch(/running at/);
  }

  async function takenPort(): Promise<{ port: number; server: Server }> {
    const server = createServer();
    const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
    return { port, server };
  }

  it('the database port is taken', { timeout: 60_000 }, async () => {
    const { port, server } = await takenPort();
    try {
      const run = await startServer(clone, { DATA_DIR: join(clone, '.data-port'), EMBEDDED_PG_PORT: String(port) });
      expectOneLine(run, new RegExp(`^Sahm could not start: The database port ${port} is already in use by another program: stop it, or set EMBEDDED_PG_PORT`));
    } finally {
      server.close();
    }
  });

  it("the server's own port is taken", { timeout: 60_000 }, async () => {
    const { port, server } = await takenPort();
    try {
      const run = await startServer(clone, { DATA_DIR: join(clone, '.data-http'), PORT: String(port) });
      expectOneLine(run, new RegExp(`^Sahm could not start: port ${port} is already in use by another program .+: stop it, or choose another port with PORT=`));
    } finally {
      server.close();
    }
  });

  it('the data folder is not writable', { timeout: 60_000 }, async () => {
    // Root writes anywhere, so the server runs as an ordinary user against a folder it does not own.
    const dataDir = join(scratch, 'not-yours');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, root ? 0o755 : 0o555);
    const own = root ? nobodysClone() : clone;
    const run = await startServer(own, { DATA_DIR: dataDir }, root ? nobody : undefined);
    expectOneLine(run, new RegExp(`^Sahm could not start: The database folder ${dataDir}/pg cannot be written \\(EACCES\\): make it writable for \\S+, or set DATA_DIR`));
  });

  it('a setting is wrong', { timeout: 60_000 }, async () => {
    const run = await startServer(clone, { EMBEDDED_PG_PORT: 'eighty' });
    expectOneLine(run, /^Sahm could not start: EMBEDDED_PG_PORT must be a port number from 1 to 65535, got "eighty"$/);
  });
});
