import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { CountUp } from './CountUp';

/** The figure drawn on screen (hidden from screen readers). */
const drawn = (container: HTMLElement) => container.querySelector('[data-count-up]')?.textContent;

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('CountUp', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date', 'setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('counts from 0 up to the value over the duration', () => {
    mockReducedMotion(false);
    const { container } = renderWithUI(<CountUp value={371} durationMs={3000} />);
    expect(drawn(container)).toBe('0');
    act(() => vi.advanceTimersByTime(1500));
    const midway = Number(drawn(container));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(371);
    act(() => vi.advanceTimersByTime(1600));
    expect(drawn(container)).toBe('371');
  });

  it('gives screen readers the final figure only, with prefix and suffix', () => {
    mockReducedMotion(false);
    const { container } = renderWithUI(<CountUp value={151} prefix="$" suffix="M" />);
    expect(container.querySelector('[data-count-up]')).toHaveAttribute('aria-hidden', 'true');
    expect(drawn(container)).toBe('$0M');
    // The readable text is the final figure, even before the count has run.
    expect(screen.getByText('$151M')).toBeInTheDocument();
  });

  it('shows the final figure at once when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    const { container } = renderWithUI(<CountUp value={40} suffix="M" />);
    expect(drawn(container)).toBe('40M');
  });

  it('waits until it scrolls into view', () => {
    mockReducedMotion(false);
    let reveal: (visible: boolean) => void = () => undefined;
    class FakeObserver {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        reveal = (visible) => callback([{ isIntersecting: visible }]);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = renderWithUI(<CountUp value={371} durationMs={1000} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(drawn(container)).toBe('0');
    act(() => reveal(true));
    act(() => vi.advanceTimersByTime(1100));
    expect(drawn(container)).toBe('371');
  });

  it('counts in the locale digits (Arabic, RTL)', () => {
    mockReducedMotion(false);
    const { container } = renderWithUI(<CountUp value={1500} durationMs={500} />, { locale: 'ar' });
    act(() => vi.advanceTimersByTime(600));
    expect(drawn(container)).toBe('١٬٥٠٠');
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    mockReducedMotion(true);
    const { container } = renderWithUI(<CountUp value={151} prefix="$" suffix="M" size="display" />);
    await expectNoAxeViolations(container);
  });
});
