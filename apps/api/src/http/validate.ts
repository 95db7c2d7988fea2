import { isMessageCode, type MessageCode } from '@sahm/domain';
import type { z } from 'zod';
import { AppError, type FieldError } from './errors';

/** Parses with a domain schema; a failure becomes a 400 with one entry per bad field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const issue of result.error.issues) {
    // Unknown keys are reported once per key.
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k].join('.')) : [issue.path.join('.')];
    for (const field of keys) {
      if (seen.has(field)) continue;
      seen.add(field);
      const code: MessageCode = isMessageCode(issue.message)
        ? issue.message
        : issue.code === 'invalid_type'
          ? 'INVALID_TYPE'
          : issue.code === 'too_big'
            ? 'TOO_LONG'
            : 'VALIDATION_FAILED';
      fields.push({ field: field || '(body)', code: issue.code === 'unrecognized_keys' ? 'UNKNOWN_FIELD' : code });
    }
  }
  throw new AppError(400, fields[0]?.code ?? 'VALIDATION_FAILED', undefined, fields);
}
