import type { MessageCode } from '@sahm/domain';

export interface FieldError {
  field: string;
  code: MessageCode;
  params?: Record<string, string | number>;
}

/**
 * A refusal the client should see: HTTP status, a stable code (decisions.md
 * §2) that is also the key of the localized message, and optional field errors.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageCode,
    readonly params?: Record<string, string | number>,
    readonly fields?: FieldError[],
    /** Extra machine-readable data for the client (e.g. remaining attempts). */
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const badRequest = (code: MessageCode, fields?: FieldError[]) => new AppError(400, code, undefined, fields);
export const unauthorized = () => new AppError(401, 'SESSION_EXPIRED');
export const forbidden = () => new AppError(403, 'FORBIDDEN');
export const notFound = (code: MessageCode = 'NOT_FOUND') => new AppError(404, code);
export const conflict = (code: MessageCode, fields?: FieldError[]) => new AppError(409, code, undefined, fields);
