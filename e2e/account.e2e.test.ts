// Journey (b): sign up, verify the e-mail with the code from the outbox,
// log in, log out from the side menu (phone width, where the header shows the
// hamburger). Labels end in a required star, hence the \W* in the patterns.
import { expect, test } from 'vitest';
import { codeIn, newIdentity, signedInAccount, waitForMessage } from './support/api.ts';
import { useBrowser, viewports, visibleText, waitForScreen } from './support/browser.ts';

const { newPage } = useBrowser();

test('a visitor signs up, verifies the e-mail, logs in and logs out', async () => {
  const who = newIdentity('journey');
  const page = await newPage({ viewport: viewports.phone, language: 'en' });

  await page.goto('/register');
  await waitForScreen(page);
  const form = page.locator('main form').first();
  await form.getByRole('textbox', { name: /^e-?mail/i }).fill(who.email);
  await form.getByRole('textbox', { name: /user ?name/i }).fill(who.name);
  await form.getByLabel(/^password\W*$/i).fill(who.password);
  await form.getByLabel(/^confirm password\W*$/i).fill(who.password);
  await form.getByRole('button', { name: /sign ?up|register/i }).click();

  // The e-mail code step (spec.md §4): read the code the sandbox "sent".
  const code = codeIn(await waitForMessage(who.email, (m) => /verify/i.test(m.subject ?? '')));
  const digits = page.getByRole('group', { name: /code/i }).getByRole('textbox');
  await digits.first().waitFor();
  await digits.first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: /^verify/i }).click();

  await visibleText(page, 'Signed up successfully, please login to continue').waitFor();
  await page.waitForURL('**/login');
  await waitForScreen(page);

  const login = page.locator('main form').first();
  const email = login.getByRole('textbox', { name: /^e-?mail/i });
  if ((await email.inputValue()) !== who.email) await email.fill(who.email);
  await login.getByLabel(/^password\W*$/i).fill(who.password);
  await login.getByRole('button', { name: /^log ?in|^sign ?in/i }).click();

  // Signed in: a token is stored and the sign-in pages give way to the signed-in area.
  await page.waitForFunction(() => !!localStorage.getItem('authToken'));
  await page.waitForURL((url) => url.pathname !== '/login');
  const token = await page.evaluate(() => localStorage.getItem('authToken'));

  // Logout from the side menu clears storage except the language and goes to /home (spec.md §2).
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/home');
  expect(await page.evaluate(() => ({ token: localStorage.getItem('authToken'), language: localStorage.getItem('language') }))).toEqual({
    token: null,
    language: 'en',
  });

  // The session is revoked on the server, not only forgotten by the browser.
  const res = await fetch(new URL('/api/user/user', page.url()), { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(401);

  // The guest side menu offers Login and Signup again.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Login' }).waitFor();

  expect(page.uncaughtErrors).toEqual([]);
});

test('Logout on a signed-in page: /home takes its place, so Back opens the page before it, not the login page', async () => {
  const account = await signedInAccount('logout');
  const page = await newPage({ token: account.token, viewport: viewports.desktop, language: 'en' });
  await page.goto('/about-us');
  await waitForScreen(page);
  await page.goto('/dashboard');
  await waitForScreen(page);

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/home');
  await page.goBack();
  await page.waitForURL('**/about-us');
  expect(page.uncaughtErrors).toEqual([]);
});
