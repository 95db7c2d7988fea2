// pnpm bench: every "bench:…" script of this package, one after another in
// name order (each wants the machine to itself). A new bench is one more
// "bench:name" line in package.json; this file does not change.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const benches = Object.keys(scripts)
  .filter((name) => name.startsWith('bench:'))
  .sort();
let failed = 0;
for (const name of benches) {
  console.log(`\n=== ${name}\n`);
  const run = spawnSync(process.env.npm_execpath ? process.execPath : 'pnpm', process.env.npm_execpath ? [process.env.npm_execpath, 'run', '--silent', name] : ['run', '--silent', name], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
