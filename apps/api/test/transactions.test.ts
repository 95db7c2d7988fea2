import type { TransactionItem } from '@sahm/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { TransactionStatus, TransactionType } from '../src/db/schema';
import { call, createTestApp, registerUser } from './helpers';
import { creditWallet, expectInvariants, makeInvestor, propertyWithTokens } from './money-helpers';
import { moneySnapshot } from './wallet-helpers';

const { app, ctx } = await createTestApp();
afterEach(() => expectInvariants(ctx));

const LIST = '/api/user/transaction/list';
const WALLET = '/api/user/transaction/wallet-transaction';
const GIFTS = '/api/user/transaction/gift-transaction';
const BALANCE = '/api/user/transaction/balance';

interface Page {
  items: TransactionItem[];
  nextCursor: string | null;
  total: number;
  limit: number;
}
const get = async (url: string, token: string, lang?: string) => {
  const res = await call(app, 'GET', url, { token, lang });
  return { status: res.statusCode, body: res.json() as { data: Page; code?: string; errors?: Array<{ field: string; code: string; message: string }> } };
};

/** Every page of a list, following nextCursor. */
async function allPages(url: string, token: string, between?: (page: number) => Promise<void>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const res = await get(`${url}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ''}`, token);
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBeLessThanOrEqual(res.body.data.limit);
    ids.push(...res.body.data.items.map((i) => i.id));
    cursor = res.body.data.nextCursor;
    pages += 1;
    await between?.(pages);
  } while (cursor);
  return { ids, pages };
}

interface Seeded {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  property_id: string | null;
  tokens: number | null;
  amount: number;
  created_at: Date;
}

const LIST_TYPES: TransactionType[] = ['buy', 'sell', 'rent', 'gift', 'received', 'token_purchase', 'receive', 'revenue'];
const STATUSES: TransactionStatus[] = ['success', 'pending', 'inprogress', 'completed', 'failed'];
const BASE = Date.parse('2025-03-10T00:00:00Z');
const HOUR = 3_600_000;

/** 25 history rows with many ties (same time in threes, repeating token counts and amounts). */
async function seedHistory(userId: string, properties: string[]): Promise<Seeded[]> {
  const rows = Array.from({ length: 25 }, (_, i) => {
    const type = LIST_TYPES[i % LIST_TYPES.length]!;
    const moneyOnly = type === 'rent' || type === 'revenue';
    return {
      user_id: userId,
      type,
      status: STATUSES[i % STATUSES.length]!,
      property_id: properties[i % properties.length]!,
      tokens: moneyOnly ? null : (i % 4) + 1,
      price_per_token: moneyOnly ? null : 10_000,
      amount: ((i * 7) % 5) * 10_000,
      payment_with: 'wallet' as const,
      created_at: new Date(BASE + Math.floor(i / 3) * 10 * HOUR),
    };
  });
  return (await ctx.db.insertInto('transactions').values(rows).returning(['id', 'type', 'status', 'property_id', 'tokens', 'amount', 'created_at']).execute()) as Seeded[];
}

/** The order each sort must produce: key, then time, then id, all in the sort's direction. */
function expectedOrder(rows: Seeded[], sort: string): string[] {
  const key = (r: Seeded) => (sort.startsWith('shares') ? (r.tokens ?? 0) : sort.startsWith('amount') ? r.amount : 0);
  const desc = sort === 'newest' || sort.endsWith('Desc');
  return [...rows]
    .sort((a, b) => {
      const c = key(a) - key(b) || a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      return desc ? -c : c;
    })
    .map((r) => r.id);
}

describe('the history calls require a session', () => {
  it.each([LIST, WALLET, GIFTS, BALANCE])('%s → 401 without a token', async (url) => {
    const res = await call(app, 'GET', url);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Session expired! please login again');
  });
});

