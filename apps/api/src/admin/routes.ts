import {
  adminCashDepositListQuery,
  adminCashDepositPage,
  adminContactMessageListQuery,
  adminContactMessagePage,
  adminContactMessageView,
  adminPropertyListQuery,
  adminPropertyPage,
  adminPropertyView,
  adminSummaryView,
  adminUserDetailsView,
  adminUserListQuery,
  adminUserPage,
  adminUserView,
  adminWithdrawalListQuery,
  adminWithdrawalPage,
  auditLogPage,
  auditLogQuery,
  cashDepositBody,
  cashDepositDecisionView,
  cashDepositOutcomeView,
  disableUserBody,
  idParams,
  markWithdrawalPaidBody,
  propertyCreateBody,
  propertyFileParams,
  propertyFilesOrderBody,
  propertyUpdateBody,
  rejectCashDepositBody,
  rejectWithdrawalBody,
  transactionListQuery,
  withdrawalDecisionView,
} from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { areaRoutes } from '../http/route';
import type { NotificationRow } from '../notifications/notifier';
import { joinRepeated } from '../transactions/cursor';
import { listTransactions } from '../transactions/history';
import { auditActions, listAuditLog } from './audit';
import { listContactMessages, markContactMessageHandled } from './contact-messages';
import { cashDeposit, decideCashDeposit, decideWithdrawal, listCashDeposits, listWithdrawals } from './money';
import { createProperty, getAdminProperty, listAdminProperties, updateProperty } from './properties';
import { addPropertyDocument, addPropertyImages, orderPropertyFiles, propertyDocumentForm, propertyImagesForm, removePropertyFile } from './property-files';
import { adminSummary } from './summary';
import { auditHistoryView, disableUser, enableUser, searchUsers, userDetails } from './users';

/** Splits off what the response must not carry: the stored notification is published, not returned. */
const published = <T extends { notification: NotificationRow }>({ notification, ...data }: T) => ({ data, notification });

/** Repeated `type` and `status` (`type=a&type=b`) read like `type=a,b`, as in the investor's history. */
const historyQuery = z.preprocess((query) => joinRepeated(query, ['type', 'status']), transactionListQuery);

