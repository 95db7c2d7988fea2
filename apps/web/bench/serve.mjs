// The API as `npm start` runs it, serving apps/web/dist, on a throw-away
// database with the demo seed: for the benches that open pages in Chromium.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../../api', import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The API as `npm start` runs it (apps/api/src/main.ts serves apps/web/dist), on a throw-away database with the demo seed. */
export async function startApi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sahm-bench-'));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user when we are root.
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PAYMENT_SWEEP_INTERVAL_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk;
      if (/Sahm is running/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the API exited (${code}):\n${output}`)));
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  return { url: `http://127.0.0.1:${port}`, stop };
}
