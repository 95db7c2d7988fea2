// `pnpm bench` for @sahm/ui: what an app pays, minified and gzipped, to
// import each component alone from the built package. Builds the packages
// first (quietly: their output shows only if the build fails), then prints
// figures only; the tree-shaking test asserts that one import pulls in no
// other component.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bundle, componentNames, gzipSize } from './bundle.ts';
import { buildPackages, distEntries, repoRoot, uiDir } from './workspace.ts';

buildPackages();

const uiDist = join(uiDir, 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const isReact = (id: string) => /^react(-dom)?($|\/)/.test(id);

async function cost(entry: string) {
  // Ours alone (every other package left out), then with what it installs
  // (Radix, lucide, @sahm/domain, @sahm/tokens) but not React, which the app has anyway.
  const own = await bundle({ entry, root: uiDir, alias: distEntries, external: () => true });
  const withDeps = await bundle({ entry, root: uiDir, alias: distEntries, external: isReact });
  return { own: own.gzipBytes, withDeps: withDeps.gzipBytes };
}

const rows: [string, { own: number; withDeps: number }][] = [];
for (const name of ['UIProvider', ...componentNames(uiDist)]) {
  rows.push([name, await cost(`export { ${name} } from '@sahm/ui';`)]);
}
rows.push(['(the whole library)', await cost(`export * from '@sahm/ui';`)]);

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`@sahm/ui: cost of importing one component (minified, gzip level 9)\n`);
console.log(`${'import'.padEnd(width)}  ${'@sahm/ui code'.padStart(13)}  ${'+ dependencies, not React'.padStart(25)}`);
for (const [name, { own, withDeps }] of rows) {
  console.log(`${name.padEnd(width)}  ${kb(own).padStart(13)}  ${kb(withDeps).padStart(25)}`);
}

const css = readFileSync(join(uiDist, 'styles.css'));
const fontsDir = join(repoRoot, 'tokens/dist/fonts');
const fonts = readdirSync(fontsDir).map((file) => statSync(join(fontsDir, file)).size);
console.log(`\nstyles.css (every component and both themes, one file): ${kb(css.length)}, ${kb(gzipSize(css))} gzip`);
console.log(`fonts (WOFF2, loaded per script and weight in use): ${fonts.length} files, ${kb(fonts.reduce((a, b) => a + b, 0))}`);
