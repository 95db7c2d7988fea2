// Journey (d), the 401 path (spec.md §4, §8): a signed-in visitor's token is
// revoked on the server; the next API call answers 401, storage is cleared
// except the language, the page reloads and says "Session expired! please
// login again".
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { revokeSession, signedInAccount } from './support/api.ts';
import { useBrowser, visibleText, waitForScreen } from './support/browser.ts';

const { newPage } = useBrowser();

const SESSION_EXPIRED = 'Session expired! please login again';

/** Counts document loads of the main frame (a reload is one more). */
function countLoads(page: Page) {
  const counter = { loads: 0 };
  page.on('load', () => (counter.loads += 1));
  return counter;
}

async function expectSignedOutWithNotice(page: Page) {
  await visibleText(page, SESSION_EXPIRED).waitFor();
  expect(
    await page.evaluate(() => ({
      token: localStorage.getItem('authToken'),
      language: localStorage.getItem('language'),
      keys: Object.keys(localStorage).sort(),
    })),
  ).toEqual({ token: null, language: 'en', keys: ['language'] });
  // Without a token the signed-in page is behind the login page again.
  await page.waitForURL((url) => url.pathname === '/login');
}

test('a revoked session on a signed-in page: the next API call signs the visitor out with a notice', async () => {
  const account = await signedInAccount('expiry');
  const page = await newPage({ token: account.token, language: 'en' });
  const counter = countLoads(page);

  const profile = page.waitForResponse((r) => r.url().endsWith('/api/user/user'));
  await page.goto('/dashboard');
  expect((await profile).status()).toBe(200);
  await waitForScreen(page);
  await page.evaluate(() => localStorage.setItem('sahm.e2e.leftover', 'x'));
  expect(counter.loads).toBe(1);

  // The next call the app makes with the token, with no navigation by the
  // test: signing the session out tells its realtime socket at once, whose
  // session-expired notice makes the app check its session (this can answer
  // before revokeSession returns: listen first); a socket still connecting is
  // refused with the same notice; failing both, SWR revalidates the profile
  // when the browser comes back online (repeated, as SWR ignores it within
  // its 2 s de-duplication window).
  const rejected = page.waitForResponse((r) => r.url().endsWith('/api/user/user') && r.status() !== 200);
  await revokeSession(account.token);
  const nudge = setInterval(() => void page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined), 500);
  try {
    expect((await rejected).status()).toBe(401);
  } finally {
    clearInterval(nudge);
  }

  await expect.poll(() => counter.loads, { timeout: 10_000 }).toBe(2);
  await expectSignedOutWithNotice(page);
  expect(page.uncaughtErrors).toEqual([]);
});

test('a session revoked while away: the first call of the next visit signs the visitor out with a notice', async () => {
  const account = await signedInAccount('expiry');
  const page = await newPage({ token: account.token, language: 'en' });
  const counter = countLoads(page);

  await revokeSession(account.token);

  // The dashboard's first calls (the profile and the dashboard's data) leave together; whichever is
  // answered first signs the visitor out, and the reload that follows may abort the other.
  const rejected = page.waitForResponse((r) => /^\/api\/user\/user(\/dashboard)?$/.test(new URL(r.url()).pathname));
  await page.goto('/dashboard');
  expect((await rejected).status()).toBe(401);
  await expect.poll(() => counter.loads, { timeout: 10_000 }).toBe(2);
  await expectSignedOutWithNotice(page);
  expect(page.uncaughtErrors).toEqual([]);
});
