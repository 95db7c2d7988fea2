// The whole onboarding journey (issue 10), from nothing, as a person does it,
// in Chromium with a fake camera against the real API. All of it in Arabic on
// a 375 px phone: sign up, the e-mail code from the outbox, sign in through
// the screen, Settings from the side menu (personal info: a date under 18
// refused, then a real one; the phone verified with the SMS code), identity
// verification with the camera; the demo admin, in a second context in
// English at 1280 px, finds this very request in the console's identity
// queue and approves it from its pictures; the phone shows the identity
// verified; a deposit from the dashboard through the FastPay sandbox; tokens
// bought with the wallet on the property page. Then the key steps in English
// at 1280 px: the person signs in on a desktop and finds the holding, the
// wallet's balance and the purchase in the history.
import type { Locator } from 'playwright-core';
import { expect, test } from 'vitest';
import { codeIn, newIdentity, seededPropertyId, waitForMessage } from './support/api.ts';
import { baseUrl, fakeCameraArgs, horizontalOverflow, useBrowser, viewports, heading, visibleText, waitForNextScreen, waitForScreen, type E2EPage } from './support/browser.ts';
import { capture } from './support/camera.ts';
import { choose, factNumber, holding } from './support/trading.ts';

const { newPage } = useBrowser({ args: fakeCameraArgs });

const ADMIN = { email: 'admin@sahm.iq', password: 'Admin1234' };

