import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootPreload } from './scripts/bootPreload.ts';
import { precompileMessages } from './scripts/precompileMessages.ts';
import { precompress } from './scripts/precompress.ts';

export default defineConfig({
  plugins: [
    precompileMessages(),
    react(),
    vanillaExtractPlugin(),
    bootPreload({
      locales: { en: 'src/i18n/locales/en.ts', ar: 'src/i18n/locales/ar.ts', kr: 'src/i18n/locales/kr.ts', bh: 'src/i18n/locales/bh.ts' },
      defaultLocale: 'en',
      storageKey: 'language',
      screens: {
        '/home': 'src/features/home/HomePage.tsx',
        '/property-detail': 'src/features/property-detail/PropertyDetailPage.tsx',
        '/view-properties': 'src/features/properties/ViewPropertiesPage.tsx',
        '/about-us': 'src/features/about/AboutPage.tsx',
        '/terms-of-use': 'src/features/legal/LegalPage.tsx',
        '/privacy-policy': 'src/features/legal/LegalPage.tsx',
        '/contact-us': 'src/features/contact/ContactPage.tsx',
        '/login': 'src/features/auth/LoginPage.tsx',
        '/register': 'src/features/auth/RegisterPage.tsx',
      },
    }),
    precompress(),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080', '/socket.io': { target: 'http://localhost:8080', ws: true } } },
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
              test: /[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](PropertyCard|TextField|ProgressBar|Badge|Money|Carousel)[\\/]|[\\/]src[\\/]lib[\\/]deferred|[\\/]src[\\/]features[\\/]properties[\\/]components[\\/]|[\\/]@radix-ui[\\/]react-(progress|id|use-size)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
