// The property page's trading cards and the payment providers' sandbox pages,
// in English: what the buying journeys (trade, onboarding) do step by step.
import type { Locator, Page } from 'playwright-core';
import { visibleText, waitForScreen } from './browser.ts';

/** The number after a label in a card ("Tokens you own 120"). */
export async function factNumber(card: Locator, label: string): Promise<number> {
  const text = (await card.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

export async function choose(page: Page, container: Locator, combobox: string, option: string | RegExp) {
  await container.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The buy card's count, then the payment-method screen. */
export async function toPayment(page: Page, count: string) {
  const buy = page.getByRole('region', { name: 'Buy shares' });
  await buy.getByRole('textbox', { name: /Number of tokens/ }).fill(count);
  await buy.getByRole('button', { name: 'Continue to payment' }).click();
  const step = buy.getByTestId('payment-step');
  await step.waitFor();
  return step;
}

/** On the sandbox's page: pay, then back to Sahm's /success. */
export async function payOnSandbox(page: Page, provider: 'fastpay' | 'card') {
  await page.waitForURL((url) => url.pathname.startsWith(`/sandbox/${provider}/pay/`), { timeout: 20_000 });
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.getByRole('link', { name: 'Return to Sahm' }).click();
  await page.waitForURL((url) => url.pathname === '/success');
  await waitForScreen(page);
  await visibleText(page, 'Payment successful').waitFor({ timeout: 20_000 });
}

/** The property page's holding card (its name in the page's language). */
export const holding = (page: Page, name = 'Your holding') => page.getByRole('region', { name });

/**
 * Resolves once the page's realtime connection is up: socket.io's CONNECT
 * answer ("40…") on its websocket. Call before navigating.
 */
export function realtimeConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}
