import { toAsciiDigits, type AdminUser, type AdminUserDetails, type AdminUserListQuery, type AdminUserPage, type AppLocale } from '@sahm/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AppContext } from '../context';
import { localize, ownedShare, pricePerToken } from '../catalog/present';
import { containsPattern } from '../catalog/service';
import type { Database, UsersTable } from '../db/schema';
import { AppError } from '../http/errors';
import { decodeCursor, encodeCursor, exactTimeSql } from '../transactions/cursor';
import { profileImageUrl } from '../users/images';
import { recordAudit } from './audit';
import { listCashDeposits } from './money';

const summaryColumns = [
  'u.id',
  'u.email',
  'u.username',
  'u.full_name',
  'u.country_code',
  'u.mobile_number',
  'u.is_phone_verified',
  'u.is_email_verified',
  'u.role',
  'u.kyc_status',
  'u.disabled_at',
  'u.created_at',
] as const;

type SummaryRow = Pick<
  Selectable<UsersTable>,
  | 'id'
  | 'email'
  | 'username'
  | 'full_name'
  | 'country_code'
  | 'mobile_number'
  | 'is_phone_verified'
  | 'is_email_verified'
  | 'role'
  | 'kyc_status'
  | 'disabled_at'
  | 'created_at'
>;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

function presentUser(row: SummaryRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    fullName: row.full_name,
    phone: row.country_code && row.mobile_number ? `${row.country_code}${row.mobile_number}` : null,
    isPhoneVerified: row.is_phone_verified,
    isEmailVerified: row.is_email_verified,
    role: row.role,
    kycStatus: row.kyc_status,
    disabledAt: iso(row.disabled_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The digits of a phone search as stored: national number without its
 * leading 0 or the country code (users.mobile_number holds "7501234567",
 * country_code "+964"). Null when the search is not phone-like.
 */
export function phoneDigits(search: string): string | null {
  const compact = toAsciiDigits(search).replace(/[\s\-().]/g, '');
  if (!/^\+?\d{4,15}$/.test(compact)) return null;
  return compact.replace(/^\+/, '').replace(/^00/, '').replace(/^964/, '').replace(/^0/, '');
}

/**
 * GET /admin/users: newest first. `search` matches a part of the e-mail,
 * user name or full name (any case), or of the phone number however it is
 * typed (+964 750…, 0750…, Arabic-Indic digits). Filters by role and
 * active/disabled; paged by cursor. A search is audited (who looked whom up).
 */
export async function searchUsers(ctx: AppContext, adminId: string, query: AdminUserListQuery): Promise<AdminUserPage> {
  let q = ctx.db
    .selectFrom('users as u')
    .select([...summaryColumns, sql<string>`${sql.raw(exactTimeSql('u.created_at'))}`.as('exact_time')])
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(query.limit + 1);
  const search = query.search?.trim();
  if (search) {
    const text = containsPattern(search.toLowerCase());
    const digits = phoneDigits(search);
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`u.email LIKE ${text} ESCAPE '\\'`,
        sql<boolean>`lower(u.username) LIKE ${text} ESCAPE '\\'`,
        sql<boolean>`lower(coalesce(u.full_name, '')) LIKE ${text} ESCAPE '\\'`,
        ...(digits ? [sql<boolean>`u.mobile_number LIKE ${containsPattern(digits)} ESCAPE '\\'`] : []),
      ]),
    );
  }
  if (query.role) q = q.where('u.role', '=', query.role);
  if (query.status) q = q.where('u.disabled_at', query.status === 'disabled' ? 'is not' : 'is', null);
  if (query.cursor) {
    const after = decodeCursor(query.cursor, 'newest', false);
    q = q.where(sql<boolean>`(u.created_at, u.id) < (${after.t}::timestamptz, ${after.i}::uuid)`);
  }
  const rows = await q.execute();
  if (search) await recordAudit(ctx.db, { adminId, action: 'users.searched', targetType: 'user', details: { search, found: Math.min(rows.length, query.limit) } });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentUser),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ s: 'newest', k: null, t: last.exact_time, i: last.id }) : null,
    limit: query.limit,
  };
}

