import { useEffect } from 'react';

/**
 * Calls `load` once the frame after this component's first commit has painted:
 * for code a screen needs soon but not for its first paint (a chunk behind
 * React.lazy), so the first paint has the main thread and the network to
 * itself, and the code is usually here by the time the screen's data is.
 * A failure is the lazy component's to show when it renders (its error
 * boundary), not an unhandled rejection here.
 */
export function useLoadAfterPaint(load: () => Promise<unknown>) {
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => void load().catch(() => undefined))));
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [load]);
}
