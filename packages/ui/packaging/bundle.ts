// Bundles one import of @sahm/ui the way an app's production build would
// (Vite, minified), to see what that import costs and which of the library's
// modules it pulls in. Used by the tree-shaking test and `pnpm bench`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

export interface BundleOptions {
  /** The module source of the entry, e.g. `export { Button } from '@sahm/ui';`. */
  entry: string;
  /** Resolve bare imports from here (an app's folder, or packages/ui for its dist). */
  root: string;
  /** Bare specifiers mapped to files (the workspace's @sahm packages point at src/; measure their dist). */
  alias?: Record<string, string>;
  /** Which bare imports stay out of the bundle. */
  external: (id: string) => boolean;
}

export interface Bundle {
  code: string;
  gzipBytes: number;
  /** Modules with code in the output (tree-shaken-away modules are not listed). */
  modules: string[];
}

const ENTRY = 'sahm-measure-entry';

export async function bundle({ entry, root, alias = {}, external }: BundleOptions): Promise<Bundle> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    mode: 'production',
    resolve: { alias: Object.entries(alias).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })) },
    plugins: [
      {
        name: 'sahm-measure-entry',
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
        load: (id) => (id === `\0${ENTRY}` ? entry : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      cssCodeSplit: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: ENTRY,
        // An entry's exports are kept, as an app keeps what it renders.
        preserveEntrySignatures: 'strict',
        external: (id) => id !== ENTRY && !id.startsWith('\0') && !id.startsWith('.') && !id.startsWith('/') && !(id in alias) && external(id),
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((item) => item.type === 'chunk');
  const code = chunks.map((chunk) => chunk.code).join('\n');
  const modules = chunks.flatMap((chunk) => Object.entries(chunk.modules).filter(([, m]) => m.renderedLength > 0).map(([id]) => id));
  return { code, gzipBytes: gzipSync(code, { level: 9 }).length, modules };
}

export const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** The library's components: each dist/components/<Name>/ whose <Name> the package exports. */
export function componentNames(uiDist: string): string[] {
  const index = readFileSync(join(uiDist, 'index.js'), 'utf8');
  const exported = new Set([...index.matchAll(/export\s*{([^}]*)}/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim().split(/\s+as\s+/).pop()!)));
  return readdirSync(join(uiDist, 'components'))
    .filter((name) => exported.has(name))
    .sort();
}

/**
 * The library modules a component's own module reaches through static
 * imports in dist/: all an import of it may legitimately pull in.
 */
export function staticClosure(start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/^(?:import|export)\s[^;]*?from\s*"(\.[^"]+)"|^import\s*"(\.[^"]+)"/gm)) {
      visit(join(file, '..', m[1] ?? m[2]!));
    }
  };
  visit(start);
  return seen;
}
