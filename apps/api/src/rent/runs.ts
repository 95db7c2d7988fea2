import {
  currentRentPeriod,
  MIN_INVESTMENT_IQD,
  perTokenOf,
  type RentRunHistoryPage,
  type RentRunItem,
  type RentRunListQuery,
  type RentRunOutcome,
  type RentRunResult,
} from '@sahm/domain';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { fromDatabaseError } from '../http/db-errors';
import { AppError } from '../http/errors';
import { decodeCursor, encodeCursor, exactTimeSql } from '../transactions/cursor';

/** A run's row as sahm_rent_pay and sahm_rent_preview return it. */
interface RunRow {
  property_id: string;
  property_name: string;
  outcome: RentRunOutcome;
  run_id: string | null;
  gross: number;
  fee_bps: number;
  fee: number;
  paid: number;
  leftover: number;
  holders: number;
  tokens: number;
  reinvested: number;
  paid_at: Date | null;
  /** paid_at with microseconds: how the run's notifications are found again. */
  paid_at_exact: string | null;
}

export interface RentRunOptions {
  /** Only these properties; every property when not given. */
  propertyIds?: string[];
  /** The admin who runs it (audited); null: the monthly schedule. */
  adminId?: string | null;
  /**
   * A call pays at most this many holders… A property with more is alone in
   * its call, which pays its holders in parts of at most this many, each a
   * transaction of its own, `concurrency` at once (migration 0033).
   */
  maxHoldersPerCall?: number;
  /** …and at most this many properties. */
  maxPropertiesPerCall?: number;
  /** Calls (or parts of one run) running at once, each on its own connection (default 2: they meet only on wallets and, briefly, platform accounts). */
  concurrency?: number;
  /** After each call committed (the crash test kills its process here). */
  afterCall?: (paid: RentRunItem[]) => void | Promise<void>;
  /** After each part of a run paid in parts committed (the crash test kills its process here too). */
  afterPart?: (part: { runId: string; part: number }) => void | Promise<void>;
  /** Where a failed call is reported; the run goes on with the next one. */
  log?: { error(details: object, message: string): void };
}

/** One call's size: about a second of work, so row locks are short and a crash loses little. */
export const RENT_CALL_LIMITS = { maxHolders: 20_000, maxProperties: 200 };
/** groupCalls shares a month out over the connections only in calls of at least this many holders. */
const MIN_CALL_HOLDERS = 1_000;

/** `2026-11` → the date the database stores for that month. */
const monthStart = (period: string) => `${period}-01`;

function present(row: RunRow): RentRunItem {
  const net = row.gross - row.fee;
  return {
    runId: row.run_id,
    propertyId: row.property_id,
    propertyName: row.property_name,
    outcome: row.outcome,
    gross: row.gross,
    feePercent: row.fee_bps / 100,
    fee: row.fee,
    net,
    // Per token of the holders' tokens at the run (all of a funded property's tokens).
    perToken: perTokenOf(net, row.tokens),
    paid: row.paid,
    leftover: row.leftover,
    holders: row.holders,
    tokens: row.tokens,
    reinvested: row.reinvested,
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
  };
}

function summarize(period: string, dryRun: boolean, items: RentRunItem[]): RentRunResult {
  const counted = items.filter((i) => i.outcome === (dryRun ? 'ready' : 'paid'));
  const sum = (f: (i: RentRunItem) => number) => counted.reduce((s, i) => s + f(i), 0);
  return {
    period,
    dryRun,
    items,
    totals: {
      properties: counted.length,
      holders: sum((i) => i.holders),
      gross: sum((i) => i.gross),
      fee: sum((i) => i.fee),
      paid: sum((i) => i.paid),
      leftover: sum((i) => i.leftover),
      reinvested: sum((i) => i.reinvested),
    },
  };
}

/** A month that has not started cannot be paid, nor previewed. */
function assertStarted(period: string) {
  if (period > currentRentPeriod()) throw new AppError(400, 'RENT_PERIOD_FUTURE', undefined, [{ field: 'period', code: 'RENT_PERIOD_FUTURE' }]);
}

async function preview(ctx: AppContext, period: string, propertyIds: string[] | null): Promise<RunRow[]> {
  const { rows } = await sql<RunRow>`
    SELECT v.*, v.paid_at::text AS paid_at_exact FROM sahm_rent_preview(${propertyIds}::uuid[], ${monthStart(period)}::date) v`.execute(ctx.db);
  return rows;
}

/**
 * POST /admin/rent-runs with dryRun: what a run would pay each property now,
 * or why it would not. Pays nothing, locks nothing.
 */
