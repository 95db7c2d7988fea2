#!/usr/bin/env node
// Compiles the API for `npm start`: src/main.ts and what it imports, our
// workspace packages (@sahm/domain, TypeScript source) included, into one ES
// module at dist/main.js. Packages from npm stay imports, resolved from
// node_modules at run time, so native ones (sharp, argon2) and PostgreSQL's
// binaries load as installed. No TypeScript transpiler runs when it starts.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const fromNpm = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@sahm/'));

const started = Date.now();
rmSync(`${apiDir}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Each npm dependency and its subpaths (e.g. `pg`, `socket.io/…`).
  external: fromNpm.flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`API built to apps/api/dist/main.js in ${Date.now() - started} ms`);
