import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

describe('useCountdown (shared by sign-up codes and the phone in /settings)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts idle without initial seconds, counts down from start() and stops at zero', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(3));
    expect(result.current.secondsLeft).toBe(3);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(2);
    act(() => void vi.advanceTimersByTime(2000));
    expect(result.current.secondsLeft).toBe(0);
    // Stopped: no timer left ticking.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('measures against the clock: a tab throttled past several ticks still shows the right time', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current.secondsLeft).toBe(60);
    act(() => {
      vi.setSystemTime(Date.now() + 45_000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.secondsLeft).toBe(14);
  });
});
