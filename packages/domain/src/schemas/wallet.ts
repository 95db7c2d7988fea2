import { z } from 'zod';
import { MIN_DEPOSIT_IQD, TRANSACTION_PAGE_SIZE } from '../constants';
import type { MessageCode } from '../messages';
import { code, text } from './common';
import { MAX_WALLET_AMOUNT_IQD, MIN_WITHDRAWAL_IQD } from '../formRules';
import { dinars, paymentMethods } from './money';
import type { TransactionRent } from './rent';

// The rules' numbers live zod-free in ../formRules (the dashboard's forms use them without zod).
export { MAX_WALLET_AMOUNT_IQD, MIN_WITHDRAWAL_IQD } from '../formRules';

/** A whole-dinar amount of at least `min`: zero, fractions, negatives and the minimum each get their own message. */
function amountAtLeast(min: number, minCode: MessageCode) {
  return dinars('TOKENS_ZERO', MAX_WALLET_AMOUNT_IQD).pipe(z.number().min(min, code(minCode)));
}

/** POST /user/withdrawal-request. */
export const withdrawalRequestBody = z.strictObject({ amount: amountAtLeast(MIN_WITHDRAWAL_IQD, 'MIN_WITHDRAWAL') }, code('UNKNOWN_FIELD'));
export type WithdrawalRequestBody = z.infer<typeof withdrawalRequestBody>;

/** POST /admin/users/{id}/cash-deposit: cash counted in at a branch. */
export const cashDepositBody = z.strictObject(
  { amount: amountAtLeast(MIN_DEPOSIT_IQD, 'MIN_DEPOSIT'), branch: text(100) },
  code('UNKNOWN_FIELD'),
);
export type CashDepositBody = z.infer<typeof cashDepositBody>;

/** POST /admin/withdrawals/{id}/reject. */
export const rejectWithdrawalBody = z.strictObject({ reason: text(500) }, code('UNKNOWN_FIELD'));

/** A path id: anything that is not a uuid names nothing. */
export const idParams = z.strictObject({ id: z.uuid(code('NOT_FOUND')) });

export const transactionTypes = ['buy', 'sell', 'receive', 'rent', 'revenue', 'token_purchase', 'deposit', 'withdraw', 'gift', 'received'] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const transactionStatuses = ['success', 'completed', 'pending', 'failed', 'rejected', 'inprogress', 'canceled'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];
export const transactionSorts = ['newest', 'oldest', 'sharesAsc', 'sharesDesc', 'amountAsc', 'amountDesc'] as const;
export type TransactionSort = (typeof transactionSorts)[number];
/** How a transaction was paid, as the history shows it: the choices a client has, plus cash at a branch and the platform (rent, revenue). */
export const transactionPaymentMethods = ['cash', ...paymentMethods, 'platform'] as const;
export type TransactionPaymentMethod = (typeof transactionPaymentMethods)[number];

/**
 * What each history call lists (spec.md §7 Transactions). `wallet` is money
 * moving into or out of the wallet other than a token trade (deposits,
 * withdrawals, rent, revenue); trades paid from the wallet are in `list`,
 * with paymentWith 'wallet'.
 */
export const transactionCategories = {
  list: ['buy', 'sell', 'receive', 'rent', 'revenue', 'token_purchase', 'gift', 'received'],
  wallet: ['deposit', 'withdraw', 'rent', 'revenue'],
  gift: ['gift', 'received'],
} as const satisfies Record<string, readonly TransactionType[]>;

/** "Gift", "token purchase", "In progress" → the stored spelling. */
const normalizeWord = (v: string) => v.trim().toLowerCase().replace(/[\s-]+/g, '_');

/**
 * One value or several, comma-separated (`type=buy,sell`); the route joins
 * repeated parameters (`type=buy&type=sell`) the same way.
 */
function oneOrSeveral<T extends string>(values: readonly T[], aliases: Record<string, T> = {}) {
  return z
    .string({ error: 'INVALID_TYPE' })
    .max(200, code('TOO_LONG'))
    .transform((raw, ctx) => {
      const out = new Set<T>();
      for (const part of raw.split(',')) {
        if (!part.trim()) continue;
        const word = normalizeWord(part);
        const value = aliases[word] ?? (values as readonly string[]).find((v) => v === word);
        if (!value) {
          ctx.addIssue({ code: 'custom', message: 'INVALID_TYPE' });
          return z.NEVER;
        }
        out.add(value as T);
      }
      return [...out];
    });
}

