import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tools/chromium.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** A fresh browser config per project: a shared object gets mutated (TOOLCHAIN.md). */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      contextOptions: { reducedMotion: 'reduce' as const, locale: 'en-US' },
    }),
    instances: [{ browser: 'chromium' as const, viewport: { width: 1024, height: 768 } }],
    screenshotFailures: false,
  };
}

/**
 * Pre-bundled for the browser projects: discovering them mid-run makes Vite
 * reload and fail a test file.
 */
const browserDeps = [
  // The library's dependencies live under packages/ui (pnpm's strict
  // layout), so they are named through @sahm/ui to be found from the root.
  ...[
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    '@radix-ui/react-accordion',
    '@radix-ui/react-checkbox',
    '@radix-ui/react-dialog',
    '@radix-ui/react-direction',
    '@radix-ui/react-dropdown-menu',
    '@radix-ui/react-progress',
    '@radix-ui/react-select',
    '@radix-ui/react-slider',
    '@radix-ui/react-slot',
    '@radix-ui/react-tabs',
    '@radix-ui/react-toast',
    '@radix-ui/react-visually-hidden',
    'lucide-react',
  ].map((dep) => `@sahm/ui > ${dep}`),
  '@sahm/ui > @sahm/domain > zod',
  '@sahm/ui > @sahm/domain > intl-messageformat',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
];

const jsdomProject = (name: string, root: string, setupFiles: string[] = []): TestProjectInlineConfiguration => ({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    name,
    root: here(root),
    environment: 'jsdom',
    setupFiles: [here('./tools/jsdom-setup.ts'), ...setupFiles.map(here)],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
    // A budget against hangs, not a speed check: on 2 cores running api, ui and web
    // side by side, a screen's first import and an axe pass can take well over 5 s.
    testTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: { name: 'tokens', root: here('./tokens'), environment: 'node', include: ['test/**/*.test.ts'] },
      },
      {
        test: { name: 'domain', root: here('./packages/domain'), environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
      },
      {
        test: { name: 'tools', root: here('./tools'), environment: 'node', include: ['**/*.test.ts'], testTimeout: 30_000 },
      },
      jsdomProject('ui', './packages/ui'),
      // The app loads one language's catalog at a time; the web tests start with all four loaded.
      jsdomProject('web', './apps/web', ['./apps/web/src/test/setup.ts']),
      {
        test: {
          name: 'api',
          root: here('./apps/api'),
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // One embedded PostgreSQL for the run; each file clones a migrated template.
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Browser journeys across the real API and the built web app: Debian's
        // Chromium driven by playwright-core (e2e/global-setup.ts builds and serves).
        test: {
          name: 'e2e',
          root: here('./e2e'),
          environment: 'node',
          include: ['**/*.e2e.test.ts'],
          globalSetup: ['./global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // expect.poll waits on a browser, as the pages' own waits do (support/browser.ts: 10 s), not the
          // default second: on a loaded CI machine the boot script's first call came after it (d0923b0's run).
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time: the tests mostly wait on Chromium and the API.
          maxWorkers: 2,
          // Its own group, after the other projects: no CPU contention on 2 cores.
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The packages as other teams install them (packages/ui/packaging/):
        // built and packed once (global-setup.ts), installed with npm into a
        // fresh Vite + React app outside the workspace, type-checked, built and
        // rendered in Chromium; and tree-shaking proved on dist/. Its own group
        // after e2e, one file at a time: it builds and installs.
        test: {
          name: 'package',
          root: here('./packages/ui/packaging'),
          environment: 'node',
          include: ['*.test.ts'],
          globalSetup: ['./global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // The designers' pages of the built Storybook (.storybook/test/):
        // the introduction, the token pages and the product pages under axe
        // in Chromium, and the package README's links to them. Reads
        // storybook-static/, which `npm test` builds just before the suites.
        test: {
          name: 'docs',
          root: here('./.storybook'),
          environment: 'node',
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // Every story as a test in Chromium, with its play function and axe.
        plugins: [storybookTest({ configDir: here('./.storybook') })],
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'storybook',
          browser: chromium(),
        },
      },
      {
        // Visual references: stories captured in English (LTR) and Arabic (RTL).
        plugins: [vanillaExtractPlugin(), react()],
        optimizeDeps: { include: [...browserDeps, '@testing-library/react'] },
        test: {
          name: 'visual',
          root: here('./packages/ui'),
          include: ['src/**/*.browser.test.tsx'],
          browser: chromium(),
        },
      },
    ],
  },
});
