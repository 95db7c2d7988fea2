// The operator console (issue 13, decisions.md §9) in Chromium against the real
// API: an identity approved from its pictures (fetched through the signed
// links), a withdrawal paid out (in Arabic at 375 px), a cash deposit above the
// threshold that a second admin approves, a property created in four languages
// with a picture and edited (it shows on /home), a disabled account that can no
// longer sign in, a month's rent previewed and then paid, and a contact message
// that shows in the open console without a reload; axe in en and ar (every
// section, and the identity review and paid-at-a-branch dialogs), and visual
// references of the new-property form at 1280 px in en and ar.
import { readFileSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { signedInAccount } from './support/api.ts';
import { axeViolations, formatViolations } from './support/axe.ts';
import { baseUrl, horizontalOverflow, useBrowser, viewports, visibleText, waitForScreen, type E2EPage, type Language } from './support/browser.ts';
import { submittedIdentity } from './support/investor.ts';
import { openStill } from './support/stable.ts';
import { expectScreenshot } from './support/visual.ts';

const { newPage } = useBrowser();

async function api<T>(method: string, path: string, { token, body, key }: { token?: string; body?: unknown; key?: string } = {}): Promise<{ status: number; data: T; message?: string }> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { data: T; message?: string };
  return { status: res.status, data: json.data, message: json.message };
}

async function signIn(email: string, password: string): Promise<string> {
  const { status, data, message } = await api<{ token: string }>('POST', '/auth/login', { body: { email, password } });
  if (status !== 200 && status !== 201) throw new Error(`sign-in ${email}: ${status} ${message ?? ''}`);
  return data.token;
}

const ADMIN = { email: 'admin@sahm.iq', password: 'Admin1234' };
const ADMIN2 = { email: 'admin2@sahm.iq', password: 'Admin2345' };

async function console_(section: string, { token, language = 'en', viewport = viewports.desktop }: { token: string; language?: 'en' | 'ar'; viewport?: { width: number; height: number } }) {
  const page = await newPage({ token, language, viewport, bypassCSP: true });
  await page.goto(`/admin?section=${section}`);
  await waitForScreen(page);
  return page;
}

/** The user id of an account, as the console finds it by e-mail. */
async function userIdOf(email: string, adminToken: string): Promise<string> {
  const { data } = await api<{ items: { id: string; email: string }[] }>('GET', `/admin/users?search=${encodeURIComponent(email)}`, { token: adminToken });
  const found = data.items.find((u) => u.email === email);
  if (!found) throw new Error(`no user ${email}`);
  return found.id;
}