/** Baghdad has been UTC+3 all year since 2008: a date without a time is a day there. */
export const IRAQ_UTC_OFFSET = '+03:00';

/** A day of the calendar: Date rolls 2024-02-30 over to 1 March instead of refusing it. */
function isCalendarDay(day: string): boolean {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

// Mutation testing: without `^` (and with `day === undefined` below taken
// away) the mutants survive and cannot be killed: whatever they let through
// is not a calendar day, which isCalendarDay refuses as DATE_INVALID anyway.
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO 8601 date-time with seconds optional and its UTC offset required (no offset would mean the server's zone). */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,6})?)?(?:Z|[+-](?:0\d|1[0-4]):[0-5]\d)$/;

/**
 * A date, YYYY-MM-DD, meaning that day in Iraq (from its midnight at UTC+3),
 * or an ISO date-time with its offset. Anything else, including what
 * `Date.parse` would read in the server's time zone ("yesterday",
 * "2024/03/01") and days or times that do not exist, is DATE_INVALID.
 */
const dateParam = z
  .string({ error: 'INVALID_TYPE' })
  .max(40, code('TOO_LONG'))
  .transform((raw, ctx) => {
    const v = raw.trim();
    const dateOnly = DAY.test(v);
    const day = dateOnly ? v : DATE_TIME.exec(v)?.[1];
    if (day === undefined || !isCalendarDay(day)) {
      ctx.addIssue({ code: 'custom', message: 'DATE_INVALID' });
      return z.NEVER;
    }
    return { at: new Date(dateOnly ? `${v}T00:00:00${IRAQ_UTC_OFFSET}` : v), dateOnly };
  });

const pageLimit = (fallback: number) =>
  z.coerce.number({ error: 'INVALID_TYPE' }).int(code('INVALID_TYPE')).min(1, code('INVALID_TYPE')).max(100, code('INVALID_TYPE')).default(fallback);
/** The opaque `nextCursor` of the previous page. */
const cursor = z.string({ error: 'INVALID_TYPE' }).max(500, code('TOO_LONG')).optional();
const uuidParam = z.string({ error: 'INVALID_TYPE' }).max(36, code('TOO_LONG')).pipe(z.uuid(code('INVALID_TYPE')));

/** GET /transaction/list | wallet-transaction | gift-transaction. */
export const transactionListQuery = z
  .strictObject(
    {
      limit: pageLimit(TRANSACTION_PAGE_SIZE),
      cursor,
      sort: z.enum(transactionSorts, code('INVALID_TYPE')).default('newest'),
      type: oneOrSeveral(transactionTypes, { token_purchases: 'token_purchase', tokenpurchase: 'token_purchase' }).optional(),
      status: oneOrSeveral(transactionStatuses, { in_progress: 'inprogress', cancelled: 'canceled' }).optional(),
      propertyId: uuidParam.optional(),
      from: dateParam.optional(),
      to: dateParam.optional(),
    },
    code('UNKNOWN_FIELD'),
  )
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from.at.getTime() > q.to.at.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'DATE_RANGE_INVALID' });
    }
  });
export type TransactionListQuery = z.output<typeof transactionListQuery>;

