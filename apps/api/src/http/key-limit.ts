import { AppError } from './errors';

/**
 * A per-key limit in fixed windows, in this API process: `take(key)` counts
 * one use and refuses the one past `max` with 429 RATE_LIMITED and the
 * seconds until the window ends. For limits @fastify/rate-limit cannot hold:
 * a key read from the parsed body or shared by several routes (it runs one
 * limiter per request, before the handler). Ended windows are forgotten as
 * the map grows, so it stays as small as the active keys.
 */
export function keyLimit(max: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key: string): void {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        if (windows.size > 10_000) for (const [k, old] of windows) if (t - old.start >= windowMs) windows.delete(k);
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      if (w.count >= max) {
        const seconds = Math.max(1, Math.ceil((w.start + windowMs - t) / 1000));
        throw new AppError(429, 'RATE_LIMITED', { seconds }, undefined, { retryAfterSeconds: seconds });
      }
      w.count += 1;
    },
  };
}