async function userRow(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('users as u')
    .select([
      ...summaryColumns,
      'u.date_of_birth',
      'u.city',
      'u.address_line1',
      'u.profile_image',
      'u.kyc_reason',
      'u.disabled_reason',
      'u.two_factor',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'USER_NOT_FOUND');
  return row;
}

/**
 * GET /admin/users/{id}: the person, their identity status, balances,
 * holdings at today's price, pending withdrawal and cash deposits awaiting
 * approval, and their sessions. Audited (who looked at whose account).
 */
export async function userDetails(ctx: AppContext, adminId: string, locale: AppLocale, userId: string): Promise<AdminUserDetails> {
  const row = await userRow(ctx.db, userId);
  const [balances, holdings, withdrawal, sessions, cash] = await Promise.all([
    ctx.db.selectFrom('ledger_accounts').select(['kind', 'balance']).where('user_id', '=', userId).where('kind', 'in', ['user_available', 'user_held']).execute(),
    ctx.db
      .selectFrom('holdings as h')
      .innerJoin('properties as p', 'p.id', 'h.property_id')
      .select(['p.id', 'p.name', 'p.valuation', 'p.total_tokens', 'h.tokens', 'h.listed'])
      .where('h.user_id', '=', userId)
      .where((eb) => eb(eb('h.tokens', '+', eb.ref('h.listed')), '>', 0))
      .orderBy('p.slug')
      .execute(),
    ctx.db.selectFrom('withdrawal_requests').select(['id', 'amount', 'created_at']).where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirst(),
    ctx.db
      .selectFrom('sessions')
      .select([
        sql<Date | null>`max(created_at)`.as('last_sign_in'),
        sql<number>`(count(*) FILTER (WHERE revoked_at IS NULL AND expires_at > now()))::int`.as('active'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    listCashDeposits(ctx, adminId, { status: 'pending', userId, limit: 100 }),
  ]);
  const items = holdings.map((h) => {
    const share = ownedShare(h, h.tokens, h.listed);
    return {
      propertyId: h.id,
      name: localize(h.name, locale),
      tokens: h.tokens,
      listed: h.listed,
      ownedTokens: h.tokens + h.listed,
      pricePerToken: pricePerToken(h.valuation, h.total_tokens),
      value: share.value,
    };
  });
  await recordAudit(ctx.db, { adminId, action: 'user.viewed', targetType: 'user', targetId: userId });
  return {
    ...presentUser(row),
    dateOfBirth: row.date_of_birth,
    city: row.city,
    addressLine1: row.address_line1,
    profileImage: profileImageUrl(row.profile_image),
    kycReason: row.kyc_reason,
    disabledReason: row.disabled_reason,
    twoFactor: row.two_factor,
    lastSignInAt: iso(sessions.last_sign_in),
    activeSessions: sessions.active,
    balance: {
      available: balances.find((b) => b.kind === 'user_available')?.balance ?? 0,
      held: balances.find((b) => b.kind === 'user_held')?.balance ?? 0,
      currency: 'IQD',
    },
    pendingWithdrawal: withdrawal ? { id: withdrawal.id, amount: withdrawal.amount, createdAt: withdrawal.created_at.toISOString() } : null,
    pendingCashDeposits: cash.items,
    holdings: items,
    totals: { tokens: items.reduce((sum, h) => sum + h.ownedTokens, 0), value: items.reduce((sum, h) => sum + h.value, 0) },
  };
}

/** The user's audit entry for a look at their history (the history itself is the transactions area's). */
export async function auditHistoryView(ctx: AppContext, adminId: string, userId: string) {
  await userRow(ctx.db, userId);
  await recordAudit(ctx.db, { adminId, action: 'user.history_viewed', targetType: 'user', targetId: userId });
}

/**
 * POST /admin/users/{id}/disable: in one transaction the account is marked
 * disabled (with the reason, for operators) and every session of it revoked;
 * sign-in then answers 403 ACCOUNT_DISABLED and the realtime sockets are
 * told at once. An admin cannot disable their own account. Audited.
 */
export async function disableUser(ctx: AppContext, adminId: string, userId: string, reason: string): Promise<AdminUser> {
  if (userId === adminId) throw new AppError(403, 'ADMIN_OWN_ACCOUNT');
  const disabled = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('users').select(['id', 'disabled_at']).where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
    if (!row) throw new AppError(404, 'USER_NOT_FOUND');
    if (row.disabled_at) throw new AppError(409, 'USER_ALREADY_DISABLED');
    await trx.updateTable('users').set({ disabled_at: sql<Date>`now()`, disabled_reason: reason, updated_at: sql<Date>`now()` }).where('id', '=', userId).execute();
    const revoked = await trx.updateTable('sessions').set({ revoked_at: sql<Date>`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
    await recordAudit(trx, { adminId, action: 'user.disabled', targetType: 'user', targetId: userId, details: { reason, sessionsRevoked: Number(revoked.numUpdatedRows) } });
    return presentUser(await userRow(trx, userId));
  });
  ctx.notifier.sessionsEnded(userId);
  return disabled;
}

/** POST /admin/users/{id}/enable: the person may sign in again (sessions revoked at disabling stay revoked). Audited. */
export async function enableUser(ctx: AppContext, adminId: string, userId: string): Promise<AdminUser> {
  if (userId === adminId) throw new AppError(403, 'ADMIN_OWN_ACCOUNT');
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('users').select(['id', 'disabled_at', 'disabled_reason']).where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
    if (!row) throw new AppError(404, 'USER_NOT_FOUND');
    if (!row.disabled_at) throw new AppError(409, 'USER_NOT_DISABLED');
    await trx.updateTable('users').set({ disabled_at: null, disabled_reason: null, updated_at: sql<Date>`now()` }).where('id', '=', userId).execute();
    await recordAudit(trx, {
      adminId,
      action: 'user.enabled',
      targetType: 'user',
      targetId: userId,
      details: { disabledAt: iso(row.disabled_at), reason: row.disabled_reason },
    });
    return presentUser(await userRow(trx, userId));
  });
}