export const withdrawalStatuses = ['pending', 'paid', 'rejected', 'canceled'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** GET /admin/withdrawals. */
export const adminWithdrawalListQuery = z.strictObject(
  {
    status: z.enum(withdrawalStatuses, code('INVALID_TYPE')).optional(),
    sort: z.enum(['newest', 'oldest'], code('INVALID_TYPE')).default('newest'),
    limit: pageLimit(20),
    cursor,
  },
  code('UNKNOWN_FIELD'),
);

/**
 * GET /admin/audit-log: by admin, action (exact, or every action of a kind
 * with a trailing dot: `cash_deposit.`), target and date range (`from`,
 * `to`: dates in Iraq or date-times, `to` inclusive as in the history).
 */
export const auditLogQuery = z
  .strictObject(
    {
      action: z.string({ error: 'INVALID_TYPE' }).max(100, code('TOO_LONG')).optional(),
      targetType: z.string({ error: 'INVALID_TYPE' }).max(50, code('TOO_LONG')).optional(),
      targetId: z.string({ error: 'INVALID_TYPE' }).max(100, code('TOO_LONG')).optional(),
      adminId: uuidParam.optional(),
      from: dateParam.optional(),
      to: dateParam.optional(),
      limit: pageLimit(50),
      cursor,
    },
    code('UNKNOWN_FIELD'),
  )
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from.at.getTime() > q.to.at.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'DATE_RANGE_INVALID' });
    }
  });
export type AuditLogQuery = z.output<typeof auditLogQuery>;

// Response shapes, for the web app.

export interface WalletBalance {
  available: number;
  held: number;
  currency: 'IQD';
}

/** A trade's other side as the history shows it: the platform, a user, or the caller. */
export type Party = 'platform' | 'you' | { username: string };

export interface TransactionItem {
  id: string;
  time: string;
  type: TransactionType;
  /** Localized display label: "Gift", "Received", "Token purchase"… */
  typeLabel: string;
  status: TransactionStatus;
  statusLabel: string;
  asset: { propertyId: string; name: string } | null;
  tokens: number | null;
  pricePerToken: number | null;
  /** Shares value (tokens × price) when tokens moved, else the amount. */
  value: number;
  amount: number;
  fee: number;
  paymentWith: TransactionPaymentMethod;
  seller: Party | null;
  buyer: Party | null;
  counterparty: { username: string } | null;
  /** What the caller can do with it: 'cancel' for a pending withdrawal. */
  action: 'cancel' | null;
  referenceId: string | null;
  /** A `rent` row: the run that paid it (gross, fee, net, per token, the month, the tokens held); null otherwise. */
  rent: TransactionRent | null;
}

export interface TransactionPage {
  items: TransactionItem[];
  nextCursor: string | null;
  total: number;
  limit: number;
}

export interface PendingWithdrawal {
  id: string;
  amount: number;
  createdAt: string;
}

export interface Dashboard {
  balance: { available: number; held: number; currency: 'IQD' };
  pendingWithdrawal: PendingWithdrawal | null;
  statistics: {
    assetsValuation: number;
    moneyDeposited: number;
    withdrawn: number;
    spent: number;
    spentThroughWallet: number;
    spentThroughFastpay: number;
    spentThroughFib: number;
    spentThroughCard: number;
    rentRevenue: number;
    sellingRevenue: number;
    numberOfDeposits: number;
    biggestDeposit: number;
    depositedViaBranches: number;
    depositedViaFastpay: number;
    depositedViaFib: number;
    depositedViaCard: number;
  };
  chart: Array<{ year: number; tokens: number; value: number }>;
}

export interface PortfolioHolding {
  propertyId: string;
  name: string;
  coverImage: { url: string };
  pricePerToken: number;
  totalTokens: number;
  /** Free tokens. */
  tokens: number;
  /** Tokens in open sell orders. */
  listed: number;
  ownedTokens: number;
  percent: number;
  value: number;
  /**
   * What the owned tokens cost, at their average cost: every acquisition
   * (bought from the platform or a user at the price paid, a gift received
   * at its recorded price, a seeded holding at the first price-history
   * point) for the share of the tokens still owned, in whole IQD.
   */
  costBasis: number;
  /** value − costBasis: the change in value since purchase. */
  change: number;
}

export interface Portfolio {
  holdings: PortfolioHolding[];
  onSale: Array<PortfolioHolding & { onSaleTokens: number; onSaleValue: number }>;
  holding: Array<PortfolioHolding & { holdingTokens: number; holdingValue: number }>;
  totals: { tokens: number; value: number; onSaleTokens: number; onSaleValue: number; holdingTokens: number; holdingValue: number };
  tokensBySource: Array<{ year: number; boughtFromPlatform: number; boughtFromUser: number; resold: number; receivedAsGift: number; giftedAway: number }>;
}
