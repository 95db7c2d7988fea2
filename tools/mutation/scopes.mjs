// What `pnpm mutation` mutates, scope by scope (tools/mutation/run.mjs).
// Each scope runs one vitest project of the root config through StrykerJS's
// vitest runner, in a sandbox copy of the repository under .stryker-tmp/.
import { fileURLToPath } from 'node:url';

/** By path: StrykerJS looks for plugins beside its own package, which pnpm's layout keeps apart. */
const vitestRunner = fileURLToPath(import.meta.resolve('@stryker-mutator/vitest-runner'));

/** Everything in the repository StrykerJS need not copy into its sandbox. */
const notNeeded = ['storybook-static', '.data', '.test-data', 'reports', 'coverage', '**/dist', '**/__screenshots__', '**/.vitest-attachments', 'e2e', 'apps/web', 'apps/*/bench'];

/** @type {Record<string, { title: string, project: string, mutate: string[], testFiles?: string[], timeoutMS?: number }>} */
export const scopes = {
  domain: {
    title: 'packages/domain: rules, limits and schemas',
    project: 'domain',
    mutate: ['packages/domain/src/**/*.ts', '!packages/domain/src/**/*.test.ts'],
  },
  'api-money': {
    title: 'apps/api: the TypeScript of money paths',
    project: 'api',
    mutate: [
      'apps/api/src/market/invest.ts',
      'apps/api/src/market/invest-batcher.ts',
      'apps/api/src/market/orders.ts',
      'apps/api/src/market/gift.ts',
      'apps/api/src/wallet/balance.ts',
      'apps/api/src/wallet/withdrawals.ts',
      'apps/api/src/payments/service.ts',
      'apps/api/src/admin/money.ts',
      'apps/api/src/http/idempotency.ts',
    ],
    // The suites of those areas. market-concurrency, market-invest-crash and
    // market-lock-order are left out: they spawn processes or race on purpose,
    // too slow to run once per mutant.
    testFiles: [
      'apps/api/test/market-invest.test.ts',
      'apps/api/test/market-invest-batch.test.ts',
      'apps/api/test/market-orders.test.ts',
      'apps/api/test/market-bids.test.ts',
      'apps/api/test/market-gift.test.ts',
      'apps/api/test/market-abuse.test.ts',
      'apps/api/test/wallet-*.test.ts',
      'apps/api/test/payments.test.ts',
      'apps/api/test/admin.test.ts',
      'apps/api/test/admin-four-eyes.test.ts',
      'apps/api/test/http-idempotency.test.ts',
      'apps/api/test/http-money-retry.test.ts',
      'apps/api/test/money-boundaries.test.ts',
      'apps/api/test/payments-boundaries.test.ts',
      'apps/api/test/admin-money-boundaries.test.ts',
    ],
    timeoutMS: 20_000,
  },
  'api-identity': {
    title: 'apps/api: sign-in, sessions, codes and phone',
    project: 'api',
    mutate: [
      'apps/api/src/auth/codes.ts',
      'apps/api/src/auth/passwords.ts',
      'apps/api/src/auth/tokens.ts',
      'apps/api/src/auth/service.ts',
      'apps/api/src/http/guard.ts',
      'apps/api/src/users/phone.ts',
    ],
    // With testFiles set, StrykerJS 9.6.1 activates a static mutant (a module-level value, or a
    // function built when the server is) only after the modules have loaded (stryker-js#6144), so
    // such mutants show as Survived whatever the tests do: read those by hand.
    testFiles: [
      'apps/api/test/auth.test.ts',
      'apps/api/test/auth-sessions.test.ts',
      'apps/api/test/auth-codes.test.ts',
      'apps/api/test/auth-signup.test.ts',
      'apps/api/test/auth-boundaries.test.ts',
      'apps/api/test/users-phone.test.ts',
      'apps/api/test/users-phone-boundaries.test.ts',
      'apps/api/test/users-settings.test.ts',
      'apps/api/test/users.test.ts',
      'apps/api/test/http-rate-limit.test.ts',
    ],
    timeoutMS: 20_000,
  },
  ui: {
    title: 'packages/ui: the input components',
    project: 'ui',
    mutate: ['packages/ui/src/components/{OtpInput,Calculator,TextField,TextArea,PasswordField,Field}/*.tsx', '!**/*.{test,stories}.tsx'],
    // Their own tests, not every screen-sized component that happens to use a TextField.
    testFiles: ['packages/ui/src/components/{OtpInput,Calculator,TextField,TextArea,PasswordField,Field}/*.test.tsx'],
  },
};

/** The StrykerJS options of one scope. */
export function strykerOptions(name) {
  const scope = scopes[name];
  if (!scope) throw new Error(`no mutation scope "${name}" (${Object.keys(scopes).join(', ')})`);
  return {
    plugins: [vitestRunner],
    testRunner: 'vitest',
    vitest: { configFile: `tools/mutation/vitest.${scope.project}.config.ts` },
    coverageAnalysis: 'perTest',
    mutate: scope.mutate,
    ...(scope.testFiles ? { testFiles: scope.testFiles } : {}),
    ignorePatterns: notNeeded,
    // One test runner per free core; others share this machine (MUTATION_CONCURRENCY overrides).
    concurrency: Number(process.env.MUTATION_CONCURRENCY) || 1,
    timeoutMS: scope.timeoutMS ?? 5_000,
    timeoutFactor: 2,
    // The first, unmutated run with per-test coverage: minutes on a shared 2-core machine.
    dryRunTimeoutMinutes: 30,
    tempDirName: `.stryker-tmp/${name}`,
    reporters: ['clear-text', 'progress', 'html', 'json'],
    clearTextReporter: { reportTests: false, reportMutants: false, logTests: false, allowEmojis: false },
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    // Figures, not a gate: `npm test` does not run mutation testing.
    thresholds: { high: 85, low: 80, break: null },
  };
}
