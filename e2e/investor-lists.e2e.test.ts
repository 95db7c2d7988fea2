// The demo investor's lists in the browser against the real API (issue 12):
// the portfolio and its tabs; the history sorted and filtered, downloaded as
// CSV and as the yearly PDF statement (read back); in Arabic on a phone, one
// received offer accepted through the payment screen and another rejected;
// the notifications marked read. Then axe on the four screens in en and ar.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, test } from 'vitest';
import { actualTexts } from '../apps/api/test/pdf-text.ts';
import { axeViolations, formatViolations } from './support/axe.ts';
import { useBrowser, viewports, visibleText, waitForScreen, type Language } from './support/browser.ts';
import { signIn } from './support/investor.ts';
import { openStill } from './support/stable.ts';

const { newPage } = useBrowser();

let token = '';
beforeAll(async () => {
  token = await signIn('investor@sahm.iq', 'Investor123');
});

const thisYear = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Baghdad', year: 'numeric' }).format(new Date()));

async function open(path: string, language: Language = 'en', viewport: { width: number; height: number } = viewports.desktop) {
  const page = await newPage({ token, language, viewport });
  await page.goto(path);
  await waitForScreen(page);
  return page;
}

describe('the demo investor’s portfolio and history (en, 1280 px)', () => {
  test('the portfolio lists the seeded holdings, each linking to its property, and the tokens on sale', async () => {
    const page = await open('/portfolio');
    const held = page.getByRole('list', { name: 'Properties you hold tokens in' });
    await held.waitFor();
    expect(await held.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => held.getByRole('link').first().getAttribute('href')).toMatch(/^\/property-detail\?id=/);
    await page.getByRole('tab', { name: /On sale/ }).click();
    const onSale = page.getByRole('list', { name: 'Properties with your tokens on sale' });
    await onSale.waitFor();
    // The seed lists 25 Gulan Heights tokens for sale (the trade journey, running
    // beside this one as the same investor, may have listed others meanwhile).
    const gulan = onSale.getByRole('listitem').filter({ hasText: 'Gulan Heights' });
    expect(await gulan.count()).toBe(1);
    await expect.poll(() => gulan.textContent()).toContain('Tokens on sale25');
    expect(page.uncaughtErrors).toEqual([]);
  });

  test('the history sorts and filters on the server, and the wallet list holds the branch deposits', async () => {
    const page = await open('/transactions');
    const table = page.getByRole('table', { name: 'All transactions' });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    const amounts = async () => Promise.all((await rows.all()).map(async (r) => Number((await r.locator('[data-value]').first().getAttribute('data-value')) ?? 0)));

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Amount: highest first' }).click();
    await expect.poll(async () => {
      const a = await amounts();
      return a.length > 1 && a.every((v, i) => i === 0 || a[i - 1]! >= v);
    }).toBe(true);

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Gift', exact: true }).click();
    await expect.poll(async () => (await rows.allTextContents()).every((t) => t.includes('Gift')) && (await rows.count()) > 0).toBe(true);
    // Bought from the platform: the seller is the platform, the buyer "you".
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Buy', exact: true }).click();
    await expect.poll(() => rows.first().textContent()).toContain('Seller: Sahm platform · Buyer: you');

    await page.getByRole('tab', { name: 'Wallet' }).click();
    const wallet = page.getByRole('table', { name: 'Wallet transactions' });
    await wallet.waitFor();
    await expect.poll(() => wallet.textContent()).toContain('Deposit');
    expect(page.uncaughtErrors).toEqual([]);
  });

  test('downloads the history as CSV and the yearly statement as PDF, each with the investor’s figures', async () => {
    const page = await open('/transactions');
    await page.getByRole('table', { name: 'All transactions' }).waitFor();

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe('sahm-transactions-all.csv');
    const text = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time,Type,Status,Property,Tokens,Price per token (IQD),Amount (IQD),Fee (IQD),Paid with,Seller,Buyer');
    expect(lines.some((l) => /,Buy,Success,.+,Wallet,Sahm platform,you$/.test(l))).toBe(true);
    expect(lines.some((l) => l.includes(',Gift,'))).toBe(true);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download yearly statement (PDF)' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`sahm-statement-${thisYear}.pdf`);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const texts = actualTexts(bytes);
    expect(texts).toContain(`Yearly statement ${thisYear}`);
    expect(texts.some((t) => t.includes('investor@sahm.iq'))).toBe(true);
    expect(texts).toContain('Holdings at year end');
    // The seed's branch deposits (5,000,000 and 2,500,000) and whatever other journeys added.
    const deposits = texts[texts.indexOf('Deposits') + 1] ?? '';
    expect(Number(deposits.replace(/\D/g, ''))).toBeGreaterThanOrEqual(7_500_000);
    expect(page.uncaughtErrors).toEqual([]);
  });
});

