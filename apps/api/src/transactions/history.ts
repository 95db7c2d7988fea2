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

type JoinedRow = Omit<Row, 'id'> & { id: string | null; total: number };

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

/**
 * The one statement behind a page of the history: the page (one row more
 * than asked, to know whether another follows) and the count of everything
 * the filters match, or the count the cursor carries from the list's first
 * page. Exported for the bench, which explains it as sent.
 */
export function listStatement(
  userId: string,
  locale: AppLocale,
  category: HistoryCategory,
  query: TransactionListQuery,
  list: string = listOf(userId, category, query),
): RawBuilder<JoinedRow> {
  const sort = SORTS[query.sort];
  const types = typesOf(category, query);

  const filters: RawBuilder<unknown>[] = [sql`t.user_id = ${userId}`, sql`t.type = ANY(${types}::text[])`];
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
  const where = sql.join(filters, sql` AND `);

  const after = query.cursor ? decodeCursor(query.cursor, query.sort, sort.key !== null) : null;
  const cmp = sort.desc ? sql`<` : sql`>`;
  const keyset = after
    ? sort.key
      ? sql` AND (${sort.key}, t.created_at, t.id) ${cmp} (${after.k}::bigint, ${after.t}::timestamptz, ${after.i}::uuid)`
      : sql` AND (t.created_at, t.id) ${cmp} (${after.t}::timestamptz, ${after.i}::uuid)`
    : sql``;
  // The total counted for the first page of this same list: counting thousands of rows again
  // for every page was the list's main cost. It is the total as the first page was read, like
  // the pages themselves (keyset paging: rows inserted later are not among them).
  const counted = after?.n !== undefined && after.l === list ? after.n : undefined;
  const count = counted === undefined ? sql`SELECT count(*)::bigint AS total FROM transactions t WHERE ${where}` : sql`SELECT ${counted}::bigint AS total`;
  const dir = sort.desc ? sql`DESC` : sql`ASC`;
  const order = sort.key ? sql`${sort.key} ${dir}, t.created_at ${dir}, t.id ${dir}` : sql`t.created_at ${dir}, t.id ${dir}`;

  // The page and the count in one statement: one round trip and one pool connection a request
  // (as two queries side by side, 20 clients wanted 40 connections of a pool of 20). The count's
  // row always comes back; the page's columns are null when the page is empty. The property's
  // name and the counterparty are joined to the page's rows only, after its LIMIT: joined
  // inside it, every row the scan passed on the way was joined too.
  return sql<JoinedRow>`
    SELECT c.total, r.*, coalesce(p.name->>${locale}, p.name->>'en') AS property_name, cu.username AS counterparty
      FROM (${count}) c
      LEFT JOIN LATERAL (
        SELECT t.id, t.type, t.status, t.property_id, t.tokens, t.price_per_token, t.amount, t.fee, t.payment_with,
               t.reference_id, t.counterparty_user_id, t.created_at, ${sql.raw(exactTimeSql('t.created_at'))} AS exact_time,
               ${sort.key ?? sql`NULL::bigint`} AS sort_key
          FROM transactions t
         WHERE ${where}${keyset}
         ORDER BY ${order}
         LIMIT ${query.limit + 1}) r ON true
      LEFT JOIN properties p ON p.id = r.property_id
      LEFT JOIN users cu ON cu.id = r.counterparty_user_id
     ORDER BY ${sql.raw(sort.key ? 'r.sort_key' : 'r.created_at')} ${dir}, r.created_at ${dir}, r.id ${dir}`;
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
  const { rows: joined } = await listStatement(userId, locale, category, query, list).execute(ctx.db);
  const total = Number(joined[0]?.total ?? 0);
  const rows = joined.filter((r): r is Row & { total: number } => r.id !== null);

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
