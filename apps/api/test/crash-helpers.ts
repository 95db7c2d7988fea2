import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Runs a crash fixture (test/fixtures/<name>.ts, with tsx, from apps/api) as
 * a real child process until it ends, which for these fixtures is a SIGKILL
 * they send themselves at the moment under test; resolves with the signal and
 * everything it printed.
 */
export function runUntilKilled(fixture: string, args: string[]): Promise<{ signal: NodeJS.Signals | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(`./fixtures/${fixture}.ts`, import.meta.url)), ...args], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve({ signal, output }));
  });
}
