import { isMessageCode, type MessageCode } from '@sahm/domain';
import { AppError } from './errors';

/** HTTP status for each refusal a money function can raise. */
const STATUS: Partial<Record<MessageCode, number>> = {
  SESSION_EXPIRED: 401,
  KYC_NOT_VERIFIED: 403,
  PHONE_NOT_VERIFIED: 403,
  PROPERTY_NOT_FOUND: 404,
  PROPERTY_LOCKED: 409,
  PROPERTY_SOLD_OUT: 409,
  NOT_ENOUGH_TOKENS: 409,
  INSUFFICIENT_BALANCE: 402,
  WITHDRAWAL_PENDING: 409,
  NO_PENDING_WITHDRAWAL: 404,
  WITHDRAWAL_NOT_FOUND: 404,
  WITHDRAWAL_DECIDED: 409,
  NOT_FOUND: 404,
  ACCOUNT_DISABLED: 409,
  RECEIVER_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  ORDER_CLOSED: 409,
  PRICE_OUT_OF_BAND: 400,
  ORDER_PRICE_OUT_OF_BAND: 409,
  FORBIDDEN: 403,
  WITHDRAWAL_OWN_REQUEST: 403,
  CASH_DEPOSIT_OWN_ACCOUNT: 403,
  CASH_DEPOSIT_OWN_REQUEST: 403,
  CASH_DEPOSIT_NOT_FOUND: 404,
  CASH_DEPOSIT_DECIDED: 409,
};

/**
 * CHECK constraints that say "no admin acts on their own account"
 * (migration 0016): the refusal they stand for, should a write reach them.
 */
const OWN_ACCOUNT_CHECKS: Record<string, MessageCode> = {
  withdrawal_requests_not_own_decision: 'WITHDRAWAL_OWN_REQUEST',
  cash_deposits_not_own_account: 'CASH_DEPOSIT_OWN_ACCOUNT',
  cash_deposit_requests_not_own_account: 'CASH_DEPOSIT_OWN_ACCOUNT',
  cash_deposit_requests_four_eyes: 'CASH_DEPOSIT_OWN_REQUEST',
};

/**
 * Money functions in PostgreSQL raise their refusal as the API's message code
 * (`RAISE EXCEPTION 'INSUFFICIENT_BALANCE'`); this turns them into AppErrors.
 * A CHECK violation on a user balance, or on an admin acting on their own
 * account, means the same as a refusal: the last line of defence held.
 */
export function fromDatabaseError(error: unknown): unknown {
  const e = error as { code?: string; message?: string; detail?: string; table?: string; constraint?: string };
  if (e.code === 'P0001' && e.message && isMessageCode(e.message)) {
    const code = e.message;
    const params: Record<string, string | number> = {};
    if (code === 'NOT_ENOUGH_TOKENS' && e.detail) params.available = Number(e.detail);
    if (code === 'MIN_INVESTMENT' && e.detail) params.amount = Number(e.detail);
    if (code === 'PRICE_OUT_OF_BAND' && e.detail) {
      const [min, max] = e.detail.split(',').map(Number) as [number, number];
      // The allowed range, for the message and for a client that wants to show it.
      const range = { min, max };
      return new AppError(400, code, range, [{ field: 'pricePerToken', code, params: range }], {
        minPricePerToken: min,
        maxPricePerToken: max,
      });
    }
    return new AppError(STATUS[code] ?? 400, code, params, undefined, code === 'NOT_ENOUGH_TOKENS' ? { available: params.available } : undefined);
  }
  if (e.code === '23514' && e.table === 'ledger_accounts') return new AppError(402, 'INSUFFICIENT_BALANCE');
  const own = e.code === '23514' && e.constraint ? OWN_ACCOUNT_CHECKS[e.constraint] : undefined;
  if (own) return new AppError(403, own);
  return error;
}
