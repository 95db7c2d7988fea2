// Paths and commands shared by the packaging tests and the bench.
import { spawn, spawnSync, type SpawnOptions, type SpawnSyncOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const uiDir = fileURLToPath(new URL('../', import.meta.url));

/** The built packages inside the workspace (whose package.json "exports" point at src/). */
export const distEntries = {
  '@sahm/ui': `${repoRoot}packages/ui/dist/index.js`,
  '@sahm/tokens': `${repoRoot}tokens/dist/index.js`,
  '@sahm/domain': `${repoRoot}packages/domain/dist/index.js`,
};

/** Runs a command and returns its stdout; throws with its output when it fails. */
export function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (exit ${result.status ?? result.error?.message}):\n${String(result.stdout ?? '').slice(-4000)}\n${String(result.stderr ?? '').slice(-4000)}`,
    );
  }
  return String(result.stdout);
}

/** Like run(), without blocking: for commands that may run side by side. */
export function runAsync(command: string, args: string[], options: SpawnOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0 ? resolve(stdout) : reject(new Error(`${command} ${args.join(' ')} failed (exit ${status}):\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`)),
    );
  });
}

/** The pnpm that started us (npm_execpath), else the one on PATH. */
export function pnpm(args: string[], options: SpawnSyncOptions = {}): string {
  const execPath = process.env.npm_execpath;
  const useExecPath = execPath && /pnpm/.test(execPath) && /\.c?js$/.test(execPath);
  return useExecPath
    ? run(process.execPath, [execPath, ...args], { cwd: repoRoot, ...options })
    : run('pnpm', args, { cwd: repoRoot, ...options });
}

/** Builds @sahm/tokens, @sahm/domain and @sahm/ui (in that order) into their dist/ folders. */
export function buildPackages(): void {
  pnpm(['--filter', '@sahm/ui...', 'run', 'build']);
}
