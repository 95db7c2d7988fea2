import {
  ageOn,
  type AdminKycListQuery,
  type KycApplicant,
  type KycDecision,
  type KycRequestDetail,
  type KycRequestPage,
  type KycRequestSummary,
} from '@sahm/domain';
import { sql, type Selectable } from 'kysely';
import { recordAudit } from '../admin/audit';
import type { AppContext } from '../context';
import type { DB } from '../db/database';
import type { KycImagesTable } from '../db/schema';
import { AppError } from '../http/errors';
import type { NotificationRow } from '../notifications/notifier';
import { decodeCursor, encodeCursor, exactTimeSql } from '../transactions/cursor';
import { IMAGE_LINK_SECONDS, imageLink, readKycImage } from './files';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The request with the person who sent it and the admin who decided it. */
function requestsWithPeople(db: DB) {
  return db
    .selectFrom('kyc_requests as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .leftJoin('users as d', 'd.id', 'k.decided_by')
    .select([
      'k.id',
      'k.status',
      'k.proof_type',
      'k.reason',
      'k.challenges',
      'k.created_at',
      'k.decided_at',
      sql<string>`${sql.raw(exactTimeSql('k.created_at'))}`.as('exact_time'),
      'u.id as user_id',
      'u.email',
      'u.username',
      'u.full_name',
      'u.date_of_birth',
      'u.city',
      'u.address_line1',
      'u.country_code',
      'u.mobile_number',
      'u.is_phone_verified',
      'u.role',
      'd.id as admin_id',
      'd.email as admin_email',
    ]);
}
type RequestRow = Awaited<ReturnType<ReturnType<typeof requestsWithPeople>['executeTakeFirstOrThrow']>>;

function presentApplicant(r: RequestRow): KycApplicant {
  return {
    id: r.user_id,
    email: r.email,
    username: r.username,
    fullName: r.full_name,
    dateOfBirth: r.date_of_birth,
    city: r.city,
    addressLine1: r.address_line1,
    phone: r.country_code && r.mobile_number ? `${r.country_code}${r.mobile_number}` : null,
    isPhoneVerified: r.is_phone_verified,
    role: r.role,
  };
}

function presentSummary(r: RequestRow): KycRequestSummary {
  return {
    id: r.id,
    status: r.status,
    proofType: r.proof_type,
    reason: r.reason,
    createdAt: r.created_at.toISOString(),
    decidedAt: iso(r.decided_at),
    decidedBy: r.admin_id && r.admin_email ? { id: r.admin_id, email: r.admin_email } : null,
    user: presentApplicant(r),
  };
}

/**
 * GET /admin/kyc-requests: the queue (or any status) with who sent each
 * request, paged by cursor. Not audited, like the other queues: the console
 * refreshes it live, and what is privacy-relevant, opening one person's
 * identity images, is audited by {@link getKycRequest}, which signs the links.
 */
export async function listKycRequests(ctx: AppContext, query: AdminKycListQuery): Promise<KycRequestPage> {
  const desc = query.sort === 'newest';
  const after = query.cursor ? decodeCursor(query.cursor, query.sort, false) : null;
  let q = requestsWithPeople(ctx.db)
    .orderBy('k.created_at', desc ? 'desc' : 'asc')
    .orderBy('k.id', desc ? 'desc' : 'asc')
    .limit(query.limit + 1);
  if (query.status) q = q.where('k.status', '=', query.status);
  if (after) q = q.where(sql<boolean>`(k.created_at, k.id) ${desc ? sql`<` : sql`>`} (${after.t}::timestamptz, ${after.i}::uuid)`);
  const rows = await q.execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentSummary),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ s: query.sort, k: null, t: last.exact_time, i: last.id }) : null,
    limit: query.limit,
  };
}

const notFound = () => new AppError(404, 'KYC_REQUEST_NOT_FOUND');

/**
 * GET /admin/kyc-requests/{id}: the request, the person, their earlier
 * requests and every image with a link signed for this admin that works for
 * five minutes. Audited: an admin looked at someone's identity documents.
 */
