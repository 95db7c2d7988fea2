// The one Vite library build behind @sahm/tokens, @sahm/domain and @sahm/ui's
// dist/: what apps outside this workspace install. Inside the workspace
// everything keeps reading src/ (each package.json's "exports"); the packed
// package.json swaps in dist/ through "publishConfig".
//
// - ESM only, one output file per source module (preserveModules), so a
//   bundler drops every component an app does not import.
// - vanilla-extract runs here, at build time: `.css.ts` files become class-name
//   strings and one CSS file, so the consuming app needs no vanilla-extract
//   setup. Its two small run-time helpers (recipes, sprinkles) are bundled in.
// - dependencies and peerDependencies stay imports; everything else is bundled.
// - Not minified: the app's bundler minifies (and the source stays readable).
//
// vanilla-extract names a class or variable after the package being built and
// the file's path from it, so @sahm/tokens' theme compiled inside @sahm/ui's
// build would get other names than in @sahm/tokens' own dist. A package that
// styles with another's contract therefore builds against that package's
// dist/ (`builtDependencies`): its styles use the very variables tokens.css
// defines, and UIProvider sets the very theme classes tokens.css declares.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin, UserConfig } from 'vite';

export interface LibraryBuildOptions {
  /** The package's folder (holds package.json, src/ and dist/). */
  packageDir: string;
  /** Name of the one CSS file, without `.css`; omit for a package without styles. */
  cssFileName?: string;
  /** Compile JSX with React's automatic runtime. */
  jsx?: boolean;
  /**
   * Workspace dependencies used in their built form (build them first). `css`:
   * a file of that dist copied to the front of this package's CSS file, so the
   * consumer imports one file.
   */
  builtDependencies?: { name: string; css?: string }[];
  plugins?: Plugin[];
}

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** A workspace dependency's folder (through the package's own node_modules link). */
function dependencyDir(packageDir: string, name: string): string {
  return realpathSync(join(packageDir, 'node_modules', name));
}

/** Puts built dependencies' CSS at the front of the package's one CSS file. */
function leadingCss(packageDir: string, deps: { name: string; css?: string }[]): Plugin {
  return {
    name: 'sahm-leading-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const sheets = deps.flatMap(({ name, css }) => (css ? [{ name, file: join(dependencyDir(packageDir, name), css) }] : []));
      if (sheets.length === 0) return;
      const asset = Object.values(bundle).find((item) => item.type === 'asset' && item.fileName.endsWith('.css'));
      if (!asset || asset.type !== 'asset') throw new Error('sahm-leading-css: the build emitted no CSS file');
      const lead = sheets.map(({ name, file }) => `/* ${name}: ${basename(file)} */\n${readFileSync(file, 'utf8')}`);
      asset.source = `${lead.join('\n')}\n${String(asset.source)}`;
    },
  };
}

export function libraryBuild({ packageDir, cssFileName, jsx = false, builtDependencies = [], plugins = [] }: LibraryBuildOptions): UserConfig {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Manifest;
  const external = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];
  const alias = builtDependencies.map(({ name }) => {
    const entry = join(dependencyDir(packageDir, name), 'dist', 'index.js');
    if (!existsSync(entry)) throw new Error(`${name} is not built (no ${entry}): build it first, e.g. pnpm --filter "@sahm/ui..." run build`);
    return { find: new RegExp(`^${name.replace('/', '\\/')}$`), replacement: entry };
  });
  return {
    root: packageDir,
    // A stable mode: vanilla-extract names classes and variables from it.
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias },
    plugins: [vanillaExtractPlugin(), ...(jsx ? [react()] : []), leadingCss(packageDir, builtDependencies), ...plugins],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      cssCodeSplit: false,
      lib: { entry: join(packageDir, 'src/index.ts'), formats: ['es'], ...(cssFileName ? { cssFileName } : {}) },
      rolldownOptions: {
        // vanilla-extract evaluates every .css.ts in its transform; on a busy machine that reads as a slow plugin, which it is not.
        checks: { bundlerTimings: false },
        external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
        output: {
          preserveModules: true,
          preserveModulesRoot: join(packageDir, 'src'),
          // Bundled helpers from node_modules (vanilla-extract's run-time
          // functions) go to vendor/ rather than a copy of pnpm's store path.
          entryFileNames: ({ name }) => (name.includes('node_modules/') ? `vendor/${name.split('/').pop()}.js` : '[name].js'),
        },
      },
    },
  };
}
