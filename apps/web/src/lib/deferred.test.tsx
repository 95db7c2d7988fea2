import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver } from '../test/intersectionObserver';
import { Deferred, IDLE_REVEAL_DELAY_MS, RevealDeferred } from './deferred';

beforeEach(() => {
  FakeObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

const page = () => (
  <main>
    <h1>Top</h1>
    <Deferred estimatedBlockSize={400} id="first">
      <h2>First section</h2>
    </Deferred>
    <Deferred estimatedBlockSize={300}>
      <h2>Second section</h2>
    </Deferred>
  </main>
);

describe('Deferred sections', () => {
  it('hold a placeholder of the estimated size, with the id, until they come near the viewport', () => {
    const { container } = render(page());
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    const placeholders = container.querySelectorAll('[data-deferred]');
    expect(placeholders).toHaveLength(2);
    expect(placeholders[0]).toHaveAttribute('id', 'first');
    expect(placeholders[0]).toHaveStyle({ minBlockSize: '400px' });
    // Half a screen ahead, so they render before they are reached.
    expect(FakeObserver.all[0]!.options?.rootMargin).toBe('50% 0px');

    act(() => FakeObserver.enter(placeholders[0]!));
    expect(screen.getByRole('heading', { level: 2, name: 'First section' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Second section' })).toBeNull();
  });

  it('all render at once inside RevealDeferred, or when the reader searches the page (Ctrl+F, F3)', () => {
    const { rerender } = render(<RevealDeferred.Provider value={false}>{page()}</RevealDeferred.Provider>);
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    rerender(<RevealDeferred.Provider value>{page()}</RevealDeferred.Provider>);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('render the rest one by one once the page has loaded and the browser is idle', () => {
    vi.useFakeTimers();
    try {
      render(page());
      expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
      // jsdom has no requestIdleCallback: the short timeout stands in for an idle period.
      act(() => void vi.advanceTimersByTime(IDLE_REVEAL_DELAY_MS + 100));
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['First section']);
      act(() => void vi.advanceTimersByTime(100));
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('one drawn for the eye alone (onlyNear) waits for the viewport: not rendered when idle nor for find-in-page', () => {
    vi.useFakeTimers();
    try {
      const { container } = render(
        <main>
          <Deferred estimatedBlockSize={280} onlyNear>
            <svg aria-label="Chart" role="img" />
          </Deferred>
          <Deferred estimatedBlockSize={300}>
            <h2>Table</h2>
          </Deferred>
        </main>,
      );
      act(() => void vi.advanceTimersByTime(IDLE_REVEAL_DELAY_MS + 1000));
      fireEvent.keyDown(window, { key: 'f', ctrlKey: true });
      expect(screen.getByRole('heading', { level: 2, name: 'Table' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Chart' })).toBeNull();
      act(() => FakeObserver.enter(container.querySelector('[data-deferred]')!));
      expect(screen.getByRole('img', { name: 'Chart' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('render everything for find-in-page', () => {
    render(page());
    act(() => void fireEvent.keyDown(window, { key: 'f', ctrlKey: true }));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('render straight away where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(page());
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
