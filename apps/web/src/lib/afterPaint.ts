import { lazy, useEffect, type ComponentType } from 'react';

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

/**
 * A chunk that several lazy components come from, fetched once for all of
 * them (by `load`, e.g. after the first paint, or by the first to render). A
 * failed download is not remembered: the next `load` or lazy component tries
 * again.
 */
export function lazyChunk<M>(importer: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  const load = () =>
    (loading ??= importer().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    load,
    /** A React.lazy component of the chunk's export that `pick` names. */
    part: <P extends object>(pick: (chunk: M) => ComponentType<P>) => lazy(async () => ({ default: pick(await load()) })),
  };
}