describe('offers and notifications in Arabic on a phone (375 px)', () => {
  test('accepts one received offer through the payment screen and rejects the other', async () => {
    const page = await open('/bids', 'ar', viewports.phone);
    const received = page.getByRole('list', { name: 'المستلمة' });
    await received.waitFor();
    const open_ = received.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^قبول/ }) });
    expect(await open_.count()).toBe(2);

    await open_.first().getByRole('button', { name: /^قبول/ }).click();
    const dialog = page.getByRole('dialog', { name: 'الدفع مقابل هذا العرض' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox').click();
    await dialog.getByRole('button', { name: 'الدفع من المحفظة' }).click();
    await visibleText(page, 'تم قبول طلب العرض').waitFor();
    await expect.poll(() => open_.count()).toBe(1);
    await expect.poll(() => received.textContent()).toContain('مقبول');

    await open_.first().getByRole('button', { name: /^رفض/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'رفض هذا العرض؟' });
    await confirm.getByRole('button', { name: 'رفض' }).click();
    await visibleText(page, 'تم رفض طلب العرض').waitFor();
    await expect.poll(() => open_.count()).toBe(0);
    await expect.poll(() => received.textContent()).toContain('مرفوض');
    // No horizontal scrolling on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(page.uncaughtErrors).toEqual([]);
  });

  test('lists the notifications with their relative times and marks them all read', async () => {
    const page = await open('/notifications', 'ar', viewports.phone);
    const list = page.getByRole('list', { name: 'الكل' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => list.textContent()).toMatch(/منذ/);
    // Other journeys run beside this one as the same demo investor, so a new
    // notification may arrive (unread, rightly) after the click: the ones
    // that were unread when it was clicked are what must turn read.
    const unreadIds = () => list.locator('[data-read="false"]').evaluateAll((items) => items.map((item) => item.getAttribute('data-notification-id')));
    const markAll = page.getByRole('button', { name: 'تعليم الكل كمقروء' });
    if (await markAll.count()) {
      const before = await unreadIds();
      expect(before.length).toBeGreaterThan(0);
      await markAll.click();
      await expect.poll(async () => (await unreadIds()).filter((id) => before.includes(id))).toEqual([]);
      await expect.poll(() => list.locator(`[data-notification-id="${before[0]}"]`).getAttribute('data-read')).toBe('true');
    }
    expect(page.uncaughtErrors).toEqual([]);
  });
});

for (const language of ['en', 'ar'] as Language[]) {
  describe(`axe, ${language}`, () => {
    for (const path of ['/portfolio', '/transactions', '/notifications', '/bids']) {
      test(`${path} has no violations`, async () => {
        const page = await newPage({ token, language, bypassCSP: true });
        await openStill(page, path);
        const violations = await axeViolations(page);
        expect(violations.map((v) => v.id), `axe on ${path} (${language}):\n${formatViolations(violations)}`).toEqual([]);
        expect(page.uncaughtErrors).toEqual([]);
      });
    }
  });
}
