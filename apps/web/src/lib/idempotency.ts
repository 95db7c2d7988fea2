import { useCallback, useRef } from 'react';

/** A fresh random key: 128 bits as a UUID where the page may use crypto.randomUUID (a secure context), else hex. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per user intent (decisions.md §3): sending the same
 * body again (a double click, a retry after a lost answer) reuses the key,
 * so the server answers with its first response instead of moving money
 * twice; a different body is a new intent with a new key. `done()` after a
 * success: the next submission, even of the same amount, is a new intent.
 */
export function useIdempotencyKey() {
  const current = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown): string => {
    const text = JSON.stringify(body ?? null);
    if (current.current?.body !== text) current.current = { body: text, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
