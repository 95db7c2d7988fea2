// The wallet in the browser against the real API and its provider
// sandboxes (issue 11): the demo investor deposits through FastPay, the card
// page and FIB, each paid and declined; a withdrawal request, then its cancel
// behind the confirmation; a second page of the same user gets the realtime
// toast of a completed deposit. Then axe and the page references of
// /dashboard and /success, in English and Arabic, at 375 and 1280 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeViolations, formatViolations } from './support/axe.ts';
import { baseUrl, useBrowser, viewports, visibleText, waitForScreen, type Language } from './support/browser.ts';
import { branchDeposit, signIn } from './support/investor.ts';
import { openStill, settle } from './support/stable.ts';
import { expectScreenshot } from './support/visual.ts';
import { signedInAccount } from './support/api.ts';

const { newPage } = useBrowser();

let investorToken = '';
/**
 * The deposits and the withdrawal move money of an account of their own:
 * journeys in other files run beside this one as the demo investor, and a
 * trade or a rent payout of theirs would change the balance these tests count.
 */
let ownToken = '';
beforeAll(async () => {
  investorToken = await signIn('investor@sahm.iq', 'Investor123');
  ownToken = (await signedInAccount('wallet')).token;
  await branchDeposit(ownToken, 100_000);
});

/** What the wallet card says is available, in whole dinars. */
async function available(page: Page): Promise<number> {
  const text = (await page.getByTestId('wallet-available').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

async function openDashboard(language: Language = 'en', viewport?: { width: number; height: number }) {
  const page = await newPage({ token: ownToken, language, viewport });
  await page.goto('/dashboard');
  await waitForScreen(page);
  await page.getByTestId('wallet-available').waitFor();
  return page;
}

/** Fills the deposit form and sends it. */
async function deposit(page: Page, amount: string, method: 'FastPay' | 'FIB' | 'Card') {
  const card = page.getByTestId('deposit-card');
  await card.getByRole('textbox', { name: /Amount in Iraqi dinars/ }).fill(amount);
  if (method !== 'FastPay') {
    await card.getByRole('combobox', { name: 'Pay with' }).click();
    await page.getByRole('option', { name: method }).click();
  }
  await card.getByRole('button', { name: 'Deposit' }).click();
}

describe('deposits through the provider sandboxes', () => {
  for (const [method, provider] of [
    ['FastPay', 'fastpay'],
    ['Card', 'card'],
  ] as const) {
    test(`${method}: paid on the provider's page, back on /success, the wallet credited`, async () => {
      const page = await openDashboard();
      const before = await available(page);
      await deposit(page, '25000', method);
      await page.waitForURL((url) => url.pathname.startsWith(`/sandbox/${provider}/pay/`));
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.getByRole('link', { name: 'Return to Sahm' }).click();
      await page.waitForURL((url) => url.pathname === '/success');
      await waitForScreen(page);
      await visibleText(page, 'Payment successful').waitFor({ timeout: 20_000 });
      await visibleText(page, /IQD\s25,000 has been added to your wallet\./).waitFor();
      // A refresh only reads the payment again: nothing is paid twice.
      await page.reload();
      await visibleText(page, 'Payment successful').waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await page.getByTestId('wallet-available').waitFor();
      await expect.poll(() => available(page), { timeout: 10_000 }).toBe(before + 25_000);
      expect(page.uncaughtErrors).toEqual([]);
    });

    test(`${method}: declined on the provider's page, back on /failure, nothing taken`, async () => {
      const page = await openDashboard();
      const before = await available(page);
      await deposit(page, '30000', method);
      await page.waitForURL((url) => url.pathname.startsWith(`/sandbox/${provider}/pay/`));
      await page.getByRole('button', { name: 'Decline' }).click();
      await page.getByRole('link', { name: 'Return to Sahm' }).click();
      await page.waitForURL((url) => url.pathname === '/failure');
      await waitForScreen(page);
      await visibleText(page, 'Payment failed').waitFor({ timeout: 20_000 });
      await visibleText(page, 'The payment was declined. No money was taken.').waitFor();
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await page.getByTestId('wallet-available').waitFor();
      expect(await available(page)).toBe(before);
      expect(page.uncaughtErrors).toEqual([]);
    });
  }

  test('FIB: the QR code and code on the dashboard, paid in the app; a second page of the user gets the realtime toast', async () => {
    const page = await openDashboard();
    const other = await openDashboard();
    const before = await available(page);
    await deposit(page, '40000', 'FIB');
    const card = page.getByTestId('deposit-card');
    await card.getByRole('img', { name: /QR code to pay IQD\s40,000 with FIB/ }).waitFor();
    await card.getByRole('group', { name: 'Code valid for' }).waitFor();
    const link = await card.getByRole('link', { name: 'Open the FIB personal app' }).getAttribute('href');
    expect(link).toMatch(/\/sandbox\/fib\/pay\//);

    // The customer pays in the bank app (the sandbox's page, on the side).
    const app = await page.context().newPage();
    await app.goto(link!);
    await app.getByRole('button', { name: /^Pay/ }).click();
    await app.getByRole('status').waitFor();
    await app.close();

    await card.getByText('Payment successful').waitFor({ timeout: 20_000 });
    await expect.poll(() => available(page), { timeout: 10_000 }).toBe(before + 40_000);
    // The other page heard it over the realtime connection: a toast, and the balance refreshed.
    await visibleText(other, /has been added to your wallet/).waitFor({ timeout: 15_000 });
    await expect.poll(() => available(other), { timeout: 10_000 }).toBe(before + 40_000);
    expect(page.uncaughtErrors).toEqual([]);
    expect(other.uncaughtErrors).toEqual([]);
  });

  test('FIB declined in the app: the dashboard says the payment failed', async () => {
    const page = await openDashboard();
    const before = await available(page);
    await deposit(page, '15000', 'FIB');
    const card = page.getByTestId('deposit-card');
    const link = await card.getByRole('link', { name: 'Open the FIB personal app' }).getAttribute('href');
    const app = await page.context().newPage();
    await app.goto(link!);
    await app.getByRole('button', { name: 'Decline' }).click();
    await app.getByRole('status').waitFor();
    await app.close();
    await card.getByText('Payment failed').waitFor({ timeout: 20_000 });
    expect(await available(page)).toBe(before);
  });

  test('less than 10,000 is refused in the form with the spec message', async () => {
    const page = await openDashboard('ar');
    const card = page.getByTestId('deposit-card');
    await card.getByRole('textbox').first().fill('٩٠٠٠');
    await card.getByRole('button', { name: 'إيداع' }).click();
    await visibleText(page, /الحد الأدنى للإيداع/).waitFor();
    expect(page.url()).toMatch(/\/dashboard$/);
  });
});

test('a withdrawal request at 375 px, then its cancel behind the confirmation, reached from the withdraw card', async () => {
  const page = await openDashboard('en', viewports.phone);
  const before = await available(page);
  const card = page.getByTestId('withdraw-card');
  await card.getByRole('textbox', { name: /Amount in Iraqi dinars/ }).fill('20000');
  await card.getByRole('button', { name: 'Request withdrawal' }).click();
  await visibleText(page, 'Withdraw Request sent to the Admin').waitFor();
  const wallet = page.getByTestId('wallet-card');
  await wallet.getByText('Withdrawal request pending').waitFor();
  await expect.poll(() => available(page)).toBe(before - 20_000);
  await expect.poll(async () => (await page.getByTestId('wallet-held').textContent())?.replace(/[^\d]/g, '')).not.toBe('0');

  // On a phone the request and its Cancel are a screen up, in the wallet card: the withdraw card's notice leads there.
  await card.getByRole('button', { name: 'Go to the pending request' }).click();
  const cancel = wallet.getByRole('button', { name: 'Cancel request' });
  await expect.poll(() => cancel.evaluate((el) => el === document.activeElement)).toBe(true);
  const box = (await cancel.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewports.phone.height);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Cancel request' }).click();
  await visibleText(page, 'Your Withdraw Request has been canceled').waitFor();
  await wallet.getByText('Withdrawal request pending').waitFor({ state: 'detached' });
  await expect.poll(() => available(page)).toBe(before);
  expect(page.uncaughtErrors).toEqual([]);
});

describe('axe and page references', () => {
  for (const language of ['en', 'ar'] as Language[]) {
    test(`axe on /dashboard and /success, ${language}`, async () => {
      const page = await newPage({ token: investorToken, language, bypassCSP: true });
      await openStill(page, '/dashboard');
      let violations = await axeViolations(page);
      expect(violations.map((v) => v.id), formatViolations(violations)).toEqual([]);
      await openStill(page, '/success');
      violations = await axeViolations(page);
      expect(violations.map((v) => v.id), formatViolations(violations)).toEqual([]);
      expect(page.uncaughtErrors).toEqual([]);
    });
  }

  // A new account: nothing moves its figures between runs; its generated name in the welcome is masked.
  let fresh = '';
  /** A card deposit of 50,000 by the new account, paid on the sandbox page through its form (from Node): its payment id. */
  let paid = '';
  async function paidDeposit(): Promise<string> {
    fresh ||= (await signedInAccount('dash')).token;
    const res = await fetch(`${baseUrl()}/api/user/user/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${fresh}` },
      body: JSON.stringify({ amount: 50_000, paymentWith: 'card' }),
    });
    const started = ((await res.json()) as { data: { paymentId: string; redirectUrl: string } }).data;
    const pay = await fetch(started.redirectUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay' });
    if (pay.status !== 200) throw new Error(`the card sandbox did not take the payment: ${pay.status}`);
    return started.paymentId;
  }
  for (const language of ['en', 'ar'] as Language[]) {
    for (const [device, viewport] of Object.entries(viewports)) {
      test(`/success, ${language}, ${viewport.width}×${viewport.height}`, async () => {
        paid ||= await paidDeposit();
        const page = await newPage({ token: fresh, language, viewport });
        await openStill(page, `/success?paymentId=${paid}`);
        await page.locator('[data-payment-status="completed"]').waitFor();
        await settle(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        // The date is today's.
        await expectScreenshot(page, `success-${language}-${device}`, { mask: [page.locator('main dl > div').last()] });
      });
    }
  }

  for (const language of ['en', 'ar'] as Language[]) {
    for (const [device, viewport] of Object.entries(viewports)) {
      test(`/dashboard, ${language}, ${viewport.width}×${viewport.height}`, async () => {
        fresh ||= (await signedInAccount('dash')).token;
        paid ||= await paidDeposit();
        const page = await newPage({ token: fresh, language, viewport });
        await openStill(page, '/dashboard');
        await settle(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectScreenshot(page, `dashboard-${language}-${device}`, { mask: [page.locator('main h1')] });
      });
    }
  }
});
