import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminWithdrawalListQuery,
  auditLogQuery,
  IRAQ_UTC_OFFSET,
  transactionCategories,
  transactionListQuery,
  transactionSorts,
  transactionStatuses,
  transactionTypes,
} from '../src/schemas/wallet';
import { issues, parsed } from './issues';

const UUID = '5f0c7a1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

describe('history filters: dates (transactionListQuery from/to)', () => {
  // The server's own time zone must not matter: run the day boundaries as if in Los Angeles and in Tokyo
  // (TZ takes effect in vitest's default forks pool; in worker threads the run keeps its zone).
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each(['America/Los_Angeles', 'Asia/Tokyo', 'UTC'])('a day YYYY-MM-DD starts at midnight in Baghdad (UTC+3), server in %s', (tz) => {
    vi.stubEnv('TZ', tz);
    const q = parsed(transactionListQuery, { from: '2024-03-01', to: '2024-03-31' });
    expect(q.from).toEqual({ at: new Date('2024-02-29T21:00:00.000Z'), dateOnly: true });
    expect(q.to).toEqual({ at: new Date('2024-03-30T21:00:00.000Z'), dateOnly: true });
  });

  it('states the zone it reads days in', () => {
    expect(IRAQ_UTC_OFFSET).toBe('+03:00');
  });

  it('reads an ISO date-time with its offset as that instant', () => {
    expect(parsed(transactionListQuery, { from: '2024-03-01T10:30Z' }).from).toEqual({ at: new Date('2024-03-01T10:30:00Z'), dateOnly: false });
    expect(parsed(transactionListQuery, { from: '2024-03-01T10:30:15+03:00' }).from).toEqual({ at: new Date('2024-03-01T07:30:15Z'), dateOnly: false });
    expect(parsed(transactionListQuery, { from: '2024-03-01T10:30:15.123456-05:00' }).from?.at).toEqual(new Date('2024-03-01T15:30:15.123Z'));
    expect(parsed(transactionListQuery, { to: ' 2024-03-01 ' }).to?.dateOnly).toBe(true);
  });

  it.each([
    // Text that Date.parse reads, in the server's time zone, but that is no ISO date.
    'yesterday',
    'March 1, 2024',
    '1 Mar 2024',
    '2024/03/01',
    '03/01/2024',
    '2024-3-1',
    '20240301',
    '2024-03-01 10:00',
    // A date-time without an offset would be read in the server's zone.
    '2024-03-01T10:00',
    '2024-03-01T10:00:00',
    // Days and times that do not exist (Date rolls them over instead of refusing them).
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-02-30T10:00:00Z',
    '2024-04-31T00:00:00+03:00',
    '2024-03-01T24:00Z',
    '2024-03-01T23:60Z',
    '2024-03-01T23:59:60Z',
    '2024-03-01T10:00+15:00',
    '2024-03-01T10:00+03:60',
    '2024-03-01T10:00:00.1234567Z',
    'x2024-03-01',
    '2024-03-01x',
    '2024-03-01T10:00Zx',
    'x2024-03-01T10:00Z',
    'on 2024-03-01T10:00:00+03:00',
    '',
  ])('refuses %j with DATE_INVALID', (value) => {
    expect(issues(transactionListQuery.safeParse({ from: value }))).toEqual(['from:DATE_INVALID']);
    expect(issues(transactionListQuery.safeParse({ to: value }))).toEqual(['to:DATE_INVALID']);
  });

  it('accepts the last day of each month, 29 February of a leap year and the edges of a day', () => {
    for (const day of ['2024-01-31', '2024-02-29', '2023-02-28', '2024-04-30', '2024-12-31', '2000-02-29']) {
      expect(issues(transactionListQuery.safeParse({ from: day }))).toEqual([]);
    }
    for (const at of ['2024-03-01T00:00Z', '2024-03-01T23:59:59Z', '2024-03-01T23:59:59.999+14:00', '2024-03-01T00:00-12:00']) {
      expect(issues(transactionListQuery.safeParse({ from: at }))).toEqual([]);
    }
  });

  it('refuses a non-string and more than 40 characters', () => {
    expect(issues(transactionListQuery.safeParse({ from: 20240301 }))).toEqual(['from:INVALID_TYPE']);
    expect(issues(transactionListQuery.safeParse({ from: `2024-03-01T10:00:00.000000+03:00${' '.repeat(9)}` }))).toEqual(['from:TOO_LONG']);
  });

  it('refuses a range that ends before it starts, and allows a one-day range', () => {
    expect(issues(transactionListQuery.safeParse({ from: '2024-03-02', to: '2024-03-01' }))).toEqual(['to:DATE_RANGE_INVALID']);
    expect(issues(transactionListQuery.safeParse({ from: '2024-03-01', to: '2024-03-01' }))).toEqual([]);
    expect(issues(transactionListQuery.safeParse({ from: '2024-03-01T10:00:00.001Z', to: '2024-03-01T10:00Z' }))).toEqual(['to:DATE_RANGE_INVALID']);
    expect(issues(transactionListQuery.safeParse({ from: '2024-03-01T10:00Z', to: '2024-03-01T10:00Z' }))).toEqual([]);
  });
});