/** A small valid PNG (a two-colour 320×200 picture), made here: no fixture file. */
function png(width = 320, height = 200): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(y < height / 2 ? [27, 94, 87] : [230, 196, 120], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** The server's message for a code, as packages/domain words it in a language. */
const serverMessage = (language: Language, code: string) =>
  (JSON.parse(readFileSync(new URL(`../packages/domain/src/messages/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>)[code]!;

/** The row that mentions `text`, loading more of the list until it shows (other journeys add to the same queues). */
async function rowOf(page: E2EPage, text: string) {
  const row = page.getByRole('row').filter({ hasText: text });
  const more = page.getByRole('button', { name: /^(Load more|عرض المزيد)$/ });
  await expect
    .poll(
      async () => {
        if (await row.count()) return true;
        if (await more.isVisible()) await more.click();
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return row;
}

async function expectNoErrors(page: E2EPage) {
  expect(page.uncaughtErrors).toEqual([]);
}

describe('the operator console', () => {
  test('an admin approves the waiting identity request, looking at its pictures through the signed links', async () => {
    const token = await signIn(ADMIN.email, ADMIN.password);
    const page = await console_('identities', { token });
    const row = page.getByRole('row').filter({ hasText: 'applicant@sahm.iq' });
    await row.getByRole('button', { name: /^Review / }).click();
    const dialog = page.getByRole('dialog', { name: 'Identity verification request' });
    const front = dialog.getByRole('img', { name: 'Document, front' });
    await front.waitFor();
    // The picture really arrived (fetched with the admin's session from its 5-minute signed link).
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[role="dialog"] img[alt="Document, front"]');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    // Each picture shows once its own signed link has been fetched: the others may come a moment later.
    await expect.poll(() => dialog.getByRole('img').count()).toBeGreaterThanOrEqual(3);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('Verified').first().waitFor();
    // The approval's toast came after the dialog, and Radix gives Escape to the newest layer: the first
    // Escape closed the toast and left the dialog open. Now it closes the dialog (the toast stays to be read).
    await page.locator('[data-toast]').first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const applicant = await signIn('applicant@sahm.iq', 'Applicant123');
    const { data: profile } = await api<{ kycStatus: string }>('GET', '/user/user', { token: applicant });
    expect(profile.kycStatus).toBe('verified');
    await expectNoErrors(page);
  });

  test('in Arabic at 375 px an admin marks a withdrawal paid out at a branch', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const investor = await signedInAccount('wd');
    const userId = await userIdOf(investor.email, admin);
    // Cash at a branch (below the threshold: credited at once), then the investor asks for part of it back.
    expect((await api('POST', `/admin/users/${userId}/cash-deposit`, { token: admin, body: { amount: 400_000, branch: 'Karrada' }, key: crypto.randomUUID() })).status).toBe(201);
    const asked = await api<{ id?: string }>('POST', '/user/user/withdrawal-request', { token: investor.token, body: { amount: 150_000 } });
    expect([200, 201]).toContain(asked.status);

    const page = await console_('withdrawals', { token: admin, language: 'ar', viewport: viewports.phone });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const card = page.getByRole('listitem').filter({ hasText: investor.email });
    await card.getByRole('button', { name: 'تأكيد الدفع' }).click();
    const dialog = page.getByRole('dialog', { name: 'دُفع في أحد الفروع' });
    await dialog.getByRole('button', { name: 'تأكيد الدفع' }).click();
    await dialog.getByText('هذا الحقل مطلوب').waitFor();
    await dialog.getByRole('textbox', { name: 'الفرع' }).fill('أربيل، شارع الستين');
    await dialog.getByRole('button', { name: 'تأكيد الدفع' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await horizontalOverflow(page)).toBe(0);

    const { data } = await api<{ items: { user: { email: string }; branch: string | null }[] }>('GET', '/admin/withdrawals?status=paid', { token: admin });
    expect(data.items.find((w) => w.user.email === investor.email)?.branch).toBe('أربيل، شارع الستين');
    await expectNoErrors(page);
  });

  test('in Arabic at 375 px the console opened on a later section shows that section’s tab, and the last one is reached from the keyboard', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const page = await console_('rent', { token: admin, language: 'ar', viewport: viewports.phone });
    const nav = page.getByRole('tablist', { name: 'أقسام اللوحة' });
    const inView = async (name: string) => {
      const [row, tab] = await Promise.all([nav.boundingBox(), nav.getByRole('tab', { name }).boundingBox()]);
      // Within a pixel: a row scrolled to its end may leave a fraction of one over its edge.
      return !!row && !!tab && tab.x >= row.x - 1 && tab.x + tab.width <= row.x + row.width + 1;
    };
    const rent = nav.getByRole('tab', { name: 'دفعات الإيجار' });
    await expect.poll(() => rent.getAttribute('aria-selected')).toBe('true');
    // Eight sections do not fit in 375 px: the row scrolls, opened where the page is, with faded edges where tabs hide.
    await expect.poll(() => inView('دفعات الإيجار')).toBe(true);
    expect(await inView('الهويات')).toBe(false);
    expect(await nav.getAttribute('data-more-start')).not.toBeNull();
    await rent.focus();
    await page.keyboard.press('End');
    // The tabs move focus in a timer after the key (Radix's roving focus): Enter goes to the tab focused then.
    const audit = nav.getByRole('tab', { name: 'سجل التدقيق' });
    await expect.poll(() => audit.evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'سجل التدقيق' }).waitFor();
    await expect.poll(() => inView('سجل التدقيق')).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoErrors(page);
  });

  test('a cash deposit above the threshold waits for a second admin, who approves it', async () => {
    const [admin, admin2, investor] = await Promise.all([signIn(ADMIN.email, ADMIN.password), signIn(ADMIN2.email, ADMIN2.password), signedInAccount('cash')]);
    const first = await console_('users', { token: admin });
    await first.getByRole('searchbox', { name: 'Search users' }).fill(investor.email);
    await first.getByRole('button', { name: 'Search', exact: true }).click();
    await first.getByRole('row').filter({ hasText: investor.email }).getByRole('button', { name: /^Open / }).click();
    await first.getByRole('button', { name: 'Record a cash deposit' }).click();
    const dialog = first.getByRole('dialog', { name: 'Record a cash deposit' });
    await dialog.getByRole('textbox', { name: 'Amount (IQD)' }).fill('5,000,000');
    await dialog.getByRole('textbox', { name: 'Branch' }).fill('Baghdad, Karrada');
    await dialog.getByRole('button', { name: 'Record deposit' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The first admin may not approve what they recorded.
    await first.goto('/admin?section=cash');
    await waitForScreen(first);
    await first.getByRole('row').filter({ hasText: investor.name }).getByText('Another admin decides this one').waitFor();

    const second = await console_('cash', { token: admin2 });
    await second.getByRole('row').filter({ hasText: investor.name }).getByRole('button', { name: 'Approve' }).click();
    const confirm = second.getByRole('alertdialog', { name: 'Approve this cash deposit?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await confirm.waitFor({ state: 'detached' });

    const userId = await userIdOf(investor.email, admin);
    const { data } = await api<{ balance: { available: number } }>('GET', `/admin/users/${userId}`, { token: admin });
    expect(data.balance.available).toBe(5_000_000);
    await expectNoErrors(first);
    await expectNoErrors(second);
  });

  test('a property is created in four languages with a picture, edited, and shows on /home', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const page = await console_('properties', { token: admin });
    await page.getByRole('button', { name: 'New property' }).click();
    await page.getByRole('heading', { level: 2, name: 'New property' }).waitFor();
    const stamp = Date.now().toString(36);
    const group = (legend: string) => page.getByRole('group', { name: legend });
    const texts: Record<string, Record<string, string>> = {
      Name: { English: `Zakho Riverside ${stamp}`, Arabic: 'منازل ضفاف زاخو', 'Sorani Kurdish': 'خانووەکانی کەناری زاخۆ', 'Badini Kurdish': 'خانیێن لێڤا زاخۆ' },
      City: { English: 'Zakho', Arabic: 'زاخو', 'Sorani Kurdish': 'زاخۆ', 'Badini Kurdish': 'زاخۆ' },
      Description: { English: 'Family houses by the Khabur river.', Arabic: 'منازل عائلية على نهر الخابور.', 'Sorani Kurdish': 'خانووی خێزانی لە کەناری ڕووباری خابوور.', 'Badini Kurdish': 'خانیێن مالباتی ل سەر رووبارێ خابوورێ.' },
    };
    for (const [legend, values] of Object.entries(texts))
      for (const [language, value] of Object.entries(values)) await group(legend).getByRole('textbox', { name: new RegExp(`^${language}`) }).fill(value);
    await page.getByRole('textbox', { name: /^Total tokens/ }).fill('1000');
    await page.getByRole('textbox', { name: /^Valuation/ }).fill('250,000,000');
    await page.getByRole('textbox', { name: /^Property value/ }).fill('250,000,000');
    await page.getByRole('textbox', { name: /^Area/ }).fill('320');
    await page.getByRole('checkbox', { name: 'Locked (coming soon)' }).click();
    await page.getByRole('button', { name: 'Create property' }).click();

    // The editor of the new property: a picture, then an edit of its English name.
    await page.getByRole('heading', { level: 2, name: `Zakho Riverside ${stamp}` }).waitFor();
    await page.getByLabel('Pictures to add').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png() });
    await page.getByRole('button', { name: 'Upload pictures' }).click();
    await page.getByText('Picture 1 (cover)').waitFor();
    await group('Name').getByRole('textbox', { name: /^English/ }).fill(`Zakho Riverside Homes ${stamp}`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 2, name: `Zakho Riverside Homes ${stamp}` }).waitFor();

    const { data } = await api<{ items: { name: Record<string, string>; images: unknown[]; isLocked: boolean; pricePerToken: number }[] }>(
      'GET',
      `/admin/properties?search=${stamp}`,
      { token: admin },
    );
    expect(data.items).toHaveLength(1);
    expect(data.items[0]).toMatchObject({ name: { en: `Zakho Riverside Homes ${stamp}`, ar: 'منازل ضفاف زاخو', kr: 'خانووەکانی کەناری زاخۆ', bh: 'خانیێن لێڤا زاخۆ' }, isLocked: false, pricePerToken: 250_000 });
    expect(data.items[0]!.images).toHaveLength(1);

    await page.goto('/home');
    await waitForScreen(page);
    // The lists below the first screen load as they come near.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByText(`Zakho Riverside Homes ${stamp}`).first().waitFor({ state: 'attached' });
    await expectNoErrors(page);
  });

  test('a disabled account cannot sign in, with a clear message', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const investor = await signedInAccount('off');
    const userId = await userIdOf(investor.email, admin);
    const page = await newPage({ token: admin, language: 'en' });
    await page.goto(`/admin?section=users&id=${userId}`);
    await waitForScreen(page);
    await page.getByRole('button', { name: 'Disable account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable this account' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Asked by the owner after losing the phone');
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await visibleText(page, 'This account is disabled').waitFor();
    // Its sessions ended with it.
    expect((await api('GET', '/user/user', { token: investor.token })).status).toBe(401);
    await expectNoErrors(page);

    // The owner signs in on /login as anyone would, in English and in Arabic: refused, told why in their language, still signed out.
    const screens = [
      { language: 'en', email: /^e-?mail/i, password: /^password\W*$/i, submit: 'Login' },
      { language: 'ar', email: /^البريد الإلكتروني/, password: /^كلمة المرور/, submit: 'تسجيل الدخول' },
    ] as const;
    for (const { language, email, password, submit } of screens) {
      const login = await newPage({ language });
      await login.goto('/login');
      await waitForScreen(login);
      const form = login.locator('main form').first();
      await form.getByRole('textbox', { name: email }).fill(investor.email);
      await form.getByLabel(password).fill(investor.password);
      const answer = login.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/login');
      await form.getByRole('button', { name: submit }).click();
      expect((await answer).status()).toBe(403);
      await form.getByRole('alert').filter({ hasText: serverMessage(language, 'ACCOUNT_DISABLED') }).first().waitFor();
      expect(await login.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
      expect(new URL(login.url()).pathname).toBe('/login');
      await expectNoErrors(login);
    }
  });

  test('a month’s rent is previewed first, then paid once', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const page = await console_('rent', { token: admin });
    const month = page.getByRole('textbox', { name: /^Month/ });
    await month.fill('2026-09');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('table', { name: 'Preview for September 2026' });
    await preview.waitFor();
    const ready = await preview.getByText('Ready to pay').count();
    expect(ready).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Pay rent for September 2026' }).click();
    const confirm = page.getByRole('alertdialog', { name: "Pay this month's rent?" });
    await confirm.getByRole('button', { name: 'Pay rent' }).click();
    const paid = page.getByRole('table', { name: 'Rent paid for September 2026' });
    await paid.waitFor();
    expect(await paid.getByText('Paid out').count()).toBe(ready);
    await page.getByRole('table', { name: 'Runs made' }).getByText('September 2026').first().waitFor();

    // The same month again: every property is already paid, nothing is offered.
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('table', { name: 'Preview for September 2026' }).getByText('Already paid').first().waitFor();
    await visibleText(page, 'Nothing to pay for this month').waitFor();
    await expectNoErrors(page);
  });

  test('live, on the session’s one connection: a contact message sent while the console is open shows in its count and list without a reload', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const page = await newPage({ token: admin, viewport: viewports.desktop });
    const sockets: string[] = [];
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => {
        if (!socket.url().includes('/socket.io/')) return;
        sockets.push(socket.url());
        // socket.io's CONNECT answer: the server has joined this socket to the admin room.
        socket.on('framereceived', ({ payload }) => void (String(payload).startsWith('40') && resolve()));
      });
    });
    await page.goto('/admin?section=messages');
    await waitForScreen(page);
    await connected;
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const list = page.getByRole('table', { name: 'Contact messages' });
    // The section has loaded (its table, or its empty state on a fresh database) before the message is sent.
    await list.or(visibleText(page, 'No messages here')).waitFor();

    const name = `Live ${Date.now().toString(36)}`;
    const sent = await api('POST', '/auth/contact-email', { body: { name, email: 'live@example.com', message: 'Can I visit the Erbil apartments before buying?' } });
    expect([200, 201]).toContain(sent.status);
    await list.getByRole('rowheader', { name }).waitFor({ timeout: 15_000 });
    // The tab's count is the server's (other journeys may send messages too, so it is read, not assumed).
    const waiting = async () => (await api<{ unhandledContactMessages: number }>('GET', '/admin/summary', { token: admin })).data.unhandledContactMessages;
    const tab = page.getByRole('tab', { name: /^Contact messages/ });
    await expect.poll(async () => (await tab.textContent())?.includes(`${await waiting()} waiting`), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // One realtime connection in the tab: the console has no socket of its own.
    expect(sockets).toHaveLength(1);
    await expectNoErrors(page);
  });

  const screens = ['identities', 'withdrawals', 'cash', 'users', 'properties&id=new', 'rent', 'messages', 'audit'];
  test.each((['en', 'ar'] as const).flatMap((language) => screens.map((section) => [language, section] as const)))('has no axe violations in %s: %s', async (language, section) => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const page = await console_(section, { token: admin, language });
    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  // The console's dialogs, in en and ar: an identity request under review (with its pictures),
  // and a withdrawal being marked paid out at a branch, before and after its required field is missed.
  test.each(['en', 'ar'] as const)('the identity review dialog has no axe violations in %s', async (language) => {
    const [admin, applicant] = await Promise.all([signIn(ADMIN.email, ADMIN.password), signedInAccount('axekyc')]);
    const requestId = await submittedIdentity(applicant.token, 'Dilan Aziz');
    try {
      const page = await console_(`identities&id=${requestId}`, { token: admin, language });
      const dialog = page.getByRole('dialog');
      await dialog.getByText(applicant.email).first().waitFor();
      // Every picture has arrived through its signed link: the two sides and a frame per challenge.
      await page.waitForFunction(() => {
        const images = [...document.querySelectorAll<HTMLImageElement>('[role="dialog"] img')];
        return images.length >= 3 && images.every((img) => img.complete && img.naturalWidth > 0);
      }, undefined, { timeout: 20_000 });
      const violations = await axeViolations(page);
      expect(violations, formatViolations(violations)).toEqual([]);
      await expectNoErrors(page);
    } finally {
      // Decided, so the queue the other journeys read is left as it was.
      await api('POST', `/admin/kyc-requests/${requestId}/approve`, { token: admin, body: {} });
    }
  });

  test.each(['en', 'ar'] as const)('the paid-at-a-branch dialog has no axe violations in %s, also showing its error', async (language) => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const investor = await signedInAccount('axewd');
    const userId = await userIdOf(investor.email, admin);
    expect((await api('POST', `/admin/users/${userId}/cash-deposit`, { token: admin, body: { amount: 300_000, branch: 'Karrada' }, key: crypto.randomUUID() })).status).toBe(201);
    const asked = await api<{ requestId: string }>('POST', '/user/user/withdrawal-request', { token: investor.token, body: { amount: 100_000 } });
    expect(asked.status).toBe(201);
    try {
      const page = await console_('withdrawals', { token: admin, language });
      const words = language === 'en' ? { markPaid: 'Mark paid out', title: 'Paid out at a branch', required: 'this field is required' } : { markPaid: 'تأكيد الدفع', title: 'دُفع في أحد الفروع', required: 'هذا الحقل مطلوب' };
      await (await rowOf(page, investor.email)).getByRole('button', { name: words.markPaid }).click();
      const dialog = page.getByRole('dialog', { name: words.title });
      await dialog.getByRole('textbox').waitFor();
      let violations = await axeViolations(page);
      expect(violations, formatViolations(violations)).toEqual([]);

      await dialog.getByRole('button', { name: words.markPaid }).click();
      await dialog.getByText(words.required).waitFor();
      violations = await axeViolations(page);
      expect(violations, formatViolations(violations)).toEqual([]);
      await expectNoErrors(page);
    } finally {
      await api('POST', `/admin/withdrawals/${asked.data.requestId}/reject`, { token: admin, body: { reason: 'Accessibility check only' }, key: crypto.randomUUID() });
    }
  });

  // The new-property form at 1280 px: what does not move from run to run (the waiting counts
  // of the section tabs depend on the other journeys, so the tabs are masked).
  test.each(['en', 'ar'] as const)('looks as its reference at 1280 px in %s (a new property)', async (language) => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const page = await newPage({ token: admin, language, viewport: viewports.desktop });
    await openStill(page, '/admin?section=properties&id=new');
    // The signed-in header is another screen's: left out, so the console's reference does not move with it.
    await page.addStyleTag({ content: 'header { display: none !important; }' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expectScreenshot(page, `admin-new-property-${language}-desktop`, { mask: [page.getByRole('tablist')] });
  });
});
