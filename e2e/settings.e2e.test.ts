// Settings (issue 10) in English at 1280 px: a new user verifies a +964
// mobile number with the SMS code from the outbox, turns on two-step sign-in
// by SMS (which asks for the password), and then signs in with a code sent to
// that phone. Then axe on /settings in English and Arabic.
import { randomInt } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { codeIn, outbox, signedInAccount, waitForMessage } from './support/api.ts';
import { axeViolations, formatViolations } from './support/axe.ts';
import { horizontalOverflow, overflowingElements, useBrowser, viewports, waitForScreen, type Language } from './support/browser.ts';
import { openStill } from './support/stable.ts';
import { expectScreenshot } from './support/visual.ts';

const { newPage } = useBrowser();

test('a user verifies a phone, turns on two-step sign-in by SMS, and signs in with the code', async () => {
  const who = await signedInAccount('settings');
  const national = `77${String(randomInt(10_000_000, 99_999_999))}`;
  const e164 = `+964${national}`;
  const page = await newPage({ language: 'en', token: who.token, viewport: viewports.desktop });
  await openStill(page, '/settings');

  // The phone: a code by SMS to +964…, typed into the six boxes.
  const phone = page.getByRole('region', { name: 'Mobile number' });
  await phone.getByRole('textbox', { name: 'Mobile number' }).fill(`0${national}`);
  await phone.getByRole('button', { name: 'Send code' }).click();
  await phone.getByText(/more codes? today/).waitFor();
  const phoneCode = await waitForMessage(e164);
  await phone.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().click();
  await page.keyboard.type(codeIn(phoneCode));
  await phone.getByRole('button', { name: 'Verify number' }).click();
  await phone.getByText('Verified', { exact: true }).waitFor();
  await expect.poll(() => phone.getByText(`+964 ${national}`).isVisible()).toBe(true);

  // Two-step sign-in by SMS: the password is asked for.
  const security = page.getByRole('region', { name: 'Security' });
  await security.getByRole('combobox', { name: 'Second step' }).click();
  await page.getByRole('option', { name: 'Code by SMS' }).click();
  const twoStep = security.getByRole('form', { name: 'Two-step sign-in' });
  await twoStep.getByLabel('Current password').fill(who.password);
  await twoStep.getByRole('button', { name: 'Save two-step sign-in' }).click();
  await security.getByText('On: after your password, we send a code to your mobile by SMS.').waitFor();
  expect(page.uncaughtErrors).toEqual([]);

  // Signing in again now takes the code sent to that phone.
  const before = new Set((await outbox(e164)).map((m) => m.id));
  const login = await newPage({ language: 'en', viewport: viewports.desktop });
  await login.goto('/login');
  await waitForScreen(login);
  const form = login.locator('main form').first();
  await form.getByRole('textbox', { name: /^e-?mail/i }).fill(who.email);
  await form.getByLabel(/^password\W*$/i).fill(who.password);
  await form.getByRole('button', { name: /^log ?in|^sign ?in/i }).click();
  const signInCode = await waitForMessage(e164, (m) => !before.has(m.id));
  const digits = login.getByRole('group', { name: /code/i }).getByRole('textbox');
  await digits.first().waitFor();
  await digits.first().click();
  await login.keyboard.type(codeIn(signInCode));
  await login.getByRole('button', { name: 'Verify and login' }).click();
  await login.waitForFunction(() => !!localStorage.getItem('authToken'));
  await login.waitForURL((url) => url.pathname !== '/login');
  expect(login.uncaughtErrors).toEqual([]);
});

describe('axe on /settings', () => {
  for (const language of ['en', 'ar'] as Language[]) {
    test(`${language}: no violations`, async () => {
      const who = await signedInAccount('axe');
      const page = await newPage({ language, token: who.token, bypassCSP: true });
      await openStill(page, '/settings');
      const violations = await axeViolations(page);
      expect(violations.map((v) => v.id), `axe on /settings (${language}):\n${formatViolations(violations)}`).toEqual([]);
      expect(page.uncaughtErrors).toEqual([]);
    });
  }
});

// Sorani's and Badini's labels are the longest: "Save two-step sign-in" ran 15 px out of a Sorani phone's screen
// and out of its card in Badini, before the library's buttons wrapped a label longer than their room.
describe('the longest labels on a phone', () => {
  for (const language of ['kr', 'bh'] as Language[]) {
    test(`${language}, 375 px: every button stays inside its card and nothing scrolls sideways`, async () => {
      const who = await signedInAccount('labels');
      const page = await newPage({ language, token: who.token, viewport: viewports.phone });
      await openStill(page, '/settings');
      const overflow = await horizontalOverflow(page);
      expect(overflow, `sticking out: ${(await overflowingElements(page)).join(', ')}`).toBe(0);
      const outside = await page.locator('main button').evaluateAll((buttons) =>
        buttons.flatMap((button) => {
          const card = button.closest('section')?.getBoundingClientRect();
          const box = button.getBoundingClientRect();
          if (!card || box.width === 0) return [];
          return box.left < card.left - 0.5 || box.right > card.right + 0.5 ? [`"${button.textContent?.trim()}" [${box.left}, ${box.right}] in [${card.left}, ${card.right}]`] : [];
        }),
      );
      expect(outside).toEqual([]);
      expect(page.uncaughtErrors).toEqual([]);
    });
  }
});

describe('page references of /settings (support/visual.ts)', () => {
  for (const language of ['en', 'ar'] as Language[]) {
    for (const [device, viewport] of Object.entries(viewports)) {
      test(`${language}, ${viewport.width}×${viewport.height}`, async () => {
        const who = await signedInAccount('visual');
        const page = await newPage({ language, token: who.token, viewport });
        await openStill(page, '/settings');
        await expectScreenshot(page, `settings-${language}-${device}`);
      });
    }
  }
});
