import { messageText, type AppLocale } from '@sahm/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { relativeTime } from '../src/notifications/notifier';
import { call, createTestApp, registerUser, snapshot } from './helpers';
import { creditWallet, makeInvestor, propertyWithTokens } from './money-helpers';

const { app, ctx } = await createTestApp();

const LIST = '/api/user/user/notification-list';
const READ = '/api/user/user/read-notification';
const TYPES = '/api/user/user/notification-types';

/** Stores a notification through the real notifier, then back-dates it. */
async function seed(userId: string, type: 'account_update' | 'offers' | 'buy_sell', code: 'PASSWORD_CHANGED' | 'PHONE_VERIFIED' | 'RATE_LIMITED', ageMs: number, params: Record<string, string | number> = {}) {
  const row = await ctx.notifier.notify(userId, type, code, params);
  await ctx.db
    .updateTable('notifications')
    .set({ created_at: new Date(Date.now() - ageMs) })
    .where('id', '=', row.id)
    .execute();
  return row.id;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('GET /user/notification-list', () => {
  it('lists only my notifications, newest first, with paging, type and unread filters', async () => {
    const me = await registerUser(app, ctx);
    const other = await registerUser(app, ctx);
    const types = ['account_update', 'offers', 'buy_sell'] as const;
    const ids: string[] = [];
    // 25 notifications, i minutes old: ids[0] is the newest.
    for (let i = 0; i < 25; i++) ids.push(await seed(me.id, types[i % 3]!, 'PASSWORD_CHANGED', i * MINUTE + 1000));
    await seed(other.id, 'offers', 'PASSWORD_CHANGED', 0);

    const first = await call(app, 'GET', LIST, { token: me.token });
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1).toMatchObject({ total: 25, unread: 25, skip: 0, limit: 20 });
    expect(page1.items.map((n: { _id: string }) => n._id)).toEqual(ids.slice(0, 20));

    const page2 = (await call(app, 'GET', `${LIST}?skip=20&limit=20`, { token: me.token })).json().data;
    expect(page2.items.map((n: { _id: string }) => n._id)).toEqual(ids.slice(20));
    expect(page2.total).toBe(25);

    const offers = (await call(app, 'GET', `${LIST}?type=offers&limit=100`, { token: me.token })).json().data;
    expect(offers.total).toBe(8);
    expect(offers.items).toHaveLength(8);
    expect(offers.items.every((n: { type: string }) => n.type === 'offers')).toBe(true);
    expect(offers.items.map((n: { _id: string }) => n._id)).toEqual(ids.filter((_, i) => i % 3 === 1));

    // Reading three changes the unread filter's answers.
    await call(app, 'POST', READ, { token: me.token, body: { notificationIds: [ids[0], ids[1], ids[2]] } });
    const unread = (await call(app, 'GET', `${LIST}?unread=true&limit=100`, { token: me.token })).json().data;
    expect(unread).toMatchObject({ total: 22, unread: 22 });
    expect(unread.items.map((n: { _id: string }) => n._id)).toEqual(ids.slice(3));
    const read = (await call(app, 'GET', `${LIST}?unread=false`, { token: me.token })).json().data;
    expect(read).toMatchObject({ total: 3, unread: 22 });
    expect(read.items.map((n: { _id: string; isRead: boolean }) => [n._id, n.isRead])).toEqual([
      [ids[0], true],
      [ids[1], true],
      [ids[2], true],
    ]);
    const readOffers = (await call(app, 'GET', `${LIST}?unread=false&type=offers`, { token: me.token })).json().data;
    expect(readOffers.items.map((n: { _id: string }) => n._id)).toEqual([ids[1]]);
    expect(readOffers.unread).toBe(7);

    // The other user sees only their own one.
    const theirs = (await call(app, 'GET', LIST, { token: other.token })).json().data;
    expect(theirs.total).toBe(1);
    expect(theirs.items[0]._id).not.toBe(ids[0]);
  });

  it.each(['en', 'ar', 'kr', 'bh'] as AppLocale[])('localizes each message from its stored code and params (%s)', async (lang) => {
    const me = await registerUser(app, ctx);
    await seed(me.id, 'account_update', 'RATE_LIMITED', 0, { seconds: 42 });
    await seed(me.id, 'account_update', 'PHONE_VERIFIED', MINUTE);
    const items = (await call(app, 'GET', LIST, { token: me.token, lang })).json().data.items;
    expect(items.map((n: { message: string }) => n.message)).toEqual([
      messageText(lang, 'RATE_LIMITED', { seconds: 42 }),
      messageText(lang, 'PHONE_VERIFIED'),
    ]);
    // The count in the reader's digits (glossary.md): Latin in English, Arabic-Indic in ar, kr and bh.
    expect(items[0].message).toContain(lang === 'en' ? '42' : '٤٢');
    expect(items[0]).toMatchObject({ code: 'RATE_LIMITED', params: { seconds: 42 }, type: 'account_update', isRead: false, readAt: null });
    if (lang === 'en') expect(items[1].message).toBe('Your mobile number has been verified');
    else {
      expect(items[1].message).toMatch(/[\u0600-\u06FF]/);
      expect(items[1].message).not.toBe(messageText('en', 'PHONE_VERIFIED'));
    }
  });

  it('gives each notification its relative time in the units of spec.md §3', async () => {
    const me = await registerUser(app, ctx);
    const ages: Array<[number, string, number]> = [
      [2000, 'now', 0],
      [30_000, 'seconds', 30],
      [5 * MINUTE + 5000, 'minutes', 5],
      [3 * 60 * MINUTE + 5000, 'hours', 3],
      [4 * DAY + 5000, 'days', 4],
      [75 * DAY, 'months', 2],
      [800 * DAY, 'years', 2],
    ];
    for (const [age] of ages) await seed(me.id, 'offers', 'PASSWORD_CHANGED', age);
    const items = (await call(app, 'GET', LIST, { token: me.token })).json().data.items;
    expect(items.map((n: { relative: unknown }) => n.relative)).toEqual(ages.map(([, unit, value]) => ({ unit, value })));
  });

  it('relative time: boundaries and calendar months', () => {
    const now = new Date('2025-03-15T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(relativeTime(ago(-5000), now)).toEqual({ unit: 'now', value: 0 });
    expect(relativeTime(ago(9999), now)).toEqual({ unit: 'now', value: 0 });
    expect(relativeTime(ago(10_000), now)).toEqual({ unit: 'seconds', value: 10 });
    expect(relativeTime(ago(59_999), now)).toEqual({ unit: 'seconds', value: 59 });
    expect(relativeTime(ago(60_000), now)).toEqual({ unit: 'minutes', value: 1 });
    expect(relativeTime(ago(3_599_999), now)).toEqual({ unit: 'minutes', value: 59 });
    expect(relativeTime(ago(3_600_000), now)).toEqual({ unit: 'hours', value: 1 });
    expect(relativeTime(ago(DAY - 1), now)).toEqual({ unit: 'hours', value: 23 });
    expect(relativeTime(ago(DAY), now)).toEqual({ unit: 'days', value: 1 });
    expect(relativeTime(ago(29 * DAY), now)).toEqual({ unit: 'days', value: 29 });
    expect(relativeTime(ago(30 * DAY), now)).toEqual({ unit: 'months', value: 1 });
    expect(relativeTime(new Date('2025-01-16T12:00:00Z'), now)).toEqual({ unit: 'months', value: 1 });
    expect(relativeTime(new Date('2025-01-15T12:00:00Z'), now)).toEqual({ unit: 'months', value: 2 });
    expect(relativeTime(new Date('2024-03-16T12:00:00Z'), now)).toEqual({ unit: 'months', value: 11 });
    expect(relativeTime(new Date('2024-03-15T12:00:00Z'), now)).toEqual({ unit: 'years', value: 1 });
    expect(relativeTime(new Date('2021-01-01T00:00:00Z'), now)).toEqual({ unit: 'years', value: 4 });
  });

  it('a password change notifies the account and the notification is listed', async () => {
    const me = await registerUser(app, ctx);
    const res = await call(app, 'POST', '/api/auth/change-password', {
      token: me.token,
      body: { oldPassword: me.password, newPassword: 'Changed123', confirmPassword: 'Changed123' },
    });
    expect(res.statusCode).toBe(200);
    const items = (await call(app, 'GET', LIST, { token: me.token, lang: 'ar' })).json().data.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: 'account_update', code: 'PASSWORD_CHANGED', message: messageText('ar', 'PASSWORD_CHANGED'), relative: { unit: 'now' } });
  });

  it('401 without a token, with a bad or a revoked one', async () => {
    const me = await registerUser(app, ctx);
    await seed(me.id, 'offers', 'PASSWORD_CHANGED', 0);
    for (const token of [undefined, 'garbage', 'x'.repeat(43)]) {
      const res = await call(app, 'GET', LIST, { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Session expired! please login again', code: 'SESSION_EXPIRED' });
    }
    await call(app, 'POST', '/api/auth/logout', { token: me.token });
    expect((await call(app, 'GET', LIST, { token: me.token })).statusCode).toBe(401);
  });

  it.each([
    ['type=news', 'type'],
    ['type=', 'type'],
    ['unread=yes', 'unread'],
    ['unread=1', 'unread'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['skip=-1', 'skip'],
    ['skip=x', 'skip'],
    ['type=offers&type=buy_sell', 'type'],
    ['sort=asc', 'sort'],
  ])('a bad query (%s) is a 400 naming the field and changes nothing', async (query, field) => {
    const me = await registerUser(app, ctx);
    await seed(me.id, 'offers', 'PASSWORD_CHANGED', 0);
    const before = await snapshot(ctx);
    const res = await call(app, 'GET', `${LIST}?${query}`, { token: me.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message: expect.any(String) }));
    expect(await snapshot(ctx)).toEqual(before);
  });
});

describe('POST /user/read-notification', () => {
  it("marks only the caller's notifications; another user's ids are not touched", async () => {
    const me = await registerUser(app, ctx);
    const other = await registerUser(app, ctx);
    const mine = [await seed(me.id, 'offers', 'PASSWORD_CHANGED', 2000), await seed(me.id, 'buy_sell', 'PASSWORD_CHANGED', 1000)];
    const keep = await seed(me.id, 'offers', 'PASSWORD_CHANGED', 0);
    const theirs = await seed(other.id, 'offers', 'PASSWORD_CHANGED', 0);

    const res = await call(app, 'POST', READ, { token: me.token, body: { notificationIds: [...mine, theirs, mine[0], crypto.randomUUID()] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Notifications marked as read');
    expect(res.json().data).toMatchObject({ updated: 2, unread: 1 });
    expect([...res.json().data.notificationIds].sort()).toEqual([...mine].sort());

    const state = await ctx.db.selectFrom('notifications').select(['id', 'read_at']).where('id', 'in', [...mine, keep, theirs]).execute();
    const readAt = new Map(state.map((r) => [r.id, r.read_at]));
    expect(readAt.get(mine[0]!)).toBeInstanceOf(Date);
    expect(readAt.get(mine[1]!)).toBeInstanceOf(Date);
    expect(readAt.get(keep)).toBeNull();
    expect(readAt.get(theirs)).toBeNull();

    // Again: nothing new to mark, and the first read time stays.
    const again = await call(app, 'POST', READ, { token: me.token, body: { notificationIds: mine } });
    expect(again.json().data).toMatchObject({ updated: 0, unread: 1 });
    const after = await ctx.db.selectFrom('notifications').select(['id', 'read_at']).where('id', '=', mine[0]!).executeTakeFirstOrThrow();
    expect(after.read_at).toEqual(readAt.get(mine[0]!));

    // The other user cannot mark mine either, and theirs stays unread until they do.
    const foreign = await call(app, 'POST', READ, { token: other.token, body: { notificationIds: [keep] } });
    expect(foreign.json().data).toMatchObject({ updated: 0, unread: 1 });
    expect((await ctx.db.selectFrom('notifications').select('read_at').where('id', '=', keep).executeTakeFirstOrThrow()).read_at).toBeNull();
    const own = await call(app, 'POST', READ, { token: other.token, body: { notificationIds: [theirs] } });
    expect(own.json().data).toMatchObject({ updated: 1, unread: 0 });
  });

  it('401 without a token, changing nothing', async () => {
    const me = await registerUser(app, ctx);
    const id = await seed(me.id, 'offers', 'PASSWORD_CHANGED', 0);
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', READ, { body: { notificationIds: [id] } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
    expect(await snapshot(ctx)).toEqual(before);
  });

  it.each([
    [{}, 'notificationIds', 'REQUIRED'],
    [{ notificationIds: [] }, 'notificationIds', 'REQUIRED'],
    [{ notificationIds: 'all' }, 'notificationIds', 'INVALID_TYPE'],
    [{ notificationIds: null }, 'notificationIds', 'INVALID_TYPE'],
    [{ notificationIds: ['not-a-uuid'] }, 'notificationIds.0', 'INVALID_TYPE'],
    [{ notificationIds: [42] }, 'notificationIds.0', 'INVALID_TYPE'],
    [{ notificationIds: Array.from({ length: 501 }, () => crypto.randomUUID()) }, 'notificationIds', 'TOO_LONG'],
    [{ notificationIds: [crypto.randomUUID()], all: true }, 'all', 'UNKNOWN_FIELD'],
  ])('refuses %j with 400 and changes nothing', async (body, field, code) => {
    const me = await registerUser(app, ctx);
    await seed(me.id, 'offers', 'PASSWORD_CHANGED', 0);
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', READ, { token: me.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, code, message: messageText('en', code as 'REQUIRED') }));
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('refuses a body that is not an object', async () => {
    const me = await registerUser(app, ctx);
    const before = await snapshot(ctx);
    for (const body of [[crypto.randomUUID()], 'x', 5]) {
      const res = await call(app, 'POST', READ, { token: me.token, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
    }
    expect(await snapshot(ctx)).toEqual(before);
  });
});

describe('GET /user/notification-types', () => {
  it('lists the three types with localized labels, and my unread counts when signed in', async () => {
    const guest = await call(app, 'GET', TYPES);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toEqual([
      { type: 'account_update', label: 'Account updates' },
      { type: 'offers', label: 'Offers' },
      { type: 'buy_sell', label: 'Buy and sell' },
    ]);
    const ar = (await call(app, 'GET', TYPES, { lang: 'ar' })).json().data;
    expect(ar.map((t: { label: string }) => t.label)).toEqual([
      messageText('ar', 'NOTIFICATION_TYPE_ACCOUNT_UPDATE'),
      messageText('ar', 'NOTIFICATION_TYPE_OFFERS'),
      messageText('ar', 'NOTIFICATION_TYPE_BUY_SELL'),
    ]);
    for (const lang of ['ar', 'kr', 'bh'] as const) {
      expect(messageText(lang, 'NOTIFICATION_TYPE_OFFERS')).toMatch(/[\u0600-\u06FF]/);
    }

    const me = await registerUser(app, ctx);
    await seed(me.id, 'offers', 'PASSWORD_CHANGED', 0);
    await seed(me.id, 'offers', 'PASSWORD_CHANGED', 0);
    const read = await seed(me.id, 'buy_sell', 'PASSWORD_CHANGED', 0);
    await ctx.db.updateTable('notifications').set({ read_at: sql`now()` }).where('id', '=', read).execute();
    const mine = (await call(app, 'GET', TYPES, { token: me.token })).json().data;
    expect(mine.map((t: { type: string; unread: number }) => [t.type, t.unread])).toEqual([
      ['account_update', 0],
      ['offers', 2],
      ['buy_sell', 0],
    ]);
  });
});

describe('a property named in a notification', () => {
  it('reads in the reader’s language (English where the property has no name in it), in the list and in the message; a row stored with English text reads as before', async () => {
    const u = await makeInvestor(app, ctx);
    const p = await propertyWithTokens(ctx, `named-${Date.now()}`);
    await ctx.db
      .updateTable('properties')
      .set({ name: JSON.stringify({ en: 'Gulan Heights', ar: 'مرتفعات كولان', kr: 'بەرزاییەکانی گوڵان' }) })
      .where('id', '=', p.id)
      .execute();
    await creditWallet(ctx, u.id, 2_000_000);
    const bought = await call(app, 'POST', '/api/user/marketplace/invest', { token: u.token, body: { propertyId: p.id, numberOfTokens: 20, paymentWith: 'wallet', userAgreement: true } });
    expect(bought.statusCode).toBe(200);
    // An older row, stored with the English name as text.
    await ctx.notifier.notify(u.id, 'buy_sell', 'NOTIFY_INVESTED', { tokens: 1, property: 'Old Tower' });

    const list = async (lang: AppLocale) => {
      const res = await call(app, 'GET', `${LIST}?type=buy_sell`, { token: u.token, lang });
      expect(res.statusCode).toBe(200);
      return res.json().data.items as Array<{ code: string; params: Record<string, unknown>; message: string }>;
    };
    const [oldAr, newAr] = await list('ar');
    expect(newAr).toMatchObject({ code: 'NOTIFY_INVESTED', params: { tokens: 20, property: 'مرتفعات كولان' } });
    expect(newAr!.message).toBe(messageText('ar', 'NOTIFY_INVESTED', { tokens: 20, property: 'مرتفعات كولان' }));
    expect(oldAr!.message).toBe(messageText('ar', 'NOTIFY_INVESTED', { tokens: 1, property: 'Old Tower' }));
    const [, newKr] = await list('kr');
    expect(newKr!.params.property).toBe('بەرزاییەکانی گوڵان');
    // No Badini name: the English one.
    const [, newBh] = await list('bh');
    expect(newBh!.params.property).toBe('Gulan Heights');
    expect(newBh!.message).toContain('Gulan Heights');
  });
});
