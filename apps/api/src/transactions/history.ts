import {
  messageText,
  transactionCategories,
  transactionTypes,
  type AppLocale,
  type MessageCode,
  type TransactionItem,
  type TransactionListQuery,
  type TransactionPage,
  type TransactionSort,
  type TransactionStatus,
  type TransactionType,
} from '@sahm/domain';
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { AppContext } from '../context';
import { prepared } from '../db/database';
import type { PaymentWith } from '../db/schema';
import { rentOfRuns } from '../rent/breakdown';
import { decodeCursor, encodeCursor, exactTimeSql } from './cursor';

/** The three lists of the Transactions screen, and `all` for the admin console's view of a user. */
export type HistoryCategory = keyof typeof transactionCategories | 'all';

/** Sort key column per sort (null: by time alone) and direction. Ties break on created_at, then id, in the same direction. */
const SORTS: Record<TransactionSort, { key: RawBuilder<unknown> | null; desc: boolean }> = {
  newest: { key: null, desc: true },
  oldest: { key: null, desc: false },
  sharesAsc: { key: sql`coalesce(t.tokens, 0)`, desc: false },
  sharesDesc: { key: sql`coalesce(t.tokens, 0)`, desc: true },
  amountAsc: { key: sql`t.amount`, desc: false },
  amountDesc: { key: sql`t.amount`, desc: true },
};

interface Row {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  property_id: string | null;
  property_name: string | null;
  tokens: number | null;
  price_per_token: number | null;
  amount: number;
  fee: number;
  payment_with: PaymentWith;
  counterparty: string | null;
  reference_id: string | null;
  created_at: Date;
  exact_time: string;
  sort_key: number | null;
  /** The list's total from wallet_stats' counts, when the page's statement reads it (see {@link countedTotal}). */
  total?: string;
}

const typeLabel = (type: TransactionType): MessageCode => `TX_TYPE_${type.toUpperCase()}` as MessageCode;
const statusLabel = (status: TransactionStatus): MessageCode => `TX_STATUS_${status.toUpperCase()}` as MessageCode;

/** One history row as the Transactions screen shows it (spec.md §3 Transaction). */
function present(row: Row, locale: AppLocale, rent: TransactionItem['rent']): TransactionItem {
  const other = row.counterparty ? { username: row.counterparty } : null;
  const buying = row.type === 'buy' || row.type === 'token_purchase';
  return {
    id: row.id,
    time: row.created_at.toISOString(),
    type: row.type,
    typeLabel: messageText(locale, typeLabel(row.type)),
    status: row.status,
    statusLabel: messageText(locale, statusLabel(row.status)),
    asset: row.property_id ? { propertyId: row.property_id, name: row.property_name ?? '' } : null,
    tokens: row.tokens,
    pricePerToken: row.price_per_token,
    value: row.tokens !== null && row.price_per_token !== null ? row.tokens * row.price_per_token : row.amount,
    amount: row.amount,
    fee: row.fee,
    paymentWith: row.payment_with,
    seller: buying ? (other ?? 'platform') : row.type === 'sell' ? 'you' : null,
    buyer: buying ? 'you' : row.type === 'sell' ? (other ?? 'platform') : null,
    counterparty: other,
    action: row.type === 'withdraw' && row.status === 'pending' ? 'cancel' : null,
    referenceId: row.reference_id,
    rent,
  };
}

/** The types a list shows: its category's, narrowed by the `type` filter. */
function typesOf(category: HistoryCategory, query: TransactionListQuery): TransactionType[] {
  const allowed: readonly TransactionType[] = category === 'all' ? transactionTypes : transactionCategories[category];
  return query.type ? query.type.filter((t) => allowed.includes(t)) : [...allowed];
}

/**
 * What a list is, apart from its sort (which the cursor names) and its
 * position: whose, which types, which filters. A cursor carries it with the
 * total counted for the first page, so the next pages of the same list need
 * not count again; a cursor brought to other filters counts afresh.
 */
function listOf(userId: string, category: HistoryCategory, query: TransactionListQuery): string {
  const filters = [userId, category, typesOf(category, query), query.status ?? null, query.propertyId ?? null, query.from?.at.toISOString() ?? null, query.to?.at.toISOString() ?? null, query.to?.dateOnly ?? null];
  return createHash('sha256').update(JSON.stringify(filters)).digest('base64url').slice(0, 16);
}

