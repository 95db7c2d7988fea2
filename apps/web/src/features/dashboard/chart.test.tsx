import { act, cleanup, configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/app';
import { FakeObserver } from '../../test/intersectionObserver';
import { dashboard } from './test/fixtures';

// The dashboard's chart (nivo, a chunk of its own) waits until its card comes near the
// viewport: on a phone it is below the wallet and the forms, and drawing it with the first
// screen cost the first paint. This pins that wait; lib/deferred's own tests cover the rest.

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

/** How often the chart's chunk was imported, and a stand-in for it that says it was drawn. */
const chunk = vi.hoisted(() => ({ imports: 0 }));
vi.mock('./components/YearChart', () => {
  chunk.imports += 1;
  return { default: ({ seriesLabel }: { seriesLabel: string }) => <div data-testid="year-chart">{seriesLabel}</div> };
});

beforeEach(() => {
  FakeObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  // The idle rendering of deferred sections never comes, so only nearness can draw the chart.
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => {
  // Unmount while the stubs stand: the screens' effects cancel their idle callbacks on the way out.
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('the yearly chart is fetched and drawn only when its card comes near the viewport; its table is there from the start', async () => {
  renderApp('/dashboard', { token: 't'.repeat(43), api: { 'GET /user/user/dashboard': { body: { data: dashboard() } } } });
  expect(await screen.findByTestId('wallet-available', {}, { timeout: 10_000 })).toHaveTextContent('2,500,000');
  const table = screen.getByRole('table', { name: 'Tokens you held and their value at the end of each year' });
  expect(table).toHaveTextContent('2026');
  expect(document.querySelector('#chart-title ~ [data-deferred]')).not.toBeNull();
  expect(screen.queryByTestId('year-chart')).toBeNull();
  expect(chunk.imports).toBe(0);

  act(() => FakeObserver.enterAll());
  const drawn = await screen.findAllByTestId('year-chart', {}, { timeout: 10_000 });
  expect(drawn.map((figure) => figure.textContent)).toEqual(['Tokens', 'Asset value']);
  expect(chunk.imports).toBe(1);
});