/** A unique Iraqi mobile number (national part, without the leading 0). */
const mobileNumber = () => `75${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** The six boxes of an OtpInput: focus the first and type the code. */
async function typeCode(page: E2EPage, group: ReturnType<E2EPage['getByRole']>, code: string) {
  const first = group.getByRole('textbox').first();
  await first.waitFor();
  await first.click();
  await page.keyboard.type(code);
}

/** Signs in through the login screen (already open). */
async function signInOnScreen(page: E2EPage, email: string, password: string, { passwordLabel, submit }: { passwordLabel: RegExp; submit: string }) {
  const form = page.locator('main form').first();
  const field = form.getByRole('textbox').first();
  await field.waitFor();
  if ((await field.inputValue()) !== email) await field.fill(email);
  await form.getByLabel(passwordLabel).fill(password);
  const before = await heading(page);
  await form.getByRole('button', { name: submit, exact: true }).click();
  await page.waitForFunction(() => !!localStorage.getItem('authToken'));
  await page.waitForURL((url) => url.pathname !== '/login');
  // The address changes at once, but the sign-in screen (and its signed-out header) stays up while the
  // next screen's code loads: in CI a tap on the menu button landed on the old header as it was replaced.
  await waitForNextScreen(page, before);
}

/** The whole number a text shows, in Latin or Arabic-Indic digits ("١٥٠٬٠٠٠ د.ع" → 150000). */
async function digitsIn(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  return Number(text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, ''));
}

async function adminToken(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const json = (await res.json()) as { data?: { token?: string } };
  if (!json.data?.token) throw new Error(`The demo admin cannot sign in: ${res.status}`);
  return json.data.token;
}

test('from nothing to a holding in Arabic at 375 px: sign-up, e-mail, phone, identity by camera approved in the console, a deposit, a purchase; then seen in English at 1280 px', { timeout: 300_000 }, async () => {
  const who = newIdentity('onboard');
  const national = mobileNumber();

  // ── Sign up in Arabic on a phone ─────────────────────────────────────────
  const phone = await newPage({ language: 'ar', viewport: viewports.phone });
  await phone.goto('/register');
  await waitForScreen(phone);
  expect(await phone.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const signup = phone.locator('main form').first();
  await signup.getByRole('textbox', { name: /^البريد الإلكتروني/ }).fill(who.email);
  await signup.getByRole('textbox', { name: /^اسم المستخدم/ }).fill(who.name);
  await signup.getByLabel(/^كلمة المرور[\s*]*$/).fill(who.password);
  await signup.getByLabel(/^تأكيد كلمة المرور[\s*]*$/).fill(who.password);
  await signup.getByRole('button', { name: 'إنشاء حساب', exact: true }).click();

  // The code the sandbox "sent" to the address, typed into the six boxes.
  const emailCode = codeIn(await waitForMessage(who.email));
  await typeCode(phone, phone.getByRole('group', { name: /رمز التحقق/ }), emailCode);
  await phone.getByRole('button', { name: 'تحقق', exact: true }).click();
  await phone.waitForURL('**/login', { timeout: 20_000 });
  await waitForScreen(phone);
  await signInOnScreen(phone, who.email, who.password, { passwordLabel: /^كلمة المرور[\s*]*$/, submit: 'تسجيل الدخول' });

  // ── Settings, reached from the side menu ─────────────────────────────────
  await phone.getByRole('button', { name: 'فتح القائمة' }).click();
  await phone.getByRole('dialog').getByRole('link', { name: 'الإعدادات' }).click();
  await phone.waitForURL('**/settings');
  await waitForScreen(phone);

  // Personal info: under 18 is refused on its field and nothing is saved; then a real date, in Arabic-Indic digits.
  const personal = phone.getByRole('form', { name: 'المعلومات الشخصية' });
  await personal.getByRole('textbox', { name: /^الاسم الكامل/ }).fill('زينب حسن');
  const birth = personal.getByRole('textbox', { name: /^تاريخ الميلاد/ });
  const youngYear = new Date().getFullYear() - 10;
  await birth.fill(`${youngYear.toLocaleString('ar-IQ', { useGrouping: false })}-٠١-١٥`);
  await personal.getByRole('button', { name: 'حفظ المعلومات الشخصية' }).click();
  await expect.poll(() => birth.getAttribute('aria-invalid')).toBe('true');
  await birth.fill('١٩٩٢-٠٥-١٧');
  await personal.getByRole('button', { name: 'حفظ المعلومات الشخصية' }).click();
  await expect.poll(() => birth.getAttribute('aria-invalid')).not.toBe('true');
  await expect.poll(async () => ((await personal.getByRole('status').allTextContents()).join('')).trim().length).toBeGreaterThan(0);

  // The phone: a +964 number, the SMS code from the outbox.
  const mobile = phone.getByRole('region', { name: 'رقم الهاتف المحمول' });
  await mobile.getByRole('textbox', { name: 'رقم الهاتف المحمول', exact: true }).fill(`0${national}`);
  await mobile.getByRole('button', { name: 'إرسال الرمز' }).click();
  const smsCode = codeIn(await waitForMessage(`+964${national}`));
  await typeCode(phone, mobile.getByRole('group', { name: 'رمز التحقق' }), smsCode);
  await mobile.getByRole('button', { name: 'تأكيد الرقم' }).click();
  await mobile.getByText('مؤكَّد', { exact: true }).waitFor({ timeout: 20_000 });
  expect(await horizontalOverflow(phone)).toBe(0);

  // ── Identity verification by camera, from the Settings link ──────────────
  await phone.getByRole('link', { name: 'التحقق من هويتي' }).click();
  await phone.waitForURL('**/kyc-verification');
  await waitForScreen(phone);
  await capture(phone, 'الوجه الأمامي للبطاقة');
  await capture(phone, 'الوجه الخلفي للبطاقة');
  await phone.getByRole('button', { name: 'التالي' }).click();
  for (let i = 1; i <= 3; i++) {
    const name = `الصورة الذاتية ${i.toLocaleString('ar-IQ')} من ${(3).toLocaleString('ar-IQ')}`;
    await phone.getByRole('group', { name }).waitFor();
    await capture(phone, name);
    await phone.getByRole('button', { name: 'التالي' }).click();
  }
  await phone.getByRole('button', { name: 'الإرسال للمراجعة' }).click();
  await phone.getByRole('heading', { level: 2, name: 'مستنداتك لدى فريقنا' }).waitFor({ timeout: 30_000 });
  expect(await horizontalOverflow(phone)).toBe(0);

  // ── The demo admin, in another browser context, approves THIS request ───
  const console_ = await newPage({ token: await adminToken(), language: 'en', viewport: viewports.desktop });
  await console_.goto('/admin?section=identities');
  await waitForScreen(console_);
  const row = console_.getByRole('row').filter({ hasText: who.email });
  // The pending queue is oldest first: the new request may be on a later page.
  const more = console_.getByRole('button', { name: 'Load more' });
  await expect
    .poll(async () => {
      if (await row.count()) return true;
      if (await more.isVisible()) await more.click();
      return false;
    }, { timeout: 30_000 })
    .toBe(true);
  await row.getByRole('button', { name: 'Review زينب حسن' }).click();
  const dialog = console_.getByRole('dialog', { name: 'Identity verification request' });
  await dialog.getByText(who.email).first().waitFor();
  // Every picture arrived through its signed link: the two sides and a selfie per challenge.
  await console_.waitForFunction(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('[role="dialog"] img')];
    return images.length === 5 && images.every((img) => img.complete && img.naturalWidth > 0);
  }, undefined, { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await dialog.getByText('Verified').first().waitFor();
  expect(console_.uncaughtErrors).toEqual([]);

  // The person, back on the phone, sees it verified.
  await phone.reload();
  await waitForScreen(phone);
  await phone.getByRole('heading', { level: 2, name: 'تم التحقق من هويتك' }).waitFor();
  await phone.getByRole('link', { name: 'تصفّح العقارات' }).waitFor();
  expect(phone.uncaughtErrors).toEqual([]);

  // ── Money into the wallet: a deposit through the FastPay sandbox, from the dashboard ──
  await phone.getByRole('button', { name: 'فتح القائمة' }).click();
  await phone.getByRole('dialog').getByRole('link', { name: 'لوحة التحكم' }).click();
  await phone.waitForURL('**/dashboard');
  await waitForScreen(phone);
  const deposit = phone.getByTestId('deposit-card');
  await deposit.getByRole('textbox', { name: /^المبلغ بالدينار العراقي/ }).fill('١٥٠٠٠٠');
  await deposit.getByRole('button', { name: 'إيداع', exact: true }).click();
  // The provider's own page (English), then back on Sahm's /success.
  await phone.waitForURL((url) => url.pathname.startsWith('/sandbox/fastpay/pay/'), { timeout: 20_000 });
  await phone.getByRole('button', { name: /^Pay/ }).click();
  await phone.getByRole('link', { name: 'Return to Sahm' }).click();
  await phone.waitForURL((url) => url.pathname === '/success');
  await waitForScreen(phone);
  await visibleText(phone, 'تم الدفع بنجاح').waitFor({ timeout: 20_000 });
  await phone.getByRole('link', { name: 'الانتقال إلى لوحة التحكم' }).click();
  await expect.poll(() => digitsIn(phone.getByTestId('wallet-available')), { timeout: 20_000 }).toBe(150_000);

  // ── Buying on the property page: Buy card → payment method → wallet → terms → confirm ──
  await phone.goto(`/property-detail?id=${await seededPropertyId()}`);
  await waitForScreen(phone);
  const buy = phone.getByRole('region', { name: 'شراء حصص' });
  await buy.getByRole('textbox', { name: /عدد الحصص/ }).fill('٢');
  await buy.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
  const step = buy.getByTestId('payment-step');
  await choose(phone, step, 'الدفع عبر', /^المحفظة/);
  await step.getByRole('checkbox', { name: /أوافق على/ }).click();
  const pay = step.getByRole('button', { name: /^ادفع/ });
  const price = await digitsIn(pay);
  expect(price).toBeGreaterThan(0);
  await pay.click();
  await visibleText(phone, 'لقد استثمرت في هذا العقار بنجاح').waitFor({ timeout: 30_000 });
  await expect.poll(() => digitsIn(holding(phone, 'حصتك').getByText('الحصص التي تملكها', { exact: true }).locator('xpath=following-sibling::dd[1]')), { timeout: 15_000 }).toBe(2);
  expect(await horizontalOverflow(phone)).toBe(0);
  expect(phone.uncaughtErrors).toEqual([]);

  // ── Key steps in English at 1280 px: the same person signs in on a desktop and finds it all ──
  const desk = await newPage({ language: 'en', viewport: viewports.desktop });
  await desk.goto('/login');
  await waitForScreen(desk);
  await signInOnScreen(desk, who.email, who.password, { passwordLabel: /^password\W*$/i, submit: 'Login' });
  await desk.goto(`/property-detail?id=${await seededPropertyId()}`);
  await waitForScreen(desk);
  await expect.poll(() => factNumber(holding(desk), 'Tokens you own'), { timeout: 15_000 }).toBe(2);
  await desk.goto('/dashboard');
  await waitForScreen(desk);
  await expect.poll(() => digitsIn(desk.getByTestId('wallet-available')), { timeout: 15_000 }).toBe(150_000 - price);
  await desk.goto('/transactions');
  await waitForScreen(desk);
  const history = desk.getByRole('table', { name: 'All transactions' }).locator('tbody tr');
  await expect.poll(() => history.allTextContents(), { timeout: 15_000 }).toEqual(
    expect.arrayContaining([expect.stringContaining('Seller: Sahm platform · Buyer: you')]),
  );
  expect(desk.uncaughtErrors).toEqual([]);
});