/** The filters of a list (whose, which types, status, property, dates), as a WHERE clause on `transactions t`. */
function whereOf(userId: string, category: HistoryCategory, query: TransactionListQuery): RawBuilder<unknown> {
  const filters: RawBuilder<unknown>[] = [sql`t.user_id = ${userId}`, sql`t.type = ANY(${typesOf(category, query)}::text[])`];
  if (query.status?.length) filters.push(sql`t.status = ANY(${query.status}::text[])`);
  if (query.propertyId) filters.push(sql`t.property_id = ${query.propertyId}`);
  if (query.from) filters.push(sql`t.created_at >= ${query.from.at.toISOString()}::timestamptz`);
  if (query.to) {
    // A date alone means the whole of that day (in Iraq).
    filters.push(
      query.to.dateOnly
        ? sql`t.created_at < ${query.to.at.toISOString()}::timestamptz + interval '1 day'`
        : sql`t.created_at <= ${query.to.at.toISOString()}::timestamptz`,
    );
  }
  return sql.join(filters, sql` AND `);
}

/**
 * The count of everything a list's filters match, for its first page (later
 * pages carry it in their cursor). Planned afresh each time: its best plan
 * depends on how many rows the user has (an index-only count for a few, a
 * bitmap scan for thousands), which a prepared statement's generic plan
 * would not see.
 */
export function countStatement(userId: string, category: HistoryCategory, query: TransactionListQuery): RawBuilder<{ total: string }> {
  return sql<{ total: string }>`SELECT count(*)::bigint AS total FROM transactions t WHERE ${whereOf(userId, category, query)}`;
}

/**
 * Whether a list's total is the sum of the user's counts of its types, kept
 * in wallet_stats at each commit (migration 0032), and for rent rows also on
 * the user's wallet (runs paid in parts, migration 0040): when no filter
 * other than the type narrows it. Those totals are read by the page's own
 * statement.
 */
function countedTotal(query: TransactionListQuery): boolean {
  return !query.status?.length && !query.propertyId && !query.from && !query.to;
}

/** Each type, beside its count column in wallet_stats (migration 0032). */
const countTypes = sql.raw(`ARRAY[${transactionTypes.map((type) => `'${type}'`).join(', ')}]::text[]`);
const countColumns = sql.raw(`ARRAY[${transactionTypes.map((type) => `w.rows_${type}`).join(', ')}]`);

/**
 * A page of the history: one row more than asked, to know whether another
 * follows, after the cursor's position. Its text depends only on the sort,
 * the filters present and whether there is a cursor (every value is a
 * parameter), so it runs as a prepared statement: a walk down
 * transactions_user_idx (or the sort's order) that needs no planning per
 * request. Exported for the bench, which explains it as sent.
 */
