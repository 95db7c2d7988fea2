import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootPreload } from './scripts/bootPreload.ts';
import { precompileMessages } from './scripts/precompileMessages.ts';
import { precompress } from './scripts/precompress.ts';
import { earlyAnswersKey, earlyCalls } from './src/config/earlyCalls.ts';
import { defaultLocale, storageKeys } from './src/config/storage.ts';
// The file itself, not the package: the config is bundled on its own, with no imports that run code.
import { localeDirection } from '../../packages/domain/src/locale.ts';

/**
 * React Router's production build. Its package exports name only its development build for every
 * condition (remix-run/react-router#12532, #14102), so a production bundle shipped its development
 * warnings and the checks that make them; the production build is the same code with them off.
 */
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

/** The operator console's modules: its feature folder and its own catalogs (src/features/admin/messages.tsx). */
const consoleModule = /[\\/]apps[\\/]web[\\/]src[\\/](?:features|i18n)[\\/]admin[\\/]/;

export default defineConfig(({ command }) => ({
  // The build only: the dev server keeps the warnings.
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  plugins: [
    precompileMessages(),
    react(),
    vanillaExtractPlugin(),
    // The first screen's chunks, named in a tiny script index.html loads early: read from the route table;
    // the script also starts the first screen's data calls (src/config/earlyCalls.ts).
    bootPreload({
      localesDir: 'src/i18n/locales',
      defaultLocale,
      storageKeys,
      routeTable: 'src/config/paths.ts',
      earlyCalls: { calls: earlyCalls, key: earlyAnswersKey },
      messagesDir: 'src/i18n',
      // tokens/src/fonts.css's regular faces (Latin: every language's pages draw some; Arabic: the right-to-left
      // ones'), asked for early where the boot shell draws a page header (BootPreloadOptions `fonts`).
      fonts: { every: 'noto-sans-latin-400-normal.woff2', rightToLeft: 'noto-sans-arabic-arabic-400-normal.woff2' },
      rightToLeft: Object.entries(localeDirection)
        .filter(([, direction]) => direction === 'rtl')
        .map(([code]) => code),
    }),
    precompress(),
  ],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:8080', '/socket.io': { target: 'http://127.0.0.1:8080', ws: true } } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Every chunk holding code or strings of the operator console goes under assets/admin/:
        // an investor's pages never ask for that folder (e2e/loading.e2e.test.ts checks), and a
        // network log shows at a glance when one does.
        chunkFileNames: (chunk) => (chunk.moduleIds.some((id) => consoleModule.test(id)) ? 'assets/admin/[name]-[hash].js' : 'assets/[name]-[hash].js'),
        // Fewer, larger chunks where it pays: every request costs a round trip on a phone network.
        codeSplitting: {
          groups: [
            // Everything index.html's script needs, in one file (with its CSS) instead of six.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The property cards and search field the home, list and detail screens share: one file
            // beside the screen's own, instead of a handful of small ones.
            {
              name: 'properties',
              test: /[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](PropertyCard|TextField|ProgressBar|Badge|Money|Carousel)[\\/]|[\\/]src[\\/]lib[\\/]deferred|[\\/]apps[\\/]web[\\/]src[\\/]components[\\/]Property(Grid|Tile)[\\/]|[\\/]@radix-ui[\\/]react-(progress|id|use-size)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