export async function previewRent(ctx: AppContext, period: string, propertyIds?: string[]): Promise<RentRunResult> {
  assertStarted(period);
  const rows = await preview(ctx, period, propertyIds ?? null);
  return summarize(period, true, rows.map((r) => present(r)));
}

/** Refusals of the rent functions that mean something other than a 400. */
const STATUS: Record<string, number> = { RENT_ALREADY_PAID: 409 };

async function payCall(ctx: AppContext, period: string, propertyIds: string[], adminId: string | null, partHolders: number): Promise<RunRow[]> {
  try {
    const { rows } = await sql<RunRow>`
      SELECT r.*, r.paid_at::text AS paid_at_exact
        FROM sahm_rent_pay(${propertyIds}::uuid[], ${monthStart(period)}::date, ${adminId}::uuid, ${MIN_INVESTMENT_IQD}::bigint,
                           ${ctx.config.tradingFeeBps}::integer, ${ctx.config.priceBand.minPercent}::integer,
                           ${ctx.config.priceBand.maxPercent}::integer, ${partHolders}::integer) r`.execute(ctx.db);
    return rows;
  } catch (error) {
    const mapped = fromDatabaseError(error);
    if (mapped instanceof AppError && STATUS[mapped.code]) throw new AppError(STATUS[mapped.code]!, mapped.code);
    throw mapped;
  }
}

interface Part {
  run_id: string;
  part: number;
  property_id: string;
}

/** The parts of runs paid in parts that are not paid yet: of the runs named, or of every run. */
async function unpaidParts(ctx: AppContext, runIds: string[] | null): Promise<Part[]> {
  const { rows } = await sql<Part>`
    SELECT p.run_id, p.part, r.property_id FROM rent_run_parts p JOIN rent_runs r ON r.id = p.run_id
     WHERE p.paid_at IS NULL AND (${runIds}::uuid[] IS NULL OR p.run_id = ANY (${runIds}::uuid[]))
     ORDER BY r.created_at, p.run_id, p.part`.execute(ctx.db);
  return rows;
}

/**
 * Pays parts, `concurrency` at once, each in a transaction of its own
 * (sahm_rent_pay_part: once, whoever else pays it at the same time), and
 * publishes each one's notifications. Returns the properties whose parts
 * failed (logged): their runs stay unfinished until the next payRent.
 */
async function payParts(ctx: AppContext, parts: Part[], options: RentRunOptions): Promise<Set<string>> {
  const failed = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < parts.length) {
      const part = parts[next++]!;
      try {
        const { rows } = await sql<{ outcome: string; paid_at_exact: string }>`
          SELECT r.outcome, r.paid_at::text AS paid_at_exact FROM sahm_rent_pay_part(${part.run_id}::uuid, ${part.part}::integer) r`.execute(ctx.db);
        if (rows[0]?.outcome === 'paid') ctx.notifier.publishTransaction(rows[0].paid_at_exact);
        await options.afterPart?.({ runId: part.run_id, part: part.part });
      } catch (error) {
        options.log?.error({ err: fromDatabaseError(error), runId: part.run_id, part: part.part, propertyId: part.property_id }, 'rent run part failed');
        failed.add(part.property_id);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 2, parts.length)) }, worker));
  return failed;
}

/**
 * The most holders a part pays, for a property of `holders`: at most `max`,
 * in a number of parts that `concurrency` divides (100,000 holders, 20,000
 * and 2: six parts of 16,667, not five, the last of which would run alone),
 * about as many in each. A property of at most `max` holders is paid whole.
 */
export function partSize(holders: number, max: number, concurrency: number): number {
  if (holders <= max) return max;
  const parts = concurrency * Math.ceil(holders / (max * concurrency));
  return Math.ceil(holders / parts);
}

/** A property due for the month, with its number of holders. */
type DueProperty = { id: string; holders: number };

/**
 * The calls a month's properties (in id order) are paid in: each property in
 * exactly one, in order; a property of more than `maxHolders` holders alone
 * (paid in parts); the others in calls of at most `maxHolders` holders and
 * `maxProperties` properties, as few as those limits allow rounded up to a
 * multiple of `concurrency` (where each still pays MIN_CALL_HOLDERS), about
 * as large as each other. Filling each call to the limit instead left a last
 * call that ran alone while the other connections idled (1,000 properties of
 * 100 holders: five calls of 20,000, two at once, the fifth alone; now six of
 * about 16,700).
 */
