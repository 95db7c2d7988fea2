import { messageText, type AppLocale, type MessageCode, type Party, type TransactionListQuery, type TransactionType } from '@sahm/domain';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { IRAQ_TZ } from '../wallet/dashboard';
import { exportText } from './export-text';
import { listTransactions, type HistoryCategory } from './history';

/** The most rows one CSV holds (a busy investor's whole history fits many times over). */
export const CSV_MAX_ROWS = 50_000;
const CSV_PAGE = 100;

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with ' (OWASP CSV injection). */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** 2026-03-14 12:30 in Iraq: what a spreadsheet reads as a date and time, in ASCII digits. */
const iraqTime = new Intl.DateTimeFormat('en-CA', { timeZone: IRAQ_TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
function csvTime(iso: string): string {
  const parts = Object.fromEntries(iraqTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * The caller's history in one list, filtered and sorted as on screen, as CSV
 * (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read Arabic script):
 * headers and labels in the caller's language, numbers and times in ASCII
 * digits so a spreadsheet can compute with them.
 */
export async function historyCsv(ctx: AppContext, userId: string, locale: AppLocale, category: HistoryCategory, query: TransactionListQuery): Promise<string> {
  const text = exportText[locale];
  const party = (p: Party | null) => (p === null ? '' : p === 'platform' ? text.party.platform : p === 'you' ? text.party.you : p.username);
  const h = text.csv;
  const lines = [[h.time, h.type, h.status, h.property, h.tokens, h.pricePerToken, h.amount, h.fee, h.paymentWith, h.seller, h.buyer].map(cell).join(',')];
  let cursor: string | undefined;
  for (let rows = 0; rows < CSV_MAX_ROWS; ) {
    const page = await listTransactions(ctx, userId, locale, category, { ...query, limit: CSV_PAGE, cursor });
    for (const t of page.items) {
      lines.push(
        [
          csvTime(t.time),
          t.typeLabel,
          t.statusLabel,
          t.asset?.name ?? null,
          t.tokens,
          t.pricePerToken,
          t.amount,
          t.fee,
          text.payment[t.paymentWith],
          party(t.seller),
          party(t.buyer),
        ]
          .map(cell)
          .join(','),
      );
    }
    rows += page.items.length;
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export interface StatementData {
  year: number;
  investor: { name: string; email: string };
  summary: { deposits: number; withdrawals: number; purchases: number; sales: number; rent: number; fees: number };
  holdings: { property: string; tokens: number; pricePerToken: number; value: number }[];
  rent: { property: string; amount: number }[];
  trades: { time: string; type: TransactionType; typeLabel: string; property: string; tokens: number; amount: number; fee: number }[];
  wallet: { time: string; type: TransactionType; typeLabel: string; statusLabel: string; amount: number }[];
}

const typeLabel = (locale: AppLocale, type: TransactionType) => messageText(locale, `TX_TYPE_${type.toUpperCase()}` as MessageCode);
const statusLabel = (locale: AppLocale, status: string) => messageText(locale, `TX_STATUS_${status.toUpperCase()}` as MessageCode);

/** Money that moved: what the statement counts (pending and failed rows are not). */
const DONE = ['success', 'completed'];

/**
 * The figures of a yearly statement (decisions.md §14), the year being the
 * calendar year in Iraq: holdings at its end valued at the last price of the
 * year, rent received per property, trades and gifts, fees, deposits and
 * withdrawals.
 */
export async function statementData(ctx: AppContext, userId: string, locale: AppLocale, year: number): Promise<StatementData> {
  const start = `${year}-01-01T00:00:00+03:00`;
  const end = `${year + 1}-01-01T00:00:00+03:00`;
  const inYear = sql`t.user_id = ${userId} AND t.created_at >= ${start}::timestamptz AND t.created_at < ${end}::timestamptz`;
  const name = sql`coalesce(p.name->>${locale}, p.name->>'en')`;

  const [user, summary, holdings, rent, trades, wallet] = await Promise.all([
    ctx.db.selectFrom('users').select(['email', 'username', 'full_name']).where('id', '=', userId).executeTakeFirstOrThrow(),
    sql<Record<keyof StatementData['summary'], string>>`
      SELECT coalesce(sum(amount) FILTER (WHERE type = 'deposit'), 0)::text AS deposits,
             coalesce(sum(amount) FILTER (WHERE type = 'withdraw'), 0)::text AS withdrawals,
             coalesce(sum(amount) FILTER (WHERE type IN ('buy', 'token_purchase')), 0)::text AS purchases,
             coalesce(sum(amount) FILTER (WHERE type = 'sell'), 0)::text AS sales,
             coalesce(sum(amount) FILTER (WHERE type = 'rent'), 0)::text AS rent,
             coalesce(sum(fee), 0)::text AS fees
        FROM transactions t WHERE ${inYear} AND t.status = ANY(${DONE}::text[])`.execute(ctx.db),
    // Tokens held at the year's end, from every movement before it, at the year's last price.
    sql<{ property: string; tokens: number; price: number }>`
      WITH moves AS (
        SELECT property_id,
               sum(CASE WHEN to_user = ${userId} THEN tokens ELSE 0 END) - sum(CASE WHEN from_user = ${userId} THEN tokens ELSE 0 END) AS tokens
          FROM token_movements
         WHERE (to_user = ${userId} OR from_user = ${userId}) AND created_at < ${end}::timestamptz
         GROUP BY property_id
      )
      SELECT ${name} AS property, m.tokens::int AS tokens,
             floor(coalesce(
               (SELECT ph.valuation FROM price_history ph WHERE ph.property_id = m.property_id AND ph.valued_on < ${`${year + 1}-01-01`}::date
                 ORDER BY ph.valued_on DESC LIMIT 1),
               p.valuation)::numeric / p.total_tokens)::bigint AS price
        FROM moves m JOIN properties p ON p.id = m.property_id
       WHERE m.tokens > 0
       ORDER BY 1`.execute(ctx.db),
    sql<{ property: string; amount: string }>`
      SELECT ${name} AS property, sum(t.amount)::text AS amount
        FROM transactions t JOIN properties p ON p.id = t.property_id
       WHERE ${inYear} AND t.type = 'rent' AND t.status = ANY(${DONE}::text[])
       GROUP BY 1 ORDER BY 1`.execute(ctx.db),
    sql<{ created_at: Date; type: TransactionType; property: string | null; tokens: number | null; amount: number; fee: number }>`
      SELECT t.created_at, t.type, ${name} AS property, t.tokens, t.amount, t.fee
        FROM transactions t LEFT JOIN properties p ON p.id = t.property_id
       WHERE ${inYear} AND t.type IN ('buy', 'sell', 'token_purchase', 'receive', 'gift', 'received') AND t.status = ANY(${DONE}::text[])
       ORDER BY t.created_at, t.id`.execute(ctx.db),
    sql<{ created_at: Date; type: TransactionType; status: string; amount: number }>`
      SELECT t.created_at, t.type, t.status, t.amount
        FROM transactions t
       WHERE ${inYear} AND t.type IN ('deposit', 'withdraw')
       ORDER BY t.created_at, t.id`.execute(ctx.db),
  ]);

  const s = summary.rows[0]!;
  return {
    year,
    investor: { name: user.full_name || user.username, email: user.email },
    summary: {
      deposits: Number(s.deposits),
      withdrawals: Number(s.withdrawals),
      purchases: Number(s.purchases),
      sales: Number(s.sales),
      rent: Number(s.rent),
      fees: Number(s.fees),
    },
    holdings: holdings.rows.map((r) => ({ property: r.property, tokens: r.tokens, pricePerToken: Number(r.price), value: r.tokens * Number(r.price) })),
    rent: rent.rows.map((r) => ({ property: r.property, amount: Number(r.amount) })),
    trades: trades.rows.map((r) => ({
      time: r.created_at.toISOString(),
      type: r.type,
      typeLabel: typeLabel(locale, r.type),
      property: r.property ?? '',
      tokens: r.tokens ?? 0,
      amount: r.amount,
      fee: r.fee,
    })),
    wallet: wallet.rows.map((r) => ({
      time: r.created_at.toISOString(),
      type: r.type,
      typeLabel: typeLabel(locale, r.type),
      statusLabel: statusLabel(locale, r.status),
      amount: r.amount,
    })),
  };
}
