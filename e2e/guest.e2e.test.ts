// Journey (a): a guest browses home → a category (View all) → a property →
// about → contact, and sends a contact message that reaches support.
import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import { waitForMessage } from './support/api.ts';
import { heading, useBrowser, viewports, visibleText, waitForNetworkIdle, waitForNextScreen, waitForScreen } from './support/browser.ts';

const { newPage } = useBrowser();

test('a guest browses from home to a property, reads about us and writes to support', async () => {
  const page = await newPage();

  await page.goto('/home');
  await waitForScreen(page);

  // "View all" goes to /view-properties with state Available, Funded, Locked or All (spec.md §2).
  const viewAll = page.getByRole('link', { name: /view all/i }).or(page.getByRole('button', { name: /view all/i })).first();
  await viewAll.click();
  await page.waitForURL(/\/view-properties\?state=(Available|Funded|Locked|All)\b/);
  const state = new URL(page.url()).searchParams.get('state');
  // The heading is the state plus "Properties".
  await page.locator('main h1', { hasText: new RegExp(`${state}\\s+Properties`, 'i') }).waitFor();
  await waitForScreen(page);

  // An unlocked card opens the property's detail page.
  const card = page.locator('main a[href*="/property-detail?id="]').first();
  const href = await card.getAttribute('href');
  let before = await heading(page);
  await card.click();
  await page.waitForURL((url) => url.pathname === '/property-detail' && !!url.searchParams.get('id'));
  expect(page.url()).toContain(href!);
  await waitForNextScreen(page, before);

  // The header's About menu: About us, then Contact us.
  const aboutMenu = async (item: string) => {
    await page.getByRole('banner').getByRole('button', { name: 'About', exact: true }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };
  before = await heading(page);
  await aboutMenu('About us');
  await page.waitForURL('**/about-us');
  await waitForNextScreen(page, before);

  before = await heading(page);
  await aboutMenu('Contact us');
  await page.waitForURL('**/contact-us');
  await waitForNextScreen(page, before);

  const marker = `e2e-${randomBytes(4).toString('hex')}`;
  const form = page.locator('main form').first();
  await form.getByRole('textbox', { name: /name/i }).first().fill('Journey Guest');
  await form.getByRole('textbox', { name: /e-?mail/i }).first().fill(`${marker}@example.com`);
  await form.getByRole('textbox', { name: /message/i }).first().fill(`Hello from the browser journey ${marker}.`);
  await form.getByRole('button', { name: /send|submit/i }).click();

  // Success shows the server's message (spec.md §2), and the e-mail reaches support.
  await visibleText(page, 'Thank you! Your message has been sent.').waitFor();
  const mail = await waitForMessage('support@sahm.iq', (m) => m.body.includes(marker));
  expect(mail.body).toContain(`Journey Guest <${marker}@example.com>`);
  expect(mail.body).toContain('Account: not signed in');

  expect(page.uncaughtErrors).toEqual([]);
});

// BrowserRouter keeps the window where it was: a card halfway down the list opened the property halfway down
// its page, a footer link the next page at its end (lib/useScrollTopOnNavigate).
test('a link opens the next screen at its top, and Back returns to the same place in the list', async () => {
  const page = await newPage({ language: 'ar', viewport: viewports.phone });
  await page.goto('/view-properties?state=All');
  await waitForScreen(page);
  await waitForNetworkIdle(page);
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  // Down the list with the finger, to a card the first screen did not show.
  const cards = page.locator('main a[href*="/property-detail?id="]');
  const target = cards.nth((await cards.count()) - 1);
  await target.scrollIntoViewIfNeeded();
  const down = await scrollY();
  expect(down).toBeGreaterThan(400);
  const list = await heading(page);
  await target.click();
  await page.waitForURL((url) => url.pathname === '/property-detail');
  await waitForNextScreen(page, list);
  expect(await scrollY()).toBe(0);

  const property = await heading(page);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/view-properties');
  await waitForNextScreen(page, property);
  await expect.poll(scrollY).toBeGreaterThan(down - 100);

  // From the foot of the page, a footer link to another screen.
  const footerLink = page.locator('footer').getByRole('link', { name: 'من نحن' });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await scrollY()).toBeGreaterThan(400);
  await footerLink.click();
  await page.waitForURL((url) => url.pathname === '/about-us');
  await waitForNextScreen(page, list);
  expect(await scrollY()).toBe(0);
  expect(page.uncaughtErrors).toEqual([]);
});