describe('GET /transaction/list paging and sorting', () => {
  const ready = (async () => {
    const me = await registerUser(app, ctx);
    const p1 = await propertyWithTokens(ctx, 'tx-page-1');
    const p2 = await propertyWithTokens(ctx, 'tx-page-2');
    const rows = await seedHistory(me.id, [p1.id, p2.id]);
    return { me, rows, p1, p2 };
  })();

  it.each(['newest', 'oldest', 'sharesAsc', 'sharesDesc', 'amountAsc', 'amountDesc'])(
    'sort=%s: 25 rows in pages of 8, complete, in order, no duplicates',
    async (sort) => {
      const { me, rows } = await ready;
      const { ids, pages } = await allPages(`${LIST}?limit=8&sort=${sort}`, me.token);
      expect(pages).toBe(4);
      expect(new Set(ids).size).toBe(25);
      expect(ids).toEqual(expectedOrder(rows, sort));
    },
  );

  it('defaults to newest first, 8 per page (spec.md §9), with the total', async () => {
    const { me, rows } = await ready;
    const res = await get(LIST, me.token);
    expect(res.body.data).toMatchObject({ total: 25, limit: 8 });
    expect(res.body.data.items.map((i) => i.id)).toEqual(expectedOrder(rows, 'newest').slice(0, 8));
  });

  it('a page after the last row is empty and still says the total: the first page\'s for the same list, a fresh count for other filters', async () => {
    const { me, rows, p1 } = await ready;
    // One row older than all: the first 25 leave a cursor before it; then it goes.
    const extra = await ctx.db
      .insertInto('transactions')
      .values({ user_id: me.id, type: 'buy', status: 'success', property_id: p1.id, tokens: 1, price_per_token: 10_000, amount: 10_000, payment_with: 'wallet', created_at: new Date('2020-01-01T00:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = await get(`${LIST}?limit=25`, me.token);
    expect(first.body.data).toMatchObject({ total: 26 });
    const cursor = encodeURIComponent(first.body.data.nextCursor!);
    await ctx.db.deleteFrom('transactions').where('id', '=', extra.id).execute();
    // The same list: the total as its first page was read, like the pages themselves.
    const next = await get(`${LIST}?limit=25&cursor=${cursor}`, me.token);
    expect(next.status).toBe(200);
    expect(next.body.data).toEqual({ items: [], nextCursor: null, total: 26, limit: 25 });
    // The cursor brought to other filters: counted afresh, on an empty page too.
    const buys = rows.filter((r) => r.type === 'buy').length;
    const filtered = await get(`${LIST}?limit=25&type=buy&cursor=${cursor}`, me.token);
    expect(filtered.status).toBe(200);
    expect(filtered.body.data).toEqual({ items: [], nextCursor: null, total: buys, limit: 25 });
  });

  it('later pages carry the first page\'s total instead of counting again, and a cursor with a forged total is refused', async () => {
    const { me, p1 } = await ready;
    const first = await get(`${LIST}?limit=8`, me.token);
    const total = first.body.data.total;
    const added = await ctx.db
      .insertInto('transactions')
      .values({ user_id: me.id, type: 'sell', status: 'success', property_id: p1.id, tokens: 1, price_per_token: 10_000, amount: 10_000, payment_with: 'wallet' })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const second = await get(`${LIST}?limit=8&cursor=${encodeURIComponent(first.body.data.nextCursor!)}`, me.token);
      expect(second.body.data.total).toBe(total);
      // A new first page counts the new row.
      expect((await get(`${LIST}?limit=8`, me.token)).body.data.total).toBe(total + 1);
      const decoded = JSON.parse(Buffer.from(first.body.data.nextCursor!, 'base64url').toString('utf8')) as Record<string, unknown>;
      for (const forged of [{ n: -1 }, { n: 1.5 }, { n: '9' }, { l: 'x' }, { n: undefined }, { l: undefined }]) {
        const cursor = Buffer.from(JSON.stringify({ ...decoded, ...forged })).toString('base64url');
        const res = await get(`${LIST}?limit=8&cursor=${cursor}`, me.token);
        expect(res.status, JSON.stringify(forged)).toBe(400);
        expect(res.body.code).toBe('CURSOR_INVALID');
      }
    } finally {
      await ctx.db.deleteFrom('transactions').where('id', '=', added.id).execute();
    }
  });

  it('stays stable while new transactions arrive between pages', async () => {
    const { me, rows, p1 } = await ready;
    const fresh: string[] = [];
    for (const sort of ['newest', 'oldest', 'amountDesc']) {
      const { ids } = await allPages(`${LIST}?limit=8&sort=${sort}`, me.token, async () => {
        const added = await ctx.db
          .insertInto('transactions')
          .values({ user_id: me.id, type: 'buy', status: 'success', property_id: p1.id, tokens: 2, price_per_token: 10_000, amount: 20_000, payment_with: 'wallet' })
          .returning('id')
          .executeTakeFirstOrThrow();
        fresh.push(added.id);
      });
      expect(new Set(ids).size).toBe(ids.length);
      for (const row of rows) expect(ids.filter((id) => id === row.id)).toHaveLength(1);
    }
    await ctx.db.deleteFrom('transactions').where('id', 'in', fresh).execute();
  });

  it('refuses a cursor made for another sort, or not made by us', async () => {
    const { me } = await ready;
    const first = await get(`${LIST}?sort=newest`, me.token);
    const cursor = first.body.data.nextCursor!;
    for (const url of [`${LIST}?sort=oldest&cursor=${cursor}`, `${LIST}?cursor=garbage`, `${LIST}?cursor=${Buffer.from('{"s":"newest","k":null,"t":"x","i":"y"}').toString('base64url')}`]) {
      const res = await get(url, me.token);
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe('CURSOR_INVALID');
      expect(res.body.errors).toContainEqual(expect.objectContaining({ field: 'cursor' }));
    }
  });

  it('filters by one or several types and statuses, property and dates', async () => {
    const { me, rows, p2 } = await ready;
    const ids = async (query: string) => (await allPages(`${LIST}?limit=100&${query}`, me.token)).ids.sort();
    const expectIds = (pred: (r: Seeded) => boolean) => rows.filter(pred).map((r) => r.id).sort();

    expect(await ids('type=buy')).toEqual(expectIds((r) => r.type === 'buy'));
    expect(await ids('type=buy,sell')).toEqual(expectIds((r) => r.type === 'buy' || r.type === 'sell'));
    expect(await ids('type=buy&type=sell')).toEqual(expectIds((r) => r.type === 'buy' || r.type === 'sell'));
    expect(await ids('type=Gift,Received')).toEqual(expectIds((r) => r.type === 'gift' || r.type === 'received'));
    expect(await ids('type=token%20purchase')).toEqual(expectIds((r) => r.type === 'token_purchase'));
    // Not a type of this list: nothing.
    expect(await ids('type=deposit')).toEqual([]);

    const inProgress = expectIds((r) => r.status === 'inprogress');
    expect(inProgress.length).toBeGreaterThan(0);
    expect(await ids('status=in%20progress')).toEqual(inProgress);
    expect(await ids('status=inprogress')).toEqual(inProgress);
    expect(await ids('status=Pending,completed')).toEqual(expectIds((r) => r.status === 'pending' || r.status === 'completed'));
    expect(await ids('status=pending&type=gift')).toEqual(expectIds((r) => r.status === 'pending' && r.type === 'gift'));

    expect(await ids(`propertyId=${p2.id}`)).toEqual(expectIds((r) => r.property_id === p2.id));
    expect(await ids(`propertyId=${crypto.randomUUID()}`)).toEqual([]);

    // A date alone is that whole day in Iraq (UTC+3).
    const iraqDay = (r: Seeded) => new Date(r.created_at.getTime() + 3 * HOUR).toISOString().slice(0, 10);
    expect(await ids('from=2025-03-11&to=2025-03-11')).toEqual(expectIds((r) => iraqDay(r) === '2025-03-11'));
    expect(await ids('from=2025-03-12')).toEqual(expectIds((r) => iraqDay(r) >= '2025-03-12'));
    const from = Date.parse('2025-03-10T10:00:00Z');
    const to = Date.parse('2025-03-11T06:00:00Z');
    expect(await ids('from=2025-03-10T10:00:00Z&to=2025-03-11T06:00:00Z')).toEqual(
      expectIds((r) => r.created_at.getTime() >= from && r.created_at.getTime() <= to),
    );
    expect(await ids('from=2025-03-10T13:00:00%2B03:00&to=2025-03-11T09:00:00%2B03:00')).toEqual(
      expectIds((r) => r.created_at.getTime() >= from && r.created_at.getTime() <= to),
    );

    // Filters and paging together.
    const { ids: paged } = await allPages(`${LIST}?limit=3&sort=amountAsc&type=buy,gift,sell`, me.token);
    expect(paged).toEqual(expectedOrder(rows.filter((r) => ['buy', 'gift', 'sell'].includes(r.type)), 'amountAsc'));
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['sort=cheapest', 'sort'],
    ['type=bogus', 'type'],
    ['type=buy,bogus', 'type'],
    ['status=lost', 'status'],
    ['propertyId=12', 'propertyId'],
    ['from=2025-02-30', 'from'],
    ['from=yesterday', 'from'],
    ['to=2025-13-01', 'to'],
    ['from=2025-03-12&to=2025-03-11', 'to'],
    ['page=2', 'page'],
  ])('refuses %s with a 400 naming the parameter, changing nothing', async (query, field) => {
    const { me } = await ready;
    const before = await moneySnapshot(ctx);
    const res = await get(`${LIST}?${query}`, me.token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field }));
    expect(await moneySnapshot(ctx)).toEqual(before);
  });

  it('says which dates are reversed', async () => {
    const { me } = await ready;
    const res = await get(`${LIST}?from=2025-03-12&to=2025-03-11`, me.token);
    expect(res.body.errors).toContainEqual({ field: 'to', code: 'DATE_RANGE_INVALID', message: 'The start date must be before the end date' });
  });

  it("never shows another user's history", async () => {
    const { rows } = await ready;
    const other = await registerUser(app, ctx);
    for (const url of [LIST, WALLET, GIFTS]) {
      const res = await get(`${url}?limit=100`, other.token);
      expect(res.body.data).toMatchObject({ items: [], total: 0, nextCursor: null });
    }
    const probe = await get(`${LIST}?propertyId=${rows[0]!.property_id}`, other.token);
    expect(probe.body.data.items).toEqual([]);
  });
});

