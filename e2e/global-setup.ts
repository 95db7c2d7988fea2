import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the API serves the built web app, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(root, 'apps/web');
const dist = join(webDir, 'dist');

/** What the web build is made of: the app, the UI library, the shared rules and the tokens. */
const buildInputs = [
  join(webDir, 'src'),
  join(webDir, 'public'),
  join(webDir, 'index.html'),
  join(webDir, 'vite.config.ts'),
  join(webDir, 'scripts'),
  join(webDir, 'package.json'),
  join(root, 'packages/ui/src'),
  join(root, 'packages/domain/src'),
  join(root, 'tokens/src'),
];
/** Tests and stories never reach the bundle; editing them needs no rebuild. */
const notInBundle = /\.(test|browser\.test|stories)\.[jt]sx?$|__screenshots__|node_modules/;

function newestMtime(path: string): number {
  if (!existsSync(path) || notInBundle.test(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds apps/web once when dist is missing or older than any of its sources. */
export function ensureWebBuild() {
  const built = join(dist, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...buildInputs.map(newestMtime));
  if (builtAt >= changedAt) return;
  console.log(`[e2e] ${builtAt ? 'apps/web/dist is older than its sources' : 'apps/web/dist is missing'}: building the web app…`);
  // The pnpm that started us (npm_execpath), else the one on PATH.
  const execPath = process.env.npm_execpath;
  const [bin, pre] = execPath && /pnpm/.test(execPath) && /\.c?js$/.test(execPath) ? [process.execPath, [execPath]] : ['pnpm', []];
  // vitest sets NODE_ENV=test, which vite would carry into the bundle (React's development build):
  // the journeys drive the production build users get.
  const result = spawnSync(bin, [...pre, '--filter', '@sahm/web', 'build'], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    throw new Error(`[e2e] web build failed (exit ${result.status ?? result.error?.message}):\n${result.stdout}\n${result.stderr}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

export interface E2EServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real API (e2e/server.ts) on a free port, with a fresh embedded
 * PostgreSQL and the demo seed in a throw-away DATA_DIR, serving a snapshot
 * of the built web app. Development mode, so the dev outbox answers.
 */
export async function startServer(): Promise<E2EServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sahm-e2e-'));
  const webDist = join(dataDir, 'web');
  cpSync(dist, webDist, { recursive: true });
  const port = await freePort();
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);

  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'e2e/server.ts')], {
    // tsx is the API's dependency: resolve it from there.
    cwd: join(root, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Journeys sign up and sign in many times from one address.
      RATE_LIMIT_AUTH: '10000',
      RATE_LIMIT_CODES: '10000',
      PAYMENT_SWEEP_INTERVAL_MS: '0',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stderr!.pipe(log);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('[e2e] the API did not start within 60 s')), 60_000);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      log.write(chunk);
      out += chunk.toString();
      const ready = /E2E_READY (\S+)/.exec(out);
      if (ready) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      const text = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      reject(new Error(`[e2e] the API exited (code ${code}) before it was ready:\n${out}\n${text}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, stop };
}

export default async function setup(project: TestProject) {
  ensureWebBuild();
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
