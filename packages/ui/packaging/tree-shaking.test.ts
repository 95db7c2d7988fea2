// Tree-shaking, proved on the built package: an app that imports one
// component gets that component and what it imports, never the rest of the
// library. Each import is bundled the way an app's production build would.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundle, componentNames, staticClosure } from './bundle.ts';
import { distEntries, uiDir } from './workspace.ts';

const uiDist = join(uiDir, 'dist/');
const components = componentNames(uiDist);
/** Bundle @sahm/ui's dist alone: every other import stays outside. */
const libraryOnly = (entry: string) => bundle({ entry, root: uiDir, alias: distEntries, external: () => true });
const pulledFromLibrary = (modules: string[]) => modules.filter((id) => id.startsWith(uiDist)).map((id) => id.slice(uiDist.length));

test('the package exports components to measure', () => {
  expect(components).toEqual(expect.arrayContaining(['Button', 'Calculator', 'OtpInput', 'PropertyCard', 'TransactionTable']));
});

test('importing the package for nothing adds no code (side effects only in the CSS)', async () => {
  const output = await libraryOnly(`import '@sahm/ui';`);
  expect(pulledFromLibrary(output.modules)).toEqual([]);
});

test('importing Button leaves the product, data and overlay components out', async () => {
  const pulled = pulledFromLibrary((await libraryOnly(`export { Button } from '@sahm/ui';`)).modules);
  expect(pulled).toContain('components/Button/Button.js');
  for (const other of ['PropertyCard', 'Calculator', 'OtpInput', 'TransactionTable', 'Dialog', 'Select', 'Tabs']) {
    expect(pulled.filter((id) => id.startsWith(`components/${other}/`)), other).toEqual([]);
  }
});

describe.each(components)('%s', (name) => {
  test('alone pulls in only the modules it imports', async () => {
    const allowed = new Set([...staticClosure(join(uiDist, `components/${name}/${name}.js`))].map((id) => id.slice(uiDist.length)));
    const pulled = pulledFromLibrary((await libraryOnly(`export { ${name} } from '@sahm/ui';`)).modules);
    expect(pulled).toContain(`components/${name}/${name}.js`);
    expect(pulled.filter((id) => !allowed.has(id))).toEqual([]);
  });
});
