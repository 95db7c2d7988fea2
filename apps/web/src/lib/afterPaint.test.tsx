import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { importInTurns, lazyChunk, useLoadAfterPaint } from './afterPaint';

describe('useLoadAfterPaint', () => {
  it('loads once, after a frame, not during the render', async () => {
    const load = vi.fn(() => Promise.resolve());
    renderHook(() => useLoadAfterPaint(load));
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('an unmount before the frame loads nothing', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => useLoadAfterPaint(load));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed load is left to the lazy component: no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      // A plain function: a vi.fn would itself handle the promise it returns (mock.settledResults).
      let calls = 0;
      const load = () => {
        calls += 1;
        return Promise.reject(new Error('chunk failed'));
      };
      renderHook(() => useLoadAfterPaint(load));
      await waitFor(() => expect(calls).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('lazyChunk', () => {
  it('downloads once for every load and part', async () => {
    const importer = vi.fn(async () => ({ A: () => null, B: () => null }));
    const chunk = lazyChunk(importer);
    chunk.part((m) => m.A);
    chunk.part((m) => m.B);
    await Promise.all([chunk.load(), chunk.load()]);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a failed download is tried again by the next load', async () => {
    let attempts = 0;
    const chunk = lazyChunk(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { A: () => null };
    });
    await expect(chunk.load()).rejects.toThrow('offline');
    await expect(chunk.load()).resolves.toHaveProperty('A');
    expect(attempts).toBe(2);
  });
});

describe('importInTurns', () => {
  it('imports the rest only in a later task than the one that evaluated the first part', async () => {
    vi.useFakeTimers();
    try {
      const order: string[] = [];
      const load = importInTurns(
        async () => void order.push('first'),
        async () => {
          order.push('rest');
          return { Part: 'rest' };
        },
      );
      const loading = load();
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
      // The first part is in; the rest waits for a timer task, which the fake clock holds.
      expect(order).toEqual(['first']);
      await vi.runAllTimersAsync();
      await expect(loading).resolves.toEqual({ Part: 'rest' });
      expect(order).toEqual(['first', 'rest']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed first part fails the load, and the rest is not asked for', async () => {
    const rest = vi.fn(async () => ({}));
    await expect(importInTurns(() => Promise.reject(new Error('chunk failed')), rest)()).rejects.toThrow('chunk failed');
    expect(rest).not.toHaveBeenCalled();
  });
});