export async function getKycRequest(ctx: AppContext, adminId: string, requestId: string): Promise<KycRequestDetail> {
  const row = await requestsWithPeople(ctx.db).where('k.id', '=', requestId).executeTakeFirst();
  if (!row) throw notFound();
  const [images, previous] = await Promise.all([
    ctx.db.selectFrom('kyc_images').selectAll().where('request_id', '=', requestId).orderBy('position').execute(),
    ctx.db
      .selectFrom('kyc_requests')
      .select(['id', 'status', 'reason', 'created_at'])
      .where('user_id', '=', row.user_id)
      .where('id', '!=', requestId)
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
  ]);
  await recordAudit(ctx.db, { adminId, action: 'kyc_request.viewed', targetType: 'kyc_request', targetId: requestId, details: { userId: row.user_id } });
  const now = Date.now();
  return {
    ...presentSummary(row),
    challenges: row.challenges,
    age: row.date_of_birth ? ageOn(row.date_of_birth, new Date(now)) : null,
    images: images.map((image: Selectable<KycImagesTable>) => ({
      id: image.id,
      kind: image.kind,
      challenge: image.challenge,
      url: imageLink(ctx.config, image.id, adminId, now).url,
      width: image.width,
      height: image.height,
    })),
    linksExpireAt: new Date((Math.floor(now / 1000) + IMAGE_LINK_SECONDS) * 1000).toISOString(),
    previous: previous.map((p) => ({ id: p.id, status: p.status, reason: p.reason, createdAt: p.created_at.toISOString() })),
  };
}

/** The bytes of one image, for GET /admin/kyc-images/{id} (the link was checked by the route). */
export async function readKycImageById(ctx: AppContext, imageId: string): Promise<Buffer> {
  const image = await ctx.db.selectFrom('kyc_images').select('file').where('id', '=', imageId).executeTakeFirst();
  const data = image ? await readKycImage(ctx.config, image.file) : null;
  if (!data) throw new AppError(404, 'NOT_FOUND');
  return data;
}

export interface DecidedKyc {
  decision: KycDecision;
  /** Stored with the decision; published to the user after commit. */
  notification: NotificationRow;
}

/**
 * POST /admin/kyc-requests/{id}/approve | reject: one transaction holding
 * the request's row, then the user's (the order every decision takes). Only a
 * pending request is decided, once (409 otherwise), never by the admin whose
 * own request it is (403). The user's status follows (verified; or rejected
 * with the reason, after which they may send a new request), and the user's
 * notification and the audit entry commit with it.
 */
export async function decideKycRequest(ctx: AppContext, adminId: string, requestId: string, approve: boolean, reason: string | null): Promise<DecidedKyc> {
  return ctx.db.transaction().execute(async (trx) => {
    const request = await trx.selectFrom('kyc_requests').select(['id', 'user_id', 'status']).where('id', '=', requestId).forUpdate().executeTakeFirst();
    if (!request) throw notFound();
    if (request.user_id === adminId) throw new AppError(403, 'KYC_OWN_REQUEST');
    if (request.status !== 'pending') throw new AppError(409, 'KYC_REQUEST_DECIDED');
    const status = approve ? ('verified' as const) : ('rejected' as const);
    const decided = await trx
      .updateTable('kyc_requests')
      .set({ status, reason, decided_at: sql`now()`, decided_by: adminId })
      .where('id', '=', requestId)
      .returning(['decided_at'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ kyc_status: status, kyc_reason: reason, updated_at: sql`now()` })
      .where('id', '=', request.user_id)
      .execute();
    const notification = approve
      ? await ctx.notifier.notify(request.user_id, 'account_update', 'NOTIFY_KYC_APPROVED', {}, trx)
      : await ctx.notifier.notify(request.user_id, 'account_update', 'NOTIFY_KYC_REJECTED', { reason: reason ?? '' }, trx);
    await recordAudit(trx, {
      adminId,
      action: approve ? 'kyc_request.approved' : 'kyc_request.rejected',
      targetType: 'kyc_request',
      targetId: requestId,
      details: { userId: request.user_id, ...(reason ? { reason } : {}) },
    });
    return {
      decision: { id: requestId, userId: request.user_id, status, reason, decidedAt: new Date(decided.decided_at as Date).toISOString() },
      notification,
    };
  });
}
