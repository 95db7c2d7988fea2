#!/usr/bin/env node
// The two README commands. On a machine with only Node, they install the
// workspace with the pinned pnpm (through npx, no global install), then:
//   start: build the web app and the API, then serve both on one port
//   test:  lint (types, eslint, physical-CSS rule), build Storybook, then every vitest project
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '10.34.9';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [, , command] = process.argv;

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Sahm needs Node >= 20.19 (this is ${process.versions.node}).`);
  process.exit(1);
}

/** A pnpm already on PATH at the pinned version, else npx fetches it once. */
function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}
const PNPM = pnpmCommand();

function run(args, options = {}) {
  const [bin, ...pre] = PNPM;
  const result = spawnSync(bin, [...pre, ...args], { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function installIfNeeded() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  // A frozen install is a no-op in about a second when nothing changed, and
  // repairs a stale node_modules after a pull.
  if (existsSync(marker) && existsSync(lock)) {
    const installed = join(root, 'node_modules', '.pnpm', 'lock.yaml');
    if (existsSync(installed) && readFileSync(installed, 'utf8') === readFileSync(lock, 'utf8')) return;
  }
  console.log(`Installing dependencies with pnpm ${PNPM_VERSION}…`);
  const status = run(['install', '--frozen-lockfile']);
  if (status !== 0) process.exit(status);
}

function step(label, args) {
  console.log(`\n▶ ${label}`);
  const status = run(args);
  if (status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${status}).`);
    process.exit(status);
  }
}

installIfNeeded();

/**
 * Vitest's exit code alone once let a failed file through (a test file that
 * failed to import and was then re-run after a dependency reload), so the
 * JSON report is read too: any failed file or test fails the run.
 */
function checkReport(file) {
  if (!existsSync(file)) {
    console.error(`\n✖ No test report at ${file}.`);
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failedFiles = (report.testResults ?? []).filter((r) => r.status !== 'passed').map((r) => r.name);
  if (report.numFailedTestSuites > 0 || report.numFailedTests > 0 || failedFiles.length > 0 || report.numTotalTests === 0) {
    console.error(`\n✖ Tests failed: ${report.numFailedTests} tests, ${report.numFailedTestSuites} files.`);
    for (const name of failedFiles) console.error(`  - ${name}`);
    process.exit(1);
  }
  console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}

if (command === 'test') {
  step('Type-check and lint', ['run', 'lint']);
  // A broken docs page (MDX, a token page, a story's import) fails here; the
  // docs tests then read this build.
  step('Build Storybook', ['run', 'build-storybook', '--quiet']);
  const report = join(root, 'node_modules', '.cache', 'sahm-vitest-report.json');
  rmSync(report, { force: true });
  step('Unit, component, story and visual tests', [
    'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`,
  ]);
  checkReport(report);
  console.log('\n✔ All checks passed.');
} else if (command === 'start') {
  step('Build the web app', ['--filter', '@sahm/web', 'run', 'build']);
  step('Build the API', ['--filter', '@sahm/api', 'run', 'build']);
  // Compiled JavaScript, no transpiler at run time. The server runs as our
  // direct child (not behind npx/pnpm/sh), so the signals we forward reach it
  // and its own shutdown runs.
  const server = spawn(process.execPath, ['dist/main.js'], {
    cwd: join(root, 'apps', 'api'),
    stdio: 'inherit',
    // The embedded database and uploads live in the project's own .data/.
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, '.data') },
  });
  // Ctrl-C reaches the whole process group; wait for the server to finish its
  // own shutdown instead of dying first.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