describe('what each list holds and how an item reads', () => {
  it('a wallet purchase, a withdrawal, gifts and trades, each in its list with the spec fields', async () => {
    const p = await propertyWithTokens(ctx, 'tx-items', { total: 1000, price: 20_000 });
    await ctx.db.updateTable('properties').set({ name: JSON.stringify({ en: 'Tigris Tower', ar: 'برج دجلة' }) }).where('id', '=', p.id).execute();
    const me = await makeInvestor(app, ctx);
    const friend = await registerUser(app, ctx);
    await creditWallet(ctx, me.id, 1_000_000);

    const bought = await call(app, 'POST', '/api/user/marketplace/invest', {
      token: me.token,
      body: { propertyId: p.id, numberOfTokens: 10, paymentWith: 'wallet', userAgreement: true },
    });
    expect(bought.statusCode).toBe(200);
    const withdrawal = await call(app, 'POST', '/api/user/user/withdrawal-request', { token: me.token, body: { amount: 50_000 } });
    expect(withdrawal.statusCode).toBe(201);
    await ctx.db
      .insertInto('transactions')
      .values([
        { user_id: me.id, type: 'gift', status: 'success', property_id: p.id, tokens: 3, price_per_token: 20_000, amount: 60_000, fee: 600, payment_with: 'wallet', counterparty_user_id: friend.id },
        { user_id: me.id, type: 'received', status: 'success', property_id: p.id, tokens: 2, price_per_token: 20_000, amount: 40_000, payment_with: 'platform', counterparty_user_id: friend.id },
        { user_id: me.id, type: 'sell', status: 'success', property_id: p.id, tokens: 1, price_per_token: 21_000, amount: 21_000, fee: 0, payment_with: 'wallet', counterparty_user_id: friend.id },
        { user_id: me.id, type: 'buy', status: 'success', property_id: p.id, tokens: 4, price_per_token: 19_000, amount: 76_000, payment_with: 'wallet', counterparty_user_id: friend.id },
        { user_id: me.id, type: 'rent', status: 'completed', property_id: p.id, amount: 9_000, payment_with: 'platform' },
      ])
      .execute();

    const list = (await get(`${LIST}?limit=100`, me.token)).body.data.items;
    expect(list.map((i) => i.type).sort()).toEqual(['buy', 'buy', 'gift', 'received', 'rent', 'sell']);
    const primary = list.find((i) => i.type === 'buy' && i.seller === 'platform')!;
    expect(primary).toMatchObject({
      id: bought.json().data.transactionId,
      typeLabel: 'Buy',
      status: 'success',
      statusLabel: 'Success',
      asset: { propertyId: p.id, name: 'Tigris Tower' },
      tokens: 10,
      pricePerToken: 20_000,
      value: 200_000,
      amount: 200_000,
      fee: 0,
      paymentWith: 'wallet',
      seller: 'platform',
      buyer: 'you',
      action: null,
    });
    expect(Date.parse(primary.time)).toBeGreaterThan(Date.now() - 60_000);
    expect(list.find((i) => i.type === 'buy' && i.seller !== 'platform')).toMatchObject({ seller: { username: friend.name }, buyer: 'you' });
    expect(list.find((i) => i.type === 'sell')).toMatchObject({ seller: 'you', buyer: { username: friend.name } });
    expect(list.find((i) => i.type === 'gift')).toMatchObject({ typeLabel: 'Gift', fee: 600, value: 60_000, counterparty: { username: friend.name } });
    expect(list.find((i) => i.type === 'received')).toMatchObject({ typeLabel: 'Received', paymentWith: 'platform' });
    expect(list.some((i) => i.type === 'withdraw')).toBe(false);

    const wallet = (await get(`${WALLET}?limit=100`, me.token)).body.data.items;
    expect(wallet.map((i) => i.type).sort()).toEqual(['rent', 'withdraw']);
    expect(wallet.find((i) => i.type === 'withdraw')).toMatchObject({
      id: withdrawal.json().data.transactionId,
      status: 'pending',
      statusLabel: 'Pending',
      amount: 50_000,
      value: 50_000,
      asset: null,
      tokens: null,
      paymentWith: 'cash',
      action: 'cancel',
    });

    const gifts = (await get(`${GIFTS}?limit=100`, me.token)).body.data.items;
    expect(gifts.map((i) => i.typeLabel).sort()).toEqual(['Gift', 'Received']);

    // Localized: the property name and labels follow Accept-Language.
    const arabic = (await get(`${GIFTS}?type=gift`, me.token, 'ar')).body.data.items[0]!;
    expect(arabic).toMatchObject({ typeLabel: 'هدية', asset: { name: 'برج دجلة' } });

    // After the cancel the row is canceled and offers nothing more.
    await call(app, 'PUT', '/api/user/user/cancel-withdrawal-request', { token: me.token });
    const after = (await get(`${WALLET}?type=withdraw`, me.token)).body.data.items[0]!;
    expect(after).toMatchObject({ status: 'canceled', statusLabel: 'Canceled', action: null });
  });
});