export function groupCalls(
  due: readonly DueProperty[],
  maxHolders: number,
  maxProperties: number,
  concurrency: number,
): string[][] {
  const calls: string[][] = [];
  let run: DueProperty[] = [];
  const flush = () => {
    if (!run.length) return;
    const holders = run.reduce((sum, p) => sum + p.holders, 0);
    const needed = Math.max(Math.ceil(holders / maxHolders), Math.ceil(run.length / maxProperties), 1);
    // More calls than the limits need only where each still pays at least MIN_CALL_HOLDERS (a
    // transaction's own cost is not worth sharing out below that).
    const balanced = Math.min(concurrency * Math.ceil(needed / concurrency), Math.floor(holders / MIN_CALL_HOLDERS));
    const count = Math.min(run.length, Math.max(needed, balanced));
    // Property i goes to call ⌊(holders before it + half its own) × count ÷ all holders⌋: contiguous, balanced.
    const groups: DueProperty[][] = Array.from({ length: count }, () => []);
    let before = 0;
    for (const p of run) {
      const k = holders > 0 ? Math.min(count - 1, Math.floor(((before + p.holders / 2) * count) / holders)) : 0;
      groups[k]!.push(p);
      before += p.holders;
    }
    // Rounding may leave a call over a limit: split it where it crosses.
    for (const group of groups) {
      let call: string[] = [];
      let sum = 0;
      for (const p of group) {
        if (call.length && (call.length >= maxProperties || sum + p.holders > maxHolders)) {
          calls.push(call);
          call = [];
          sum = 0;
        }
        call.push(p.id);
        sum += p.holders;
      }
      if (call.length) calls.push(call);
    }
    run = [];
  };
  for (const p of due) {
    if (p.holders > maxHolders) {
      flush();
      calls.push([p.id]);
    } else {
      run.push(p);
    }
  }
  flush();
  return calls;
}

/**
 * Pays the month's rent (decisions.md §10) of every funded, rented property
 * not paid yet for `period`, or of the ones named: the monthly job and
 * POST /admin/rent-runs. Properties go in calls within RENT_CALL_LIMITS (groupCalls), each
 * one transaction of sahm_rent_pay(); a property is paid in exactly one of
 * them, so a crash between calls loses nothing and pays nobody twice: run it
 * again and it pays the properties that are left (the ones paid are skipped,
 * and the unique constraint refuses them anyway). A call that fails is run
 * again one property at a time, so one bad property (reported as `failed`)
 * does not hold up the others.
 *
 * A property with more holders than a call pays is paid in parts (migration
 * 0033): its call writes the run and the payouts, then the parts are paid on
 * `concurrency` connections at once. Parts that an earlier run left unpaid (a
 * worker killed between them) are paid first, whatever their month.
 *
 * Each call's and part's notifications are published after it committed, to
 * the holders who are online (notifier.publishTransaction).
 */
export async function payRent(ctx: AppContext, period: string, options: RentRunOptions = {}): Promise<RentRunResult> {
  assertStarted(period);
  const maxHolders = options.maxHoldersPerCall ?? RENT_CALL_LIMITS.maxHolders;
  const maxProperties = options.maxPropertiesPerCall ?? RENT_CALL_LIMITS.maxProperties;
  const adminId = options.adminId ?? null;
  const wanted = options.propertyIds ?? null;
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const failed = new Map<string, RentRunItem>();
  for (const id of await payParts(ctx, await unpaidParts(ctx, null), options)) failed.set(id, { ...emptyItem(id), outcome: 'failed' });

  const { rows: due } = await sql<DueProperty>`
    SELECT p.id, (SELECT count(*) FROM holdings h WHERE h.property_id = p.id AND h.tokens + h.listed > 0)::integer AS holders
      FROM properties p
     WHERE p.platform_tokens = 0 AND p.is_rented AND p.monthly_rent > 0
       AND (${wanted}::uuid[] IS NULL OR p.id = ANY (${wanted}::uuid[]))
       AND NOT EXISTS (SELECT 1 FROM rent_runs r WHERE r.property_id = p.id AND r.period = ${monthStart(period)}::date)
     ORDER BY p.id`.execute(ctx.db);

  const calls = groupCalls(due, maxHolders, maxProperties, concurrency);

  const paid: RentRunItem[] = [];
  const record = async (rows: RunRow[]) => {
    const items = rows.filter((r) => r.outcome === 'paid').map((r) => present(r));
    paid.push(...items);
    const at = rows.find((r) => r.outcome === 'paid')?.paid_at_exact;
    if (at) ctx.notifier.publishTransaction(at);
    await options.afterCall?.(items);
    // A run paid in parts has paid nobody yet: its parts now.
    const parts = await unpaidParts(ctx, items.map((i) => i.runId!));
    if (parts.length) {
      for (const id of await payParts(ctx, parts, options)) {
        const item = items.find((i) => i.propertyId === id);
        if (item) item.outcome = 'failed';
      }
    }
  };
  const holdersOf = new Map(due.map((p) => [p.id, p.holders]));
  const pay = async (ids: string[]) => {
    try {
      await record(await payCall(ctx, period, ids, adminId, partSize(holdersOf.get(ids[0]!) ?? 0, maxHolders, concurrency)));
    } catch (error) {
      if (ids.length === 1) {
        options.log?.error({ err: error, propertyId: ids[0], period }, 'rent run failed');
        failed.set(ids[0]!, { ...emptyItem(ids[0]!), outcome: 'failed' });
        return;
      }
      for (const id of ids) {
        try {
          await record(await payCall(ctx, period, [id], adminId, partSize(holdersOf.get(id) ?? 0, maxHolders, concurrency)));
        } catch (single) {
          options.log?.error({ err: single, propertyId: id, period }, 'rent run failed');
          failed.set(id, { ...emptyItem(id), outcome: 'failed' });
        }
      }
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < calls.length) await pay(calls[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, calls.length) }, worker));

  // What the others are: already paid, not funded, not rented, no rent (and their figures).
  const paidIds = new Set(paid.map((p) => p.propertyId));
  const rest = (await preview(ctx, period, wanted)).filter((r) => !paidIds.has(r.property_id)).map((r) => present(r));
  const items = [...paid, ...rest.map((r) => (failed.has(r.propertyId) ? { ...r, outcome: 'failed' as const } : r))];
  items.sort((a, b) => a.propertyName.localeCompare(b.propertyName, 'en') || a.propertyId.localeCompare(b.propertyId));
  return summarize(period, false, items);
}

