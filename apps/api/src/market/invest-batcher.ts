import { MIN_INVESTMENT_IQD } from '@sahm/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fromDatabaseError } from '../wallet/db-errors';
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
 * Runs purchases of one property together. Resolves one result per request,
 * in order; rejects only when the group as a whole failed (nothing of it committed).
 */
export type GroupExecutor = (propertyId: string, requests: PurchaseRequest[]) => Promise<PurchaseResult[]>;
export type SingleExecutor = (request: PurchaseRequest) => Promise<InvestOutcome>;

/** At most this many purchases per call (see migration 0011). */
export const MAX_GROUP = 32;

interface Pending {
  request: PurchaseRequest;
  resolve: (outcome: InvestOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for wallet purchases (migration 0011). Per property, one call
 * is in flight at a time; purchases arriving meanwhile wait and go together
 * in the next call. A purchase that arrives when nothing is running for its
 * property goes at once, alone: no added latency when the system is idle.
 *
 * Correctness stays in the database (each purchase is the same
 * sahm_invest_wallet() in its own subtransaction); this only decides how many
 * go per round trip and commit. If a group call fails as a whole, each of its
 * purchases runs again on its own, so every request gets its own answer.
 */
export class InvestBatcher {
  private readonly queues = new Map<string, Pending[]>();
  private readonly running = new Set<string>();
  /** Calls made and purchases sent, for tests and the benchmark. */
  readonly stats = { calls: 0, grouped: 0, purchases: 0, fallbacks: 0 };

  constructor(
    private readonly group: GroupExecutor,
    private readonly single: SingleExecutor,
  ) {}

  submit(request: PurchaseRequest): Promise<InvestOutcome> {
    return new Promise<InvestOutcome>((resolve, reject) => {
      const queue = this.queues.get(request.propertyId);
      if (queue) queue.push({ request, resolve, reject });
      else this.queues.set(request.propertyId, [{ request, resolve, reject }]);
      if (!this.running.has(request.propertyId)) void this.drain(request.propertyId);
    });
  }

  private async drain(propertyId: string): Promise<void> {
    this.running.add(propertyId);
    try {
      for (;;) {
        const queue = this.queues.get(propertyId);
        if (!queue || queue.length === 0) {
          this.queues.delete(propertyId);
          return;
        }
        const batch = queue.splice(0, MAX_GROUP);
        await this.run(propertyId, batch);
      }
    } finally {
      this.running.delete(propertyId);
    }
  }

  private async run(propertyId: string, batch: Pending[]): Promise<void> {
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
      results = await this.group(
        propertyId,
        batch.map((p) => p.request),
      );
    } catch {
      // Nothing of the group committed: each purchase gets its own attempt and its own answer.
      this.stats.fallbacks++;
      await Promise.all(batch.map((p) => this.single(p.request).then(p.resolve, p.reject)));
      return;
    }
    batch.forEach((p, i) => {
      const result = results[i];
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
  const group: GroupExecutor = async (propertyId, requests) => {
    const users = requests.map((r) => r.userId);
    const tokens = requests.map((r) => r.numberOfTokens);
    const { rows } = await sql<GroupRow>`
      SELECT * FROM sahm_invest_wallet_batch(${users}::uuid[], ${propertyId}, ${tokens}::bigint[], ${MIN_INVESTMENT_IQD})`.execute(db);
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