/**
 * The admin console (decisions.md §9, §13; README.md): every call is
 * declared `auth: 'admin'` — 401 without a session, 403 for any other role,
 * before the body is read — and route() keeps /api/admin/ for such calls
 * only. Every action is audited; so are the looks at a person's account.
 * The identity queue (kyc-requests) is the identity area's, valuations and
 * rent runs the rent area's.
 */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { route, moneyRoute } = areaRoutes(app, ctx, 'admin');

  route({
    method: 'GET',
    url: '/api/admin/summary',
    auth: 'admin',
    response: adminSummaryView,
    summary:
      'What waits for the operators: pending identity checks, pending withdrawals, cash deposits awaiting a second admin (awaitingMe: those the caller may decide), unhandled contact messages, and the approval threshold. Read it again on each event of the realtime admin room.',
    handler: async ({ request, user }) => ok(request, await adminSummary(ctx, user.id)),
  });

  // ---- Withdrawals ----

  route({
    method: 'GET',
    url: '/api/admin/withdrawals',
    auth: 'admin',
    query: adminWithdrawalListQuery,
    response: adminWithdrawalPage,
    summary: 'Withdrawal requests with the requesting user (filter by status; newest or oldest first), paged by cursor',
    handler: async ({ request, query }) => ok(request, await listWithdrawals(ctx, query)),
  });

  moneyRoute({
    method: 'POST',
    url: '/api/admin/withdrawals/:id/paid',
    auth: 'admin',
    body: markWithdrawalPaidBody,
    params: idParams,
    notFound: 'WITHDRAWAL_NOT_FOUND',
    response: withdrawalDecisionView,
    summary:
      'Mark a pending withdrawal paid out at the branch named (1-100 characters, kept for its till): the held amount leaves the platform; the user is notified. 403 WITHDRAWAL_OWN_REQUEST for the admin’s own account; 409 once decided. Accepts Idempotency-Key.',
    // The same shape for both decisions, so they identify a request alike.
    fingerprint: ({ params, body }) => ({ id: params.id, reason: null, branch: body.branch }),
    singleStatement: true,
    handler: async ({ db, body, params, user }) => {
      const { data, notification } = published(await decideWithdrawal(db, params.id, user.id, { paid: true, branch: body.branch }));
      const announce = () => ctx.notifier.toAdmins('withdrawal-decided', { id: data.id, userId: data.userId, status: data.status });
      return { data, message: 'WITHDRAWAL_MARKED_PAID', notifications: [notification], announce };
    },
  });

  moneyRoute({
    method: 'POST',
    url: '/api/admin/withdrawals/:id/reject',
    auth: 'admin',
    body: rejectWithdrawalBody,
    params: idParams,
    notFound: 'WITHDRAWAL_NOT_FOUND',
    response: withdrawalDecisionView,
    fingerprint: ({ params, body }) => ({ id: params.id, reason: body.reason, branch: null }),
    summary:
      'Reject a pending withdrawal with a reason: the held amount returns to available; the user is notified. 403 WITHDRAWAL_OWN_REQUEST for the admin’s own account; 409 once decided. Accepts Idempotency-Key.',
    singleStatement: true,
    handler: async ({ db, body, params, user }) => {
      const { data, notification } = published(await decideWithdrawal(db, params.id, user.id, { paid: false, reason: body.reason }));
      const announce = () => ctx.notifier.toAdmins('withdrawal-decided', { id: data.id, userId: data.userId, status: data.status });
      return { data, message: 'WITHDRAWAL_MARKED_REJECTED', notifications: [notification], announce };
    },
  });

  // ---- Branch cash: four eyes above the threshold ----

  moneyRoute({
    method: 'POST',
    url: '/api/admin/users/:id/cash-deposit',
    auth: 'admin',
    body: cashDepositBody,
    params: idParams,
    notFound: 'NOT_FOUND',
    response: cashDepositOutcomeView,
    summary:
      'Record cash a user paid in at a branch (whole IQD, at least 10,000). At or below CASH_DEPOSIT_APPROVAL_THRESHOLD (default 1,000,000): credited at once, the user notified (201, status completed). Above it: nothing moves until a second admin approves (202, status pending_approval; see /admin/cash-deposits). 403 CASH_DEPOSIT_OWN_ACCOUNT for the admin’s own account. Accepts Idempotency-Key.',
    status: 201,
    fingerprint: ({ params, body }) => ({ userId: params.id, ...body }),
    singleStatement: true,
    handler: async ({ db, body, params, user }) => {
      const { outcome, notification } = await cashDeposit(db, params.id, user.id, body, ctx.config.cashDepositApprovalThreshold);
      if (outcome.status === 'completed') return { data: outcome, message: 'CASH_DEPOSIT_RECORDED', notifications: notification ? [notification] : [] };
      const announce = () =>
        ctx.notifier.toAdmins('cash-deposit-requested', {
          id: outcome.requestId,
          userId: outcome.userId,
          amount: outcome.amount,
          branch: outcome.branch,
          requestedBy: user.id,
          createdAt: outcome.createdAt,
        });
      return { data: outcome, message: 'CASH_DEPOSIT_AWAITING_APPROVAL', status: 202, announce };
    },
  });

  route({
    method: 'GET',
    url: '/api/admin/cash-deposits',
    auth: 'admin',
    query: adminCashDepositListQuery,
    response: adminCashDepositPage,
    summary:
      'Cash deposits above the approval threshold (filter by status pending | approved | rejected, or by userId), newest first, paged by cursor; canDecide says whether the caller may approve or reject each',
    handler: async ({ request, query, user }) => ok(request, await listCashDeposits(ctx, user.id, query)),
  });

  moneyRoute({
    method: 'POST',
    url: '/api/admin/cash-deposits/:id/approve',
    auth: 'admin',
    params: idParams,
    notFound: 'CASH_DEPOSIT_NOT_FOUND',
    response: cashDepositDecisionView,
    summary:
      'Approve a pending cash deposit as the second admin: the cash is credited now and the user notified. 403 CASH_DEPOSIT_OWN_REQUEST for the admin who recorded it, CASH_DEPOSIT_OWN_ACCOUNT for the account’s owner; 409 once decided. Accepts Idempotency-Key.',
    fingerprint: ({ params }) => ({ id: params.id, reason: null }),
    singleStatement: true,
    handler: async ({ db, params, user }) => {
      const { decision, notification } = await decideCashDeposit(db, params.id, user.id, true, null);
      const announce = () => ctx.notifier.toAdmins('cash-deposit-decided', { id: decision.id, userId: decision.userId, status: decision.status });
      return { data: decision, message: 'CASH_DEPOSIT_APPROVED', notifications: notification ? [notification] : [], announce };
    },
  });

  moneyRoute({
    method: 'POST',
    url: '/api/admin/cash-deposits/:id/reject',
    auth: 'admin',
    body: rejectCashDepositBody,
    params: idParams,
    notFound: 'CASH_DEPOSIT_NOT_FOUND',
    response: cashDepositDecisionView,
    summary:
      'Reject a pending cash deposit with a reason (1-500 characters): nothing is credited. The same refusals as approving. Accepts Idempotency-Key.',
    singleStatement: true,
    handler: async ({ db, body, params, user }) => {
      const { decision } = await decideCashDeposit(db, params.id, user.id, false, body.reason);
      const announce = () => ctx.notifier.toAdmins('cash-deposit-decided', { id: decision.id, userId: decision.userId, status: decision.status });
      return { data: decision, message: 'CASH_DEPOSIT_REJECTED', announce };
    },
  });

  // ---- Users ----

  route({
    method: 'GET',
    url: '/api/admin/users',
    auth: 'admin',
    query: adminUserListQuery,
    response: adminUserPage,
    summary:
      'Users, newest first: search by part of the e-mail, user name, full name or phone (+964…, 07…, any digits), filter by role and status (active | disabled), paged by cursor. A search is audited.',
    handler: async ({ request, query, user }) => ok(request, await searchUsers(ctx, user.id, query)),
  });

  route({
    method: 'GET',
    url: '/api/admin/users/:id',
    auth: 'admin',
    params: idParams,
    notFound: 'USER_NOT_FOUND',
    response: adminUserDetailsView,
    summary:
      'One user: profile, identity status, disabled or not (and why), sessions, balances, holdings at today’s price, pending withdrawal and cash deposits awaiting approval. Audited.',
    handler: async ({ request, params, user }) => ok(request, await userDetails(ctx, user.id, request.locale, params.id)),
  });

  route({
    method: 'GET',
    url: '/api/admin/users/:id/transactions',
    auth: 'admin',
    params: idParams,
    notFound: 'USER_NOT_FOUND',
    query: historyQuery,
    summary:
      'A user’s whole history (every type), as their Transactions screen shows it (“you” is the user): the same sorts, filters and cursor paging as GET /api/user/transaction/list. Audited.',
    handler: async ({ request, params, query, user }) => {
      await auditHistoryView(ctx, user.id, params.id);
      return ok(request, await listTransactions(ctx, params.id, request.locale, 'all', query));
    },
  });

  route({
    method: 'POST',
    url: '/api/admin/users/:id/disable',
    auth: 'admin',
    body: disableUserBody,
    params: idParams,
    notFound: 'USER_NOT_FOUND',
    response: adminUserView,
    summary:
      'Disable an account with a reason (kept for operators): every session is revoked at once and sign-in answers 403 ACCOUNT_DISABLED (“This account has been disabled. Please contact support.”). 403 ADMIN_OWN_ACCOUNT for oneself; 409 USER_ALREADY_DISABLED. Audited.',
    handler: async ({ request, body, params, user }) => ok(request, await disableUser(ctx, user.id, params.id, body.reason), 'USER_DISABLED'),
  });

  route({
    method: 'POST',
    url: '/api/admin/users/:id/enable',
    auth: 'admin',
    params: idParams,
    notFound: 'USER_NOT_FOUND',
    response: adminUserView,
    summary: 'Enable a disabled account: the person may sign in again. 403 ADMIN_OWN_ACCOUNT for oneself; 409 USER_NOT_DISABLED. Audited.',
    handler: async ({ request, params, user }) => ok(request, await enableUser(ctx, user.id, params.id), 'USER_ENABLED'),
  });

  // ---- Properties (valuations: POST /api/admin/properties/{id}/valuation, the rent area's) ----

  route({
    method: 'GET',
    url: '/api/admin/properties',
    auth: 'admin',
    query: adminPropertyListQuery,
    response: adminPropertyPage,
    summary:
      'Properties, newest first, with every language of their texts, token counts, files and flags; search by name, city or address in any language or by slug, filter locked=true|false, paged by cursor',
    handler: async ({ request, query }) => ok(request, await listAdminProperties(ctx, request.locale, query)),
  });

  route({
    method: 'POST',
    url: '/api/admin/properties',
    auth: 'admin',
    body: propertyCreateBody,
    response: adminPropertyView,
    status: 201,
    summary:
      'Create a property. name and city need English (ar, kr, bh optional; readers fall back to English). Locked (coming soon) unless isLocked is false; the platform holds every token; valuation (≥ totalTokens, so a token costs at least 1 IQD) is the first price-history point; slug comes from the English name when not given (409 PROPERTY_SLUG_TAKEN when a given one is used). Pictures and documents are added afterwards. Audited.',
    handler: async ({ request, body, user }) => ok(request, await createProperty(ctx, user.id, request.locale, body), 'PROPERTY_CREATED'),
  });

  route({
    method: 'GET',
    url: '/api/admin/properties/:id',
    auth: 'admin',
    params: idParams,
    notFound: 'PROPERTY_NOT_FOUND',
    response: adminPropertyView,
    summary: 'One property as the console edits it',
    handler: async ({ request, params }) => ok(request, await getAdminProperty(ctx.db, request.locale, params.id)),
  });

  route({
    method: 'PATCH',
    url: '/api/admin/properties/:id',
    auth: 'admin',
    body: propertyUpdateBody,
    params: idParams,
    notFound: 'PROPERTY_NOT_FOUND',
    response: adminPropertyView,
    summary:
      'Edit a property: any fields, at least one. A localized text (name, description, city, address) replaces all its languages. Lock or unlock with isLocked; rent with monthlyRent, rentFeePercent, isRented. totalTokens changes only while no token is sold (409 PROPERTY_TOKENS_SOLD). The valuation is not edited here. Audited with the changed fields.',
    handler: async ({ request, body, params, user }) => ok(request, await updateProperty(ctx, user.id, request.locale, params.id, body), 'PROPERTY_UPDATED'),
  });

  route({
    method: 'POST',
    url: '/api/admin/properties/:id/images',
    auth: 'admin',
    params: idParams,
    notFound: 'PROPERTY_NOT_FOUND',
    multipart: true,
    form: propertyImagesForm,
    response: adminPropertyView,
    summary:
      'Add pictures (multipart, field images, repeated for several): JPEG, PNG or WebP by their bytes, at most 5 MB each, re-encoded to WebP without metadata and served publicly; appended in the order sent; the first picture of a property is its cover. Audited.',
    handler: async ({ request, params, user }) => ok(request, await addPropertyImages(ctx, user.id, request.locale, params.id, request), 'PROPERTY_UPDATED'),
  });

  route({
    method: 'PUT',
    url: '/api/admin/properties/:id/images/order',
    auth: 'admin',
    body: propertyFilesOrderBody,
    params: idParams,
    notFound: 'PROPERTY_NOT_FOUND',
    response: adminPropertyView,
    summary: 'Reorder the pictures: files names each picture (its file) exactly once, the cover first. Audited.',
    handler: async ({ request, body, params, user }) =>
      ok(request, await orderPropertyFiles(ctx, user.id, request.locale, params.id, 'images', body.files), 'PROPERTY_UPDATED'),
  });

  route({
    method: 'DELETE',
    url: '/api/admin/properties/:id/images/:file',
    auth: 'admin',
    params: propertyFileParams,
    notFound: 'PROPERTY_NOT_FOUND',
    response: adminPropertyView,
    summary: 'Remove a picture (by its file); an uploaded file is deleted too. The next picture becomes the cover, or a placeholder. Audited.',
    handler: async ({ request, params, user }) =>
      ok(request, await removePropertyFile(ctx, user.id, request.locale, params.id, 'images', params.file), 'PROPERTY_UPDATED'),
  });

  route({
    method: 'POST',
    url: '/api/admin/properties/:id/documents',
    auth: 'admin',
    params: idParams,
    notFound: 'PROPERTY_NOT_FOUND',
    multipart: true,
    form: propertyDocumentForm,
    response: adminPropertyView,
    summary:
      'Add a document (multipart): the PDF in document (by its bytes, at most 5 MB), kind main | other, titleEn (required), titleAr, titleKr, titleBh. Served publicly with the property. Audited.',
    handler: async ({ request, params, user }) => ok(request, await addPropertyDocument(ctx, user.id, request.locale, params.id, request), 'PROPERTY_UPDATED'),
  });

  route({
    method: 'PUT',
    url: '/api/admin/properties/:id/documents/order',
    auth: 'admin',
    body: propertyFilesOrderBody,
    params: idParams,
    notFound: 'PROPERTY_NOT_FOUND',
    response: adminPropertyView,
    summary: 'Reorder the documents: files names each document (its file) exactly once. Audited.',
    handler: async ({ request, body, params, user }) =>
      ok(request, await orderPropertyFiles(ctx, user.id, request.locale, params.id, 'documents', body.files), 'PROPERTY_UPDATED'),
  });

  route({
    method: 'DELETE',
    url: '/api/admin/properties/:id/documents/:file',
    auth: 'admin',
    params: propertyFileParams,
    notFound: 'PROPERTY_NOT_FOUND',
    response: adminPropertyView,
    summary: 'Remove a document (by its file); an uploaded file is deleted too. Audited.',
    handler: async ({ request, params, user }) =>
      ok(request, await removePropertyFile(ctx, user.id, request.locale, params.id, 'documents', params.file), 'PROPERTY_UPDATED'),
  });

  // ---- Contact messages ----

  route({
    method: 'GET',
    url: '/api/admin/contact-messages',
    auth: 'admin',
    query: adminContactMessageListQuery,
    response: adminContactMessagePage,
    summary: 'The contact form’s messages, newest first (filter status unhandled | handled), with the account they came from, paged by cursor',
    handler: async ({ request, query }) => ok(request, await listContactMessages(ctx, query)),
  });

  route({
    method: 'POST',
    url: '/api/admin/contact-messages/:id/handled',
    auth: 'admin',
    params: idParams,
    notFound: 'CONTACT_MESSAGE_NOT_FOUND',
    response: adminContactMessageView,
    summary: 'Mark a message handled (409 CONTACT_MESSAGE_ALREADY_HANDLED when it is). Audited.',
    handler: async ({ request, params, user }) => {
      const handled = await markContactMessageHandled(ctx, user.id, params.id);
      ctx.notifier.toAdmins('contact-message-handled', { id: handled.id });
      return ok(request, handled, 'CONTACT_MESSAGE_HANDLED');
    },
  });

  // ---- Audit log ----

  route({
    method: 'GET',
    url: '/api/admin/audit-log',
    auth: 'admin',
    query: auditLogQuery,
    response: auditLogPage,
    summary:
      'Every admin action, newest first: filter by adminId, action (exact, or every action of a kind with a trailing dot: cash_deposit.), targetType and targetId, from and to (YYYY-MM-DD in Iraq, or a date-time; to inclusive); paged by cursor',
    handler: async ({ request, query }) => ok(request, await listAuditLog(ctx, query)),
  });

  route({
    method: 'GET',
    url: '/api/admin/audit-log/actions',
    auth: 'admin',
    response: z.array(z.string()),
    summary: 'The actions the audit log holds, for the console’s action filter',
    handler: async ({ request }) => ok(request, await auditActions(ctx)),
  });
}
