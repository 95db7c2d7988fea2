import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyChunk, useLoadAfterPaint } from './afterPaint';

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
