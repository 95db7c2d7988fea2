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
    const pairs = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    // Stryker disable next-line StringLiteral: equivalent. Without the commas two different objects still never read the same: each pair starts with a quoted key, right after a value that ends where JSON says (arrays differ: [1,2] and [12]).
    const body = pairs.join(',');
    return `{${body}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Attempts after the first, each after a random pause that doubles (about 5-20 ms, then 10-40, 20-80). */
export const MONEY_RETRIES = 3;

/**
 * The SQLSTATE of an error that means "run the transaction again", or null:
 * deadlock_detected (the lock order of src/db/README.md makes it rare, not
 * impossible: a function added later may get it wrong) and
 * serialization_failure. Retrying the whole transaction is always safe:
 * nothing of the failed attempt committed, the Idempotency-Key claim
 * included. (Functions, not module-level values, so that mutation testing
 * can switch their mutants on: stryker-js#6144.)
 */
function retryableCode(error: unknown): string | null {
  // Stryker disable next-line OptionalChaining: equivalent. A thrown null or undefined fails with a TypeError either way: moneyOperation hands it to fromDatabaseError, which reads its code.
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return code === '40P01' || code === '40001' ? code : null;
}

/** Retries so far in this process, by SQLSTATE: a deadlock here means a function broke the lock order. */
export const moneyRetries: Record<string, number> = {};

function pause(attempt: number) {
  // Stryker disable next-line ArithmeticOperator: how widely the pause varies is not observable without a test that times its upper bound, which a busy machine makes flaky; the 5 ms floor and the doubling are tested.
  const jitter = Math.random() * 15;
  return new Promise((resolve) => setTimeout(resolve, (5 + jitter) * 2 ** attempt));
}

/** Runs `attempt` again on a deadlock or serialization failure; when those persist, a 503 the client may retry. */
async function withRetries<T>(request: FastifyRequest, attempt: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      const code = retryableCode(error);
      if (code === null) throw error;
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
