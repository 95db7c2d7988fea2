import { MIN_INVESTMENT_IQD } from '@sahm/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fromDatabaseError } from '../http/db-errors';
import { investWithWallet, toInvestOutcome, type InvestOutcome, type InvestRow } from './invest';

/** What one purchase asks for. */
export interface PurchaseRequest {
  userId: string;
  propertyId: string;
  numberOfTokens: number;
}

/** The outcome of one purchase in a group: its result, or the error its own request should get. */
export type PurchaseResult = { ok: true; outcome: InvestOutcome } | { ok: false; error: unknown };

/**
 * Runs purchases together in one call. Resolves one result per request, in
 * order; rejects only when the group as a whole failed (nothing of it committed).
 */
export type GroupExecutor = (requests: PurchaseRequest[]) => Promise<PurchaseResult[]>;
export type SingleExecutor = (request: PurchaseRequest) => Promise<InvestOutcome>;

/** At most this many purchases per call (see migration 0011). */
export const MAX_GROUP = 32;

interface Pending {
  request: PurchaseRequest;
  resolve: (outcome: InvestOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for wallet purchases (migration 0011). One call is in flight
 * at a time; purchases arriving meanwhile wait and go together in the next
 * call, whatever property they are for (on two cores, fewer and larger
 * commits beat parallel ones). A purchase that arrives when nothing is running
 * goes at once, alone: no added latency when the system is idle.
 *
 * Purchases are filled in the order they were submitted (arrival): calls run
 * one at a time, the queue is first in first out, and the database runs a
 * call's purchases in array order. So when a property sells out, no purchase
 * gets tokens after an earlier one asking as many or fewer was refused.
 *
 * Correctness stays in the database (each purchase is the same
 * sahm_invest_wallet() in its own subtransaction); this only decides how many
 * go per round trip and commit. If a group call fails as a whole, each of its
 * purchases runs again on its own, so every request gets its own answer.
 */
export class InvestBatcher {
  private queue: Pending[] = [];
  private running = false;
  /** Calls made and purchases sent, for tests and the benchmark. */
  readonly stats = { calls: 0, grouped: 0, purchases: 0, fallbacks: 0 };

  constructor(
    private readonly group: GroupExecutor,
    private readonly single: SingleExecutor,
  ) {}

  submit(request: PurchaseRequest): Promise<InvestOutcome> {
    return new Promise<InvestOutcome>((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) await this.run(this.queue.splice(0, MAX_GROUP));
    } finally {
      this.running = false;
    }
  }

  private async run(batch: Pending[]): Promise<void> {
    this.stats.calls++;
    this.stats.purchases += batch.length;
    if (batch.length === 1) {
      const [only] = batch as [Pending];
      await this.single(only.request).then(only.resolve, only.reject);
      return;
    }
    this.stats.grouped++;
    let results: PurchaseResult[];
    try {
      results = await this.group(batch.map((p) => p.request));
    } catch {
      // Nothing of the group committed: each purchase gets its own attempt and its own answer,
      // one after another, so they still fill in the order they arrived.
      this.stats.fallbacks++;
      for (const p of batch) await this.single(p.request).then(p.resolve, p.reject);
      return;
    }
    batch.forEach((p, i) => {
      const result = results[i];
      // Defensive: sahm_invest_wallet_batch() answers every item (its tests check it), so this never rejects.
      // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable while the function answers every item
      if (!result) p.reject(new Error(`purchase group returned no result for item ${i}`));
      else if (result.ok) p.resolve(result.outcome);
      else p.reject(result.error);
    });
  }
}

interface GroupRow extends InvestRow {
  idx: number;
  error_code: string | null;
  error_detail: string | null;
}

/** A refusal raised inside the group, as the same error a lone call would have thrown. */
function refusal(code: string, detail: string | null): unknown {
  const raised = Object.assign(new Error(code), { code: 'P0001', detail: detail ?? undefined });
  return fromDatabaseError(raised);
}

/** The database side: sahm_invest_wallet_batch() in one autocommitted statement. */
export function databaseInvestBatcher(db: Kysely<Database>): InvestBatcher {
  const group: GroupExecutor = async (requests) => {
    const users = requests.map((r) => r.userId);
    const properties = requests.map((r) => r.propertyId);
    const tokens = requests.map((r) => r.numberOfTokens);
    const { rows } = await sql<GroupRow>`
      SELECT * FROM sahm_invest_wallet_batch(${users}::uuid[], ${properties}::uuid[], ${tokens}::bigint[], ${MIN_INVESTMENT_IQD})`.execute(db);
    // Stryker disable next-line ArrayDeclaration: the length is a hint; every index is assigned below either way
    const results: PurchaseResult[] = new Array(requests.length);
    for (const row of rows) {
      const i = row.idx - 1;
      const request = requests[i]!;
      results[i] = row.error_code
        ? { ok: false, error: refusal(row.error_code, row.error_detail) }
        : { ok: true, outcome: toInvestOutcome(request.userId, request.propertyId, row) };
    }
    return results;
  };
  const single: SingleExecutor = async (request) => {
    try {
      return await investWithWallet(db, request.userId, { propertyId: request.propertyId, numberOfTokens: request.numberOfTokens });
    } catch (error) {
      throw fromDatabaseError(error);
    }
  };
  return new InvestBatcher(group, single);
}