describe("the lists' totals kept at commit (migration 0032)", () => {
  const kept = async (userId: string) =>
    (await ctx.pool.query<{ buy: number; deposit: number; gift: number }>('SELECT rows_buy AS buy, rows_deposit AS deposit, rows_gift AS gift FROM wallet_stats WHERE user_id = $1', [userId])).rows[0];
  const row = (userId: string, type: TransactionType, propertyId: string | null) => ({
    user_id: userId,
    type,
    status: 'success' as const,
    property_id: propertyId,
    tokens: propertyId ? 1 : null,
    price_per_token: propertyId ? 10_000 : null,
    amount: 10_000,
    payment_with: 'wallet' as const,
  });

  it('rows inserted in one statement or several are counted once each; a rolled-back insert adds nothing; a deleted row is taken off', async () => {
    const me = await registerUser(app, ctx);
    const p = await propertyWithTokens(ctx, 'tx-kept-1');
    await ctx.db.insertInto('transactions').values([row(me.id, 'buy', p.id), row(me.id, 'buy', p.id), row(me.id, 'deposit', null)]).execute();
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('transactions').values(row(me.id, 'buy', p.id)).execute();
      await trx.insertInto('transactions').values([row(me.id, 'gift', p.id), row(me.id, 'deposit', null)]).execute();
    });
    expect(await kept(me.id)).toEqual({ buy: 3, deposit: 2, gift: 1 });
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto('transactions').values([row(me.id, 'buy', p.id), row(me.id, 'gift', p.id)]).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kept(me.id)).toEqual({ buy: 3, deposit: 2, gift: 1 });
    // Inserted and deleted in one transaction: nothing; a row of before deleted: one less.
    await ctx.db.transaction().execute(async (trx) => {
      const added = await trx.insertInto('transactions').values(row(me.id, 'gift', p.id)).returning('id').executeTakeFirstOrThrow();
      await trx.deleteFrom('transactions').where('id', '=', added.id).execute();
      const deposit = await trx.selectFrom('transactions').select('id').where('user_id', '=', me.id).where('type', '=', 'deposit').executeTakeFirstOrThrow();
      await trx.deleteFrom('transactions').where('id', '=', deposit.id).execute();
    });
    expect(await kept(me.id)).toEqual({ buy: 3, deposit: 1, gift: 1 });
    expect((await get(LIST, me.token)).body.data.total).toBe(4);
    expect((await get(WALLET, me.token)).body.data.total).toBe(1);
    expect((await get(`${GIFTS}?type=gift`, me.token)).body.data.total).toBe(1);
  });

  it('a first page without filters other than the type reads the kept count; a status, property or date filter counts the rows', async () => {
    const me = await registerUser(app, ctx);
    const p = await propertyWithTokens(ctx, 'tx-kept-2');
    await ctx.db.insertInto('transactions').values([row(me.id, 'buy', p.id), row(me.id, 'buy', p.id), row(me.id, 'gift', p.id)]).execute();
    // A kept count put off by 100 shows where the kept count is read, and only there.
    await ctx.pool.query('UPDATE wallet_stats SET rows_buy = rows_buy + 100 WHERE user_id = $1', [me.id]);
    try {
      expect((await get(LIST, me.token)).body.data.total).toBe(103);
      expect((await get(`${LIST}?type=buy`, me.token)).body.data.total).toBe(102);
      expect((await get(`${LIST}?type=gift`, me.token)).body.data.total).toBe(1);
      expect((await get(`${LIST}?status=success`, me.token)).body.data.total).toBe(3);
      expect((await get(`${LIST}?propertyId=${p.id}`, me.token)).body.data.total).toBe(3);
      expect((await get(`${LIST}?from=2020-01-01`, me.token)).body.data.total).toBe(3);
    } finally {
      await ctx.pool.query('UPDATE wallet_stats SET rows_buy = rows_buy - 100 WHERE user_id = $1', [me.id]);
    }
    // A user with no history at all (no row of counts either): an empty first page, total 0.
    const nobody = await registerUser(app, ctx);
    await ctx.pool.query('DELETE FROM wallet_stats WHERE user_id = $1', [nobody.id]);
    expect((await get(LIST, nobody.token)).body.data).toEqual({ items: [], nextCursor: null, total: 0, limit: 8 });
  });

  it("a history row's user and type do not change: the counts are kept from inserts and deletes alone", async () => {
    const me = await registerUser(app, ctx);
    const other = await registerUser(app, ctx);
    const p = await propertyWithTokens(ctx, 'tx-kept-3');
    const added = await ctx.db.insertInto('transactions').values(row(me.id, 'buy', p.id)).returning('id').executeTakeFirstOrThrow();
    await expect(ctx.db.updateTable('transactions').set({ type: 'sell' }).where('id', '=', added.id).execute()).rejects.toThrow(/user and type do not change/);
    await expect(ctx.db.updateTable('transactions').set({ user_id: other.id }).where('id', '=', added.id).execute()).rejects.toThrow(/user and type do not change/);
    // Its status changes as always.
    await ctx.db.updateTable('transactions').set({ status: 'completed' }).where('id', '=', added.id).execute();
    expect(await kept(me.id)).toMatchObject({ buy: 1 });
  });
});