export function pageStatement(
  userId: string,
  locale: AppLocale,
  category: HistoryCategory,
  query: TransactionListQuery,
  after: Cursor | null = cursorOf(query),
  withTotal = false,
): RawBuilder<Row> {
  const sort = SORTS[query.sort];
  const where = whereOf(userId, category, query);
  const cmp = sort.desc ? sql`<` : sql`>`;
  const keyset = after
    ? sort.key
      ? sql` AND (${sort.key}, t.created_at, t.id) ${cmp} (${after.k}::bigint, ${after.t}::timestamptz, ${after.i}::uuid)`
      : sql` AND (t.created_at, t.id) ${cmp} (${after.t}::timestamptz, ${after.i}::uuid)`
    : sql``;
  const dir = sort.desc ? sql`DESC` : sql`ASC`;
  const order = sort.key ? sql`${sort.key} ${dir}, t.created_at ${dir}, t.id ${dir}` : sql`t.created_at ${dir}, t.id ${dir}`;
  // The list's total, when kept (countedTotal): the user's counts of the list's types, read
  // once for the statement, in the page's own snapshot.
  const total = withTotal
    ? sql`, ((SELECT coalesce(sum(c.n), 0)::bigint
                FROM wallet_stats w CROSS JOIN LATERAL unnest(${countTypes}, ${countColumns}) AS c(type, n)
               WHERE w.user_id = ${userId} AND c.type = ANY(${typesOf(category, query)}::text[]))
             + (SELECT coalesce(sum(a.rent_rows), 0)::bigint FROM ledger_accounts a
                 WHERE a.user_id = ${userId} AND a.kind = 'user_available' AND 'rent' = ANY(${typesOf(category, query)}::text[]))) AS total`
    : sql``;
  // The property's name and the counterparty are joined to the page's rows only, after its LIMIT:
  // joined inside it, every row the scan passed on the way was joined too.
  return sql<Row>`
    SELECT r.*, coalesce(p.name->>${locale}, p.name->>'en') AS property_name, cu.username AS counterparty${total}
      FROM (
        SELECT t.id, t.type, t.status, t.property_id, t.tokens, t.price_per_token, t.amount, t.fee, t.payment_with,
               t.reference_id, t.counterparty_user_id, t.created_at, ${sql.raw(exactTimeSql('t.created_at'))} AS exact_time,
               ${sort.key ?? sql`NULL::bigint`} AS sort_key
          FROM transactions t
         WHERE ${where}${keyset}
         ORDER BY ${order}
         LIMIT ${query.limit + 1}) r
      LEFT JOIN properties p ON p.id = r.property_id
      LEFT JOIN users cu ON cu.id = r.counterparty_user_id
     ORDER BY ${sql.raw(sort.key ? 'r.sort_key' : 'r.created_at')} ${dir}, r.created_at ${dir}, r.id ${dir}`;
}

type Cursor = ReturnType<typeof decodeCursor>;

/** The position a page starts after, from the query's cursor (refused when malformed); null for a first page. */
function cursorOf(query: TransactionListQuery): Cursor | null {
  return query.cursor ? decodeCursor(query.cursor, query.sort, SORTS[query.sort].key !== null) : null;
}

/**
 * A page of the caller's history in one category, filtered and sorted, with
 * keyset paging on (sort key, created_at, id): a page never repeats or skips
 * a row that existed when the first page was read, whatever is inserted
 * meanwhile.
 */
export async function listTransactions(
  ctx: AppContext,
  userId: string,
  locale: AppLocale,
  category: HistoryCategory,
  query: TransactionListQuery,
): Promise<TransactionPage> {
  const sort = SORTS[query.sort];
  const list = listOf(userId, category, query);
  // The total counted for the first page of this same list: counting thousands of rows again
  // for every page was the list's main cost. It is the total as the first page was read, like
  // the pages themselves (keyset paging: rows inserted later are not among them). Count, then
  // page, one after the other: one pool connection a request at a time.
  const after = cursorOf(query);
  const carried = after?.n !== undefined && after.l === list ? after.n : undefined;
  // Unfiltered but for the type, the page's statement reads the total kept at commit (one statement,
  // one snapshot); otherwise it is counted first.
  const count = async () => Number((await countStatement(userId, category, query).execute(ctx.db)).rows[0]?.total ?? 0);
  const withTotal = carried === undefined && countedTotal(query);
  const known = carried ?? (withTotal ? undefined : await count());
  const rows = await prepared<Row>(ctx.pool, pageStatement(userId, locale, category, query, after, withTotal).compile(ctx.db));
  // A page with no rows has no total beside it: with no position, the list is empty; after a
  // cursor brought from another list, it is counted.
  const total = known ?? (rows[0]?.total !== undefined ? Number(rows[0].total) : after === null ? 0 : await count());

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  // A rent row shows the run that paid it (gross, fee, net, per token).
  const runs = await rentOfRuns(ctx.db, page.flatMap((r) => (r.type === 'rent' && r.reference_id ? [r.reference_id] : [])));
  const rentOf = (r: Row) => {
    const run = r.type === 'rent' && r.reference_id ? runs.get(r.reference_id) : undefined;
    return run ? { ...run, tokens: r.tokens ?? 0 } : null;
  };
  return {
    items: page.map((r) => present(r, locale, rentOf(r))),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ s: query.sort, k: sort.key ? Number(last.sort_key) : null, t: last.exact_time, i: last.id, n: total, l: list })
        : null,
    total,
    limit: query.limit,
  };
}