describe('history filters: paging, sort, type and status', () => {
  it('defaults to 8 newest first (spec.md §9)', () => {
    expect(parsed(transactionListQuery, {})).toEqual({ limit: 8, sort: 'newest' });
  });

  it.each([
    ['1', 1],
    ['100', 100],
  ])('takes limit=%s', (limit, expected) => {
    expect(parsed(transactionListQuery, { limit }).limit).toBe(expected);
  });

  it.each(['0', '101', '2.5', 'ten'])('refuses limit=%s', (limit) => {
    expect(issues(transactionListQuery.safeParse({ limit }))).toEqual(['limit:INVALID_TYPE']);
  });

  it('takes every sort of spec.md §9 and nothing else', () => {
    expect(transactionSorts).toEqual(['newest', 'oldest', 'sharesAsc', 'sharesDesc', 'amountAsc', 'amountDesc']);
    for (const sort of transactionSorts) expect(parsed(transactionListQuery, { sort }).sort).toBe(sort);
    expect(issues(transactionListQuery.safeParse({ sort: 'cheapest' }))).toEqual(['sort:INVALID_TYPE']);
  });

  it('reads one type or several, as written in the app or stored', () => {
    expect(parsed(transactionListQuery, { type: 'buy' }).type).toEqual(['buy']);
    expect(parsed(transactionListQuery, { type: 'buy,sell' }).type).toEqual(['buy', 'sell']);
    expect(parsed(transactionListQuery, { type: ' Buy , buy ,,Gift ' }).type).toEqual(['buy', 'gift']);
    expect(parsed(transactionListQuery, { type: 'Token Purchase' }).type).toEqual(['token_purchase']);
    expect(parsed(transactionListQuery, { type: 'token-purchases' }).type).toEqual(['token_purchase']);
    expect(parsed(transactionListQuery, { type: 'tokenpurchase' }).type).toEqual(['token_purchase']);
    expect(parsed(transactionListQuery, { type: ',' }).type).toEqual([]);
    expect(parsed(transactionListQuery, { type: 'buy, ,sell' }).type).toEqual(['buy', 'sell']);
    expect(parsed(transactionListQuery, { type: ' Token  -  Purchase ' }).type).toEqual(['token_purchase']);
    for (const type of transactionTypes) expect(parsed(transactionListQuery, { type }).type).toEqual([type]);
  });

  it('refuses an unknown type or status, and a list over 200 characters', () => {
    expect(issues(transactionListQuery.safeParse({ type: 'buy,loan' }))).toEqual(['type:INVALID_TYPE']);
    expect(issues(transactionListQuery.safeParse({ status: 'lost' }))).toEqual(['status:INVALID_TYPE']);
    expect(issues(transactionListQuery.safeParse({ type: 5 }))).toEqual(['type:INVALID_TYPE']);
    const long = Array.from({ length: 50 }, () => 'buy').join(',');
    expect(long.length).toBeLessThanOrEqual(200);
    expect(parsed(transactionListQuery, { type: long }).type).toEqual(['buy']);
    expect(issues(transactionListQuery.safeParse({ type: `${long},sell,buy` }))).toEqual(['type:TOO_LONG']);
  });

  it('reads statuses with their other spellings', () => {
    expect(parsed(transactionListQuery, { status: 'In Progress' }).status).toEqual(['inprogress']);
    expect(parsed(transactionListQuery, { status: 'in-progress,cancelled' }).status).toEqual(['inprogress', 'canceled']);
    for (const status of transactionStatuses) expect(parsed(transactionListQuery, { status }).status).toEqual([status]);
  });

  it('takes a property id and a cursor, and refuses a bad id or unknown parameter', () => {
    expect(parsed(transactionListQuery, { propertyId: UUID, cursor: 'abc' })).toMatchObject({ propertyId: UUID, cursor: 'abc' });
    expect(issues(transactionListQuery.safeParse({ propertyId: 'x' }))).toEqual(['propertyId:INVALID_TYPE']);
    expect(issues(transactionListQuery.safeParse({ propertyId: `${UUID}0` }))).toEqual(['propertyId:TOO_LONG']);
    expect(issues(transactionListQuery.safeParse({ cursor: 'c'.repeat(501) }))).toEqual(['cursor:TOO_LONG']);
    expect(issues(transactionListQuery.safeParse({ cursor: 5, propertyId: 5 }))).toEqual(['cursor:INVALID_TYPE', 'propertyId:INVALID_TYPE']);
    expect(parsed(transactionListQuery, { cursor: 'c'.repeat(500) }).cursor).toHaveLength(500);
    expect(issues(transactionListQuery.safeParse({ page: '2' }))).toEqual([':UNKNOWN_FIELD']);
  });

  it('lists each history call with what it holds (spec.md §7)', () => {
    expect(transactionCategories).toEqual({
      list: ['buy', 'sell', 'receive', 'rent', 'revenue', 'token_purchase', 'gift', 'received'],
      wallet: ['deposit', 'withdraw', 'rent', 'revenue'],
      gift: ['gift', 'received'],
    });
  });
});

