import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Waits for a toast of the given tone whose text includes `message`. */
export async function expectToast(message: string, tone: 'success' | 'error' | 'info' | 'warning' = 'success') {
  await waitFor(() => {
    const toasts = [...document.querySelectorAll(`[data-tone="${tone}"]`)];
    expect(toasts.map((toast) => toast.textContent ?? '').some((text) => text.includes(message))).toBe(true);
  });
}

/** Enters a code in the OtpInput the way a phone's autofill does: a paste into the first box. */
export async function enterCode(code: string, user = userEvent.setup()) {
  const first = await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
  await user.click(first);
  await user.paste(code);
}

/** The path of the latest page view: where the router has arrived. */
export function lastPageView(calls: { path: string; body: unknown }[]) {
  const views = calls.filter((call) => call.path === '/user/analytics/page-view');
  return (views.at(-1)?.body as { path?: string } | undefined)?.path;
}
