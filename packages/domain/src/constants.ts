/** Business constants from spec.md §9 and decisions.md. Amounts are whole IQD. */

/** Smallest primary purchase, enforced (decisions.md §4). */
export const MIN_INVESTMENT_IQD = 100_000;
/** Smallest deposit (spec.md §5). */
export const MIN_DEPOSIT_IQD = 10_000;
/** Gift fee: 1% of the shares value, in basis points. */
export const GIFT_FEE_BPS = 100;
/** Transaction lists page size (spec.md §9). */
export const TRANSACTION_PAGE_SIZE = 8;
/** OTP length for e-mail, 2FA and phone codes. */
export const OTP_LENGTH = 6;
/** Minimum age to invest. */
export const MIN_AGE_YEARS = 18;
/** Username and name minimum length. */
export const MIN_NAME_LENGTH = 3;
/** Password minimum length. */
export const MIN_PASSWORD_LENGTH = 8;
/** Toast lifetime (spec.md §9). */
export const TOAST_DURATION_MS = 3000;

/**
 * Events the server sends to the realtime `admin` room (decisions.md §11),
 * so the console updates its counts (GET /admin/summary) and lists without a
 * reload. Payloads are the `AdminRoomEvents` of schemas/admin.ts. Kept here, free of
 * zod, because the web app's first chunk (its one realtime connection) needs
 * the names.
 */
export const adminRoomEvents = [
  'kyc-request',
  'withdrawal-requested',
  'withdrawal-decided',
  'cash-deposit-requested',
  'cash-deposit-decided',
  'contact-message',
  'contact-message-handled',
] as const;
export type AdminRoomEvent = (typeof adminRoomEvents)[number];