describe('admin lists', () => {
  it('withdrawals: newest 20 first, filtered by status', () => {
    expect(parsed(adminWithdrawalListQuery, {})).toEqual({ sort: 'newest', limit: 20 });
    expect(parsed(adminWithdrawalListQuery, { status: 'pending', sort: 'oldest', limit: '5' })).toEqual({ status: 'pending', sort: 'oldest', limit: 5 });
    expect(issues(adminWithdrawalListQuery.safeParse({ status: 'lost', sort: 'biggest' }))).toEqual(['status:INVALID_TYPE', 'sort:INVALID_TYPE']);
    expect(issues(adminWithdrawalListQuery.safeParse({ user: 'x' }))).toEqual([':UNKNOWN_FIELD']);
    expect(parsed(adminWithdrawalListQuery, { sort: 'newest' })).toEqual({ sort: 'newest', limit: 20 });
  });

  it('audit log: 50 by default, filters of bounded length', () => {
    expect(parsed(auditLogQuery, {})).toEqual({ limit: 50 });
    expect(parsed(auditLogQuery, { action: 'a'.repeat(100), targetType: 't'.repeat(50), targetId: 'i'.repeat(100), adminId: UUID })).toMatchObject({ adminId: UUID });
    expect(issues(auditLogQuery.safeParse({ action: 'a'.repeat(101), targetType: 't'.repeat(51), targetId: 'i'.repeat(101), adminId: 'me' }))).toEqual([
      'action:TOO_LONG',
      'targetType:TOO_LONG',
      'targetId:TOO_LONG',
      'adminId:INVALID_TYPE',
    ]);
    expect(issues(auditLogQuery.safeParse({ action: 1, targetType: 2, targetId: 3 }))).toEqual(['action:INVALID_TYPE', 'targetType:INVALID_TYPE', 'targetId:INVALID_TYPE']);
    expect(issues(auditLogQuery.safeParse({ user: 'x' }))).toEqual([':UNKNOWN_FIELD']);
  });

  it('audit log dates: either end alone, one day, or a range whose start is not after its end', () => {
    expect(parsed(auditLogQuery, { from: '2026-03-01' })).toMatchObject({ from: { dateOnly: true } });
    expect(parsed(auditLogQuery, { to: '2026-03-01T10:00Z' })).toMatchObject({ to: { dateOnly: false } });
    expect(parsed(auditLogQuery, { from: '2026-03-01', to: '2026-03-01' })).toMatchObject({ from: { dateOnly: true }, to: { dateOnly: true } });
    expect(parsed(auditLogQuery, { from: '2026-03-01T10:00Z', to: '2026-03-01T10:00:00.000Z' })).toMatchObject({ limit: 50 });
    expect(issues(auditLogQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' }))).toEqual(['to:DATE_RANGE_INVALID']);
    expect(issues(auditLogQuery.safeParse({ from: '2026-03-01T10:00:00.001Z', to: '2026-03-01T10:00Z' }))).toEqual(['to:DATE_RANGE_INVALID']);
    expect(issues(auditLogQuery.safeParse({ from: 'yesterday', to: '2026-02-30' }))).toEqual(['from:DATE_INVALID', 'to:DATE_INVALID']);
  });
});
