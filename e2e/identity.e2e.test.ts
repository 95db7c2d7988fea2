// Identity verification (issue 10) with Chromium's fake camera: a new user
// completes KYC in Arabic on a 375 px phone (ID card front and back, then a
// selfie for each liveness challenge, all through the camera), an admin
// approves it through the API, the user sees it verified, and a purchase that
// the identity gate refused before now starts its payment. Then axe on
// /kyc-verification in English and Arabic.
import { describe, expect, test } from 'vitest';
import { codeIn, seededPropertyId, signedInAccount, waitForMessage } from './support/api.ts';
import { axeViolations, formatViolations } from './support/axe.ts';
import { baseUrl, fakeCameraArgs, useBrowser, viewports, type E2EPage, type Language } from './support/browser.ts';
import { capture } from './support/camera.ts';
import { openStill } from './support/stable.ts';
import { expectScreenshot } from './support/visual.ts';

const { newPage } = useBrowser({ args: fakeCameraArgs });

async function api<T>(method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; message?: string };
  if (res.status !== 200 && res.status !== 201) throw new Error(`${method} ${path} → ${res.status} ${json.message ?? ''}`);
  return json.data;
}

/** A call whose refusal is the point: its status and code. */
async function attempt(path: string, token: string, body: unknown) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code?: string; message?: string } };
}

/** Verifies a fresh +964 number with the SMS code from the outbox, so only identity verification stands before buying. */
async function verifyPhone(token: string) {
  const mobileNumber = `78${String(Date.now()).slice(-8)}`;
  await api('POST', '/auth/send-verify-number', token, { countryCode: '+964', mobileNumber });
  const code = codeIn(await waitForMessage(`+964${mobileNumber}`));
  await api('POST', '/auth/verify-number', token, { countryCode: '+964', mobileNumber, verifyCode: code });
}

/** A purchase of the minimum investment in a seeded property, paid through the FastPay sandbox. */
async function tryToBuy(token: string) {
  const propertyId = await seededPropertyId();
  const property = await api<{ pricePerToken: number; minimumInvestment: number }>('GET', `/user/marketplace/details/${propertyId}`, token);
  const numberOfTokens = Math.ceil(property.minimumInvestment / property.pricePerToken);
  return attempt('/user/marketplace/invest', token, { propertyId, numberOfTokens, paymentWith: 'fastpay', userAgreement: true });
}

/** A new account with the personal info identity verification needs. */
async function applicant() {
  const who = await signedInAccount('kyc');
  await api('POST', '/user/user/update', who.token, { fullName: 'Zainab Hassan', dateOfBirth: '1992-05-17' });
  return who;
}

async function adminToken() {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@sahm.iq', password: 'Admin1234' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** The status card's badge is as wide as its words, not stretched across the card. */
async function expectBadgeFitsItsWords(page: E2EPage, words: string) {
  const card = page.locator('section').filter({ has: page.getByRole('heading', { level: 2 }) }).filter({ hasText: words }).last();
  const [badge, box] = await Promise.all([card.getByText(words, { exact: true }).boundingBox(), card.boundingBox()]);
  expect(badge && box && badge.width < box.width / 2).toBe(true);
}

test('a new user completes identity verification with the camera in Arabic at 375 px; an admin approves; the user sees it verified', async () => {
  const who = await applicant();
  const page = await newPage({ language: 'ar', token: who.token, viewport: viewports.phone });
  await openStill(page, '/kyc-verification');
  await expect.poll(() => page.locator('main h1').textContent()).toBe('التحقق من الهوية');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

  // Step 1: the Iraqi ID card (chosen by default), front and back, by camera.
  await capture(page, 'الوجه الأمامي للبطاقة');
  await capture(page, 'الوجه الخلفي للبطاقة');
  await page.getByRole('button', { name: 'التالي' }).click();

  // Step 2: three challenges from the server, a selfie each; the front camera opens by itself.
  for (let i = 1; i <= 3; i++) {
    const name = `الصورة الذاتية ${i.toLocaleString('ar-IQ')} من ${(3).toLocaleString('ar-IQ')}`;
    await page.getByRole('group', { name }).waitFor();
    await capture(page, name);
    await page.getByRole('button', { name: 'التالي' }).click();
  }

  // Step 3: review and send; the status becomes pending.
  await page.getByRole('button', { name: 'الإرسال للمراجعة' }).click();
  await page.getByRole('heading', { level: 2, name: 'مستنداتك لدى فريقنا' }).waitFor({ timeout: 20_000 });
  await expectBadgeFitsItsWords(page, 'بانتظار المراجعة');
  const me = await api<{ kycStatus: string }>('GET', '/user/user', who.token);
  expect(me.kycStatus).toBe('pending');

  // With the phone verified, identity verification is what still stands before buying.
  await verifyPhone(who.token);
  const refused = await tryToBuy(who.token);
  expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'KYC_NOT_VERIFIED' });

  // No horizontal scrolling on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The admin finds the request in the queue, with every picture, and approves it.
  const admin = await adminToken();
  const queue = await api<{ items: { id: string; user: { email: string } }[] }>('GET', '/admin/kyc-requests?status=pending&limit=100', admin);
  const request = queue.items.find((item) => item.user.email === who.email);
  expect(request).toBeDefined();
  const detail = await api<{ proofType: string; images: { kind: string }[] }>('GET', `/admin/kyc-requests/${request!.id}`, admin);
  expect(detail.proofType).toBe('iraqi_id');
  expect(detail.images.map((image) => image.kind).sort()).toEqual(['document_back', 'document_front', 'liveness', 'liveness', 'liveness']);
  await api('POST', `/admin/kyc-requests/${request!.id}/approve`, admin);

  await page.reload();
  await page.getByRole('heading', { level: 2, name: 'تم التحقق من هويتك' }).waitFor();
  await page.getByRole('link', { name: 'تصفّح العقارات' }).waitFor();
  await expectBadgeFitsItsWords(page, 'تم التحقق');

  // Now the purchase gates let the user buy: the payment starts.
  const bought = await tryToBuy(who.token);
  expect({ status: bought.status, code: bought.body.code }).toEqual({ status: 201, code: undefined });
  expect(page.uncaughtErrors).toEqual([]);
});

describe('axe on /kyc-verification', () => {
  for (const language of ['en', 'ar'] as Language[]) {
    test(`${language}: the document step has no violations`, async () => {
      const who = await applicant();
      const page = await newPage({ language, token: who.token, bypassCSP: true });
      await openStill(page, '/kyc-verification');
      const violations = await axeViolations(page);
      expect(violations.map((v) => v.id), `axe on /kyc-verification (${language}):\n${formatViolations(violations)}`).toEqual([]);
      expect(page.uncaughtErrors).toEqual([]);
    });
  }
});

describe('page references of /kyc-verification (support/visual.ts)', () => {
  for (const language of ['en', 'ar'] as Language[]) {
    for (const [device, viewport] of Object.entries(viewports)) {
      test(`${language}, ${viewport.width}×${viewport.height}`, async () => {
        const who = await applicant();
        const page = await newPage({ language, token: who.token, viewport });
        await openStill(page, '/kyc-verification');
        await expectScreenshot(page, `kyc-verification-${language}-${device}`);
      });
    }
  }
});
