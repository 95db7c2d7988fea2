import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './api-file-names.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const code = 'export const x = 1;';
const api = (file: string) => `/repo/apps/web/src/features/auth/api/${file}`;

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('api-file-names', rule, {
  valid: [
    { filename: api('verify-email.ts'), code },
    { filename: api('login.ts'), code },
    { filename: '/repo/apps/web/src/features/property-detail/api/get-order-book.ts', code },
    { filename: api('get-order-book.test.ts'), code },
    // Only api/ folders of features.
    { filename: '/repo/apps/web/src/features/auth/useAuthForm.ts', code },
    { filename: '/repo/apps/web/src/lib/api.ts', code },
  ],
  invalid: [
    { filename: api('verifyEmail.ts'), code, errors: [{ messageId: 'notKebab' }] },
    { filename: api('reset_password.ts'), code, errors: [{ messageId: 'notKebab' }] },
    { filename: '/repo/apps/web/src/features/home/api/MarketplaceList.tsx', code, errors: [{ messageId: 'notKebab' }] },
  ],
});
