import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootPreload } from './scripts/bootPreload.ts';
import { precompileMessages } from './scripts/precompileMessages.ts';
import { precompress } from './scripts/precompress.ts';
import { defaultLocale, storageKeys } from './src/config/storage.ts';

export default defineConfig({
  plugins: [
    precompileMessages(),
    react(),
    vanillaExtractPlugin(),
    // The first screen's chunks, named in a tiny script index.html loads early: read from the route table.
    bootPreload({ localesDir: 'src/i18n/locales', defaultLocale, storageKeys, routeTable: 'src/config/paths.ts' }),
    precompress(),
  ],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:8080', '/socket.io': { target: 'http://127.0.0.1:8080', ws: true } } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
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
});
