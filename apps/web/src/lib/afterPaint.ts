import { useEffect } from 'react';

/**
 * Calls `load` once the frame after this component's first commit has painted:
 * for code a screen needs soon but not for its first paint (a chunk behind
 * React.lazy), so the first paint has the main thread and the network to
 * itself, and the code is usually here by the time the screen's data is.
 */
export function useLoadAfterPaint(load: () => unknown) {
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(load)));
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [load]);
}
