import { z } from 'zod';
import type { RentBreakdown } from '../rent';
import { RENT_PERIOD } from '../rent';
import { code } from './common';
import { dinars } from './money';

/** Largest valuation an admin may set, in whole IQD (a safe integer with room to spare). */
export const MAX_VALUATION_IQD = 1_000_000_000_000_000;

/** A calendar month, YYYY-MM: the month a rent run pays. */
export const rentPeriod = z
  .string({ error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') })
  .trim()
  .regex(RENT_PERIOD, code('RENT_PERIOD_INVALID'));

const uuid = z.string({ error: 'INVALID_TYPE' }).max(36, code('TOO_LONG')).pipe(z.uuid(code('INVALID_TYPE')));

/**
 * POST /admin/rent-runs: pay (or, with dryRun, only preview) the month's rent
 * of every funded, rented property, or of the ones named. `dryRun` is
 * required: a request that forgot it must not pay anyone.
 */
export const rentRunBody = z.strictObject(
  {
    period: rentPeriod,
    dryRun: z.boolean({ error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') }),
    propertyIds: z.array(uuid, { error: 'INVALID_TYPE' }).min(1, code('REQUIRED')).max(1000, code('TOO_LONG')).optional(),
  },
  code('UNKNOWN_FIELD'),
);
export type RentRunBody = z.infer<typeof rentRunBody>;

/** GET /admin/rent-runs: the runs made, newest first, by month and property, paged by cursor. */
export const rentRunListQuery = z.strictObject(
  {
    period: rentPeriod.optional(),
    propertyId: uuid.optional(),
    limit: z.coerce.number({ error: 'INVALID_TYPE' }).int(code('INVALID_TYPE')).min(1, code('INVALID_TYPE')).max(100, code('INVALID_TYPE')).default(20),
    cursor: z.string({ error: 'INVALID_TYPE' }).max(200, code('TOO_LONG')).optional(),
  },
  code('UNKNOWN_FIELD'),
);
export type RentRunListQuery = z.output<typeof rentRunListQuery>;

/** POST /admin/properties/{id}/valuation: the property's new value in whole IQD. */
export const valuationBody = z.strictObject({ value: dinars('PRICE_ZERO', MAX_VALUATION_IQD) }, code('UNKNOWN_FIELD'));
export type ValuationBody = z.infer<typeof valuationBody>;

/** PUT /user/user/auto-reinvest. */
export const autoReinvestBody = z.strictObject(
  { enabled: z.boolean({ error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') }) },
  code('UNKNOWN_FIELD'),
);
export type AutoReinvestBody = z.infer<typeof autoReinvestBody>;

// Response shapes, for the web app and the console.

/**
 * What a run did, or would do, for one property: `paid` now, `already_paid`
 * (this month's run exists: its figures), `ready` (a dry run would pay),
 * `not_funded`, `not_rented`, `no_rent`, or `failed` (nothing was paid; see the log).
 */
export const rentRunOutcomes = ['paid', 'already_paid', 'ready', 'not_funded', 'not_rented', 'no_rent', 'failed'] as const;
export type RentRunOutcome = (typeof rentRunOutcomes)[number];

export interface RentRunItem extends RentBreakdown {
  runId: string | null;
  propertyId: string;
  propertyName: string;
  outcome: RentRunOutcome;
  /** Σ payouts to holders. */
  paid: number;
  /** Dinars no holder could take without an arbitrary tie-break: platform revenue. */
  leftover: number;
  holders: number;
  /** Tokens the holders held at the run (free + listed). */
  tokens: number;
  /** Rent spent on more tokens of the property for holders with auto-reinvest on. */
  reinvested: number;
  paidAt: string | null;
}

export interface RentRunResult {
  period: string;
  dryRun: boolean;
  items: RentRunItem[];
  totals: { properties: number; holders: number; gross: number; fee: number; paid: number; leftover: number; reinvested: number };
}

export interface RentRunHistoryItem extends RentBreakdown {
  id: string;
  period: string;
  property: { id: string; name: string };
  paid: number;
  leftover: number;
  holders: number;
  tokens: number;
  reinvested: number;
  /** Who started it: the monthly schedule or an admin. */
  trigger: 'schedule' | 'admin';
  admin: { id: string; email: string } | null;
  paidAt: string;
}

export interface RentRunHistoryPage {
  items: RentRunHistoryItem[];
  nextCursor: string | null;
  limit: number;
}

/** The rent facts of a property page: this month's breakdown at the current rent and fee, and the last run. */
export interface PropertyRent extends RentBreakdown {
  isRented: boolean;
  /** Rent is paid only once every token is sold (spec.md §1). */
  isFunded: boolean;
  lastRun: (RentBreakdown & { period: string; paidAt: string; holders: number }) | null;
  /** Signed in: what the caller was paid by the last run (null if nothing). */
  myLastPayout: { period: string; tokens: number; amount: number } | null;
}

/** A `rent` row of the history: the run that paid it. */
export interface TransactionRent extends RentBreakdown {
  period: string;
  /** The holder's tokens at the run. */
  tokens: number;
}

export interface AutoReinvestSettings {
  enabled: boolean;
  /** Rent from a property is reinvested once this much of it has accrued (the minimum investment). */
  minimum: number;
  /** Rent accrued per property and not yet reinvested. */
  accrued: { propertyId: string; propertyName: string; amount: number }[];
}

export interface ValuationResult {
  propertyId: string;
  valuation: number;
  pricePerToken: number;
  previousValuation: number;
  previousPricePerToken: number;
  /** The price-history point it made (a day in Iraq). */
  valuedOn: string;
}