function emptyItem(propertyId: string): RentRunItem {
  return {
    runId: null, propertyId, propertyName: '', outcome: 'failed', gross: 0, feePercent: 0, fee: 0, net: 0, perToken: 0,
    paid: 0, leftover: 0, holders: 0, tokens: 0, reinvested: 0, paidAt: null,
  };
}

const HISTORY_SORT = 'rent-runs';

/** GET /admin/rent-runs: the runs made, newest first, by month and property, paged by cursor. */
export async function listRentRuns(ctx: AppContext, query: RentRunListQuery): Promise<RentRunHistoryPage> {
  const after = query.cursor ? decodeCursor(query.cursor, HISTORY_SORT, false) : null;
  const { rows } = await sql<{
    id: string;
    period: string;
    property_id: string;
    property_name: string;
    gross: number;
    fee_bps: number;
    fee: number;
    paid: number;
    leftover: number;
    holders: number;
    tokens: number;
    reinvested: number;
    admin_id: string | null;
    admin_email: string | null;
    created_at: Date;
    exact_time: string;
  }>`
    SELECT r.id, to_char(r.period, 'YYYY-MM') AS period, r.property_id, p.name->>'en' AS property_name, r.gross, r.fee_bps, r.fee,
           r.paid, r.leftover, r.holders, r.tokens, r.reinvested, r.admin_id, a.email AS admin_email, r.created_at,
           ${sql.raw(exactTimeSql('r.created_at'))} AS exact_time
      FROM rent_runs r
      JOIN properties p ON p.id = r.property_id
      LEFT JOIN users a ON a.id = r.admin_id
     WHERE (${query.period ?? null}::text IS NULL OR r.period = (${query.period ?? null}::text || '-01')::date)
       AND (${query.propertyId ?? null}::uuid IS NULL OR r.property_id = ${query.propertyId ?? null}::uuid)
       ${after ? sql`AND (r.created_at, r.id) < (${after.t}::timestamptz, ${after.i}::uuid)` : sql``}
     ORDER BY r.created_at DESC, r.id DESC
     LIMIT ${query.limit + 1}`.execute(ctx.db);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      period: r.period,
      property: { id: r.property_id, name: r.property_name },
      gross: r.gross,
      feePercent: r.fee_bps / 100,
      fee: r.fee,
      net: r.gross - r.fee,
      perToken: perTokenOf(r.gross - r.fee, r.tokens),
      paid: r.paid,
      leftover: r.leftover,
      holders: r.holders,
      tokens: r.tokens,
      reinvested: r.reinvested,
      trigger: r.admin_id ? 'admin' : 'schedule',
      admin: r.admin_id ? { id: r.admin_id, email: r.admin_email ?? '' } : null,
      paidAt: r.created_at.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ s: HISTORY_SORT, k: null, t: last.exact_time, i: last.id }) : null,
    limit: query.limit,
  };
}
