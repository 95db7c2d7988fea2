import { expect } from 'vitest';
import type { z } from 'zod';

type Result = { success: boolean; error?: { issues: { code?: string; path: PropertyKey[]; message: string }[] } };

/**
 * A parse result's issues as `path:CODE`, in order; [] when it passed. Each
 * issue must also carry one of zod's issue kinds: the api reads `code` to
 * tell an unknown field from a bad value (apps/api/src/http/validate.ts).
 */
export function issues(result: Result): string[] {
  for (const issue of result.error?.issues ?? []) expect(issue.code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  return result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
}

/** The parsed value, failing the test with the issues when it did not parse. */
export function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  expect(issues(result as Result)).toEqual([]);
  return result.data as z.output<S>;
}

/** What the api answers (apps/api/src/http/validate.ts) and forms show: the first issue of each field, as `path:CODE`. */
export function fieldErrors(result: Result): string[] {
  const seen = new Set<string>();
  return issues(result).filter((entry) => {
    const field = entry.slice(0, entry.lastIndexOf(':'));
    if (seen.has(field)) return false;
    seen.add(field);
    return true;
  });
}
