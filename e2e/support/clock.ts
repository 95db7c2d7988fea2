// One fixed moment for a page reference: the browser's clock stands still at
// PINNED_NOW, and every time the API answers with is moved to PINNED_AT.
// Times on the account screens come from the server (a row's timestamp, a
// notification's "2 hours ago" computed by the API), so a browser clock
// alone cannot hold them; the journeys that check what the times say run
// without this.
import type { Page } from 'playwright-core';

/** What the browser takes as now: Saturday 14 March 2026, 15:00 in Baghdad. */
export const PINNED_NOW = new Date('2026-03-14T12:00:00Z');
/** Every timestamp the API sends: two and a half hours before PINNED_NOW. */
export const PINNED_AT = '2026-03-14T09:30:00.000Z';
/** How long ago PINNED_AT is, as the API says it (src/notifications/notifier.ts relativeTime). */
const PINNED_RELATIVE = { unit: 'hours', value: 2 } as const;
const PINNED_YEAR = 2026;

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)$/;

/** A JSON answer with each timestamp, relative time and chart year pinned. */
export function pinTimes(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return ISO_TIME.test(value) ? PINNED_AT : value;
  if (Array.isArray(value)) return value.map((v) => pinTimes(v, key));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (key === 'relative') return PINNED_RELATIVE;
    return Object.fromEntries(
      entries.map(([k, v]) => [k, key === 'tokensBySource' && k === 'year' && typeof v === 'number' ? PINNED_YEAR : pinTimes(v, k)]),
    );
  }
  return value;
}

/**
 * Call before the first navigation: the browser's clock set to PINNED_NOW
 * (timers keep running), and the signed-in API's JSON answers with their
 * times pinned (files and everything else pass untouched).
 */
export async function pinClock(page: Page) {
  await page.clock.setFixedTime(PINNED_NOW);
  await page.route(
    (url) => url.pathname.startsWith('/api/user/') && !url.pathname.startsWith('/api/user/files/'),
    async (route) => {
      const response = await route.fetch();
      if (!(response.headers()['content-type'] ?? '').includes('application/json')) return route.fulfill({ response });
      return route.fulfill({ response, json: pinTimes(await response.json()) });
    },
  );
}
