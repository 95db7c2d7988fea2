// Builds the three published packages once and packs them as other teams
// would receive them (`pnpm pack`: publishConfig swaps in dist/, workspace:*
// becomes the version). The tests install these tarballs.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPackages, pnpm } from './workspace.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Package name → packed tarball (absolute path). */
    tarballs: Record<string, string>;
  }
}

export default function setup(project: TestProject) {
  const started = Date.now();
  buildPackages();
  const packDir = mkdtempSync(join(tmpdir(), 'sahm-pack-'));
  // Built just above: skip each package's prepack (which would build again).
  pnpm(['--filter', '@sahm/ui...', 'pack', '--pack-destination', packDir], { env: { ...process.env, npm_config_ignore_scripts: 'true' } });
  const tarballs = Object.fromEntries(
    readdirSync(packDir)
      .filter((file) => file.endsWith('.tgz'))
      .map((file) => [`@sahm/${/^sahm-(.+)-\d+\.\d+\.\d+.*\.tgz$/.exec(file)?.[1]}`, join(packDir, file)]),
  );
  console.log(`[package] built and packed ${Object.keys(tarballs).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('tarballs', tarballs);
  return () => rmSync(packDir, { recursive: true, force: true });
}
