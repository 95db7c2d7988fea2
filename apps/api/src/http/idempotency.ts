import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { createHash } from 'node:crypto';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { AppError } from './errors';
import { fromDatabaseError } from './db-errors';

export interface MoneyResult {
  status: number;
  body: unknown;
}

/** Stable JSON (sorted keys) so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * SQLSTATEs that mean "run the transaction again": deadlock_detected (the
 * lock order of src/db/README.md makes it rare, not impossible: a function
 * added later may get it wrong) and serialization_failure. Retrying the
 * whole transaction is always safe: nothing of the failed attempt committed,
 * the Idempotency-Key claim included.
 */
const RETRYABLE = new Set(['40P01', '40001']);
/** Attempts after the first, each after a random pause that doubles (about 5-20 ms, then 10-40, 20-80). */
export const MONEY_RETRIES = 3;

const retryable = (error: unknown) => RETRYABLE.has((error as { code?: string })?.code ?? '');
/** Retries so far in this process, by SQLSTATE: a deadlock here means a function broke the lock order. */
export const moneyRetries: Record<string, number> = {};
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, (5 + Math.random() * 15) * 2 ** attempt));

/** Runs `attempt` again on a deadlock or serialization failure; when those persist, a 503 the client may retry. */
async function withRetries<T>(request: FastifyRequest, attempt: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (!retryable(error)) throw error;
      const code = (error as { code: string }).code;
      moneyRetries[code] = (moneyRetries[code] ?? 0) + 1;
      request.log?.warn({ sqlstate: code, retry: retry + 1 }, 'money transaction retried');
      if (retry >= MONEY_RETRIES) throw new AppError(503, 'SERVER_ERROR', undefined, undefined, { retryAfterSeconds: 1 });
      await pause(retry);
    }
  }
}

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) throw new AppError(400, 'IDEMPOTENCY_KEY_INVALID');
  return key;
}

/**
 * Runs a money operation in one database transaction. With an
 * Idempotency-Key (decisions.md §3) the key is claimed in that same
 * transaction and the response stored before commit: a crash or a refusal
 * rolls the claim back with everything else, a concurrent duplicate waits on
 * the key's unique index and then replays the stored answer, and the same key
 * with a different body is refused with 409. Refusals are not stored, so a
 * refused request may be retried with its key once the cause is fixed.
 * A deadlock or serialization failure runs the whole transaction again (at
 * most MONEY_RETRIES times), so `run` must only do what rolls back with it.
 */
export async function moneyOperation(
  ctx: AppContext,
  request: FastifyRequest,
  route: string,
  body: unknown,
  run: (trx: Transaction<Database>) => Promise<MoneyResult>,
  options?: { singleStatement?: false },
): Promise<MoneyResult>;
/**
 * With `singleStatement`, `run` issues exactly one statement (a money
 * function): without a key it runs in autocommit, so the server commits the
 * moment the function returns and row locks never wait on a client round trip.
 */
export async function moneyOperation(
  ctx: AppContext,
  request: FastifyRequest,
  route: string,
  body: unknown,
  run: (db: Kysely<Database>) => Promise<MoneyResult>,
  options: { singleStatement: true },
): Promise<MoneyResult>;
/** Decided per request (moneyRoute): `run` must work with either form, a transaction or autocommit. */
export async function moneyOperation(
  ctx: AppContext,
  request: FastifyRequest,
  route: string,
  body: unknown,
  run: (db: Kysely<Database>) => Promise<MoneyResult>,
  options: { singleStatement: boolean },
): Promise<MoneyResult>;
export async function moneyOperation(
  ctx: AppContext,
  request: FastifyRequest,
  route: string,
  body: unknown,
  run: (trx: Transaction<Database>) => Promise<MoneyResult>,
  options: { singleStatement?: boolean } = {},
): Promise<MoneyResult> {
  const userId = request.user!.id;
  const key = idempotencyKeyOf(request);
  try {
    if (!key) {
      if (options.singleStatement) return await withRetries(request, () => (run as (db: Kysely<Database>) => Promise<MoneyResult>)(ctx.db));
      return await withRetries(request, () => ctx.db.transaction().execute(run));
    }
    const hash = createHash('sha256').update(`${route}\n${canonical(body)}`).digest();
    return await withRetries(request, () =>
      ctx.db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('idempotency_keys')
          .values({ user_id: userId, key, route, request_hash: hash })
          .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
          .returning('key')
          .executeTakeFirst();
        if (!claimed) {
          const stored = await trx
            .selectFrom('idempotency_keys')
            .select(['request_hash', 'status_code', 'response'])
            .where('user_id', '=', userId)
            .where('key', '=', key)
            .executeTakeFirstOrThrow();
          // A claim and its result commit together (a second claim of the key waits for the first's
          // commit on the unique index), so a claimed key without a status is never seen: defensive.
          // Stryker disable next-line ConditionalExpression,EqualityOperator: status_code is never null once committed (see above)
          if (!Buffer.from(stored.request_hash).equals(hash) || stored.status_code === null) {
            throw new AppError(409, 'IDEMPOTENCY_CONFLICT');
          }
          return { status: stored.status_code, body: stored.response };
        }
        const result = await run(trx);
        await trx
          .updateTable('idempotency_keys')
          .set({ status_code: result.status, response: JSON.stringify(result.body) })
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .execute();
        return result;
      }),
    );
  } catch (error) {
    throw fromDatabaseError(error);
  }
}
