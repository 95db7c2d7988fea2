import { AppError } from '../http/errors';

/**
 * Keyset paging (stable under concurrent inserts: a page starts strictly after
 * the last row the client saw, never at an offset). The cursor is opaque to
 * clients: base64url JSON of the sort it belongs to and the last row's keys.
 */
export interface KeysetCursor {
  /** The sort the cursor was made for; a cursor from another sort is refused. */
  s: string;
  /** The sort column's value (null when sorting by time alone). */
  k: number | null;
  /** created_at as exact UTC text with microseconds (JS Dates keep only milliseconds). */
  t: string;
  /** The row id: the final tie-breaker. */
  i: string;
  /** The total counted for the list's first page, and which list it counted (history.ts), so later pages need not count again. */
  n?: number;
  l?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LIST = /^[A-Za-z0-9_-]{16}$/;
const EXACT_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** SQL giving created_at in the cursor's exact text form. */
export const exactTimeSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const invalid = () => new AppError(400, 'CURSOR_INVALID', undefined, [{ field: 'cursor', code: 'CURSOR_INVALID' }]);

/** Reads a cursor back, refusing anything this server did not make for this sort. */
export function decodeCursor(raw: string, sort: string, keyed: boolean): KeysetCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const c = value as Partial<KeysetCursor> | null;
  if (
    !c ||
    typeof c !== 'object' ||
    c.s !== sort ||
    typeof c.t !== 'string' ||
    !EXACT_UTC.test(c.t) ||
    typeof c.i !== 'string' ||
    !UUID.test(c.i) ||
    (keyed ? !Number.isSafeInteger(c.k) : c.k !== null) ||
    (c.n !== undefined && !(Number.isSafeInteger(c.n) && c.n >= 0)) ||
    (c.l !== undefined && !(typeof c.l === 'string' && LIST.test(c.l))) ||
    (c.n === undefined) !== (c.l === undefined)
  ) {
    throw invalid();
  }
  return { s: c.s, k: c.k ?? null, t: c.t, i: c.i, ...(c.n !== undefined && c.l !== undefined ? { n: c.n, l: c.l } : {}) };
}

/** Repeated query parameters (`type=a&type=b`) as one comma-separated value, the form the schemas read. */
export function joinRepeated(query: unknown, keys: readonly string[]): unknown {
  if (!query || typeof query !== 'object') return query;
  const out: Record<string, unknown> = { ...(query as Record<string, unknown>) };
  for (const key of keys) {
    const v = out[key];
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) out[key] = v.join(',');
  }
  return out;
}
