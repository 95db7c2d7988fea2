import {
  adminKycListQuery,
  idParams,
  kycDecisionView,
  kycImageLinkQuery,
  kycRequestDetailView,
  kycRequestPageView,
  kycRequestSubmittedView,
  livenessChallengeSetView,
  rejectKycBody,
} from '@sahm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { areaRoutes } from '../http/route';
import { issueChallenges } from './challenges';
import { checkImageLink } from './files';
import { kycRequestForm } from './form-doc';
import { submitKycRequest } from './requests';
import { decideKycRequest, getKycRequest, listKycRequests, readKycImageById } from './review';

/**
 * Identity verification (decisions.md §8, §9): the investor's liveness
 * challenges and KYC request under /api/user, the review queue under
 * /api/admin. See README.md.
 */
export async function identityRoutes(app: FastifyInstance, ctx: AppContext) {
  const { route } = areaRoutes(app, ctx, 'identity');
  const { rateLimits } = ctx.config;
  // Nonces and image re-encoding cost: limited per user, counted after the token check.
  const perUser = {
    max: rateLimits.auth,
    timeWindow: rateLimits.windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => `identity:${req.user?.id ?? req.ip}`,
  };

  route({
    method: 'GET',
    url: '/api/user/user/liveness-challenges',
    auth: 'user',
    rateLimit: perUser,
    response: livenessChallengeSetView,
    summary:
      'Start a liveness check: three distinct challenges (turn_left, turn_right, blink, smile, look_up) in a random order, with a single-use nonce bound to the caller and valid for 10 minutes; a new call replaces the previous nonce. Refused while a request is pending or once verified (409), without full name and date of birth (400 KYC_PROFILE_INCOMPLETE), under 18 (403 UNDER_AGE).',
    handler: async ({ request, user }) => ok(request, await issueChallenges(ctx, user.id)),
  });

  route({
    method: 'POST',
    url: '/api/user/user/kyc-request',
    auth: 'user',
    multipart: true,
    form: kycRequestForm,
    rateLimit: perUser,
    status: 201,
    response: kycRequestSubmittedView,
    summary:
      'Send identity documents (multipart): proofType iraqi_id (documentFront and documentBack) or passport (documentFront), the nonce of GET /user/liveness-challenges and 1-3 frames per challenge in liveness_<challenge>. Images JPEG, PNG or WebP by their bytes, at most 5 MB each, re-encoded without metadata. kycStatus becomes pending; one pending request at a time (409 KYC_PENDING); a used, expired or foreign nonce is 400 LIVENESS_NONCE_INVALID.',
    handler: async ({ request, user }) => {
      const { submitted, notice } = await submitKycRequest(ctx, user, request);
      ctx.notifier.toAdmins('kyc-request', notice);
      return ok(request, submitted, 'KYC_SUBMITTED');
    },
  });

  route({
    method: 'GET',
    url: '/api/admin/kyc-requests',
    auth: 'admin',
    query: adminKycListQuery,
    response: kycRequestPageView,
    summary: 'Identity verification requests with who sent each (filter by status pending | verified | rejected; newest or oldest first), paged by cursor. Not audited (a queue); opening a request is.',
    handler: async ({ request, query }) => ok(request, await listKycRequests(ctx, query)),
  });

  route({
    method: 'GET',
    url: '/api/admin/kyc-requests/:id',
    auth: 'admin',
    params: idParams,
    notFound: 'KYC_REQUEST_NOT_FOUND',
    response: kycRequestDetailView,
    summary:
      'One request: the person, the challenges, earlier requests and every image with a link signed for this admin that works for 5 minutes (linksExpireAt). Audited.',
    handler: async ({ request, params, user }) => ok(request, await getKycRequest(ctx, user.id, params.id)),
  });

  route({
    method: 'GET',
    url: '/api/admin/kyc-images/:id',
    auth: 'admin',
    query: kycImageLinkQuery,
    params: idParams,
    notFound: 'NOT_FOUND',
    summary:
      'An identity image (image/webp, cache-control no-store), only through a link from GET /admin/kyc-requests/{id}, with the same admin session; an expired or altered link is 403 KYC_IMAGE_LINK_EXPIRED.',
    handler: async ({ reply, query, params, user }) => {
      checkImageLink(ctx.config, params.id, user.id, query.expires, query.signature);
      const data = await readKycImageById(ctx, params.id);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cross-origin-resource-policy', 'same-origin')
        .send(data);
    },
  });

  route({
    method: 'POST',
    url: '/api/admin/kyc-requests/:id/approve',
    auth: 'admin',
    params: idParams,
    notFound: 'KYC_REQUEST_NOT_FOUND',
    response: kycDecisionView,
    summary: 'Approve a pending request: the user becomes verified and is notified. 409 once decided; 403 for the admin’s own request. Audited.',
    handler: async ({ request, params, user }) => {
      const { decision, notification } = await decideKycRequest(ctx, user.id, params.id, true, null);
      await ctx.notifier.publish(notification);
      return ok(request, decision, 'KYC_MARKED_APPROVED');
    },
  });

  route({
    method: 'POST',
    url: '/api/admin/kyc-requests/:id/reject',
    auth: 'admin',
    body: rejectKycBody,
    params: idParams,
    notFound: 'KYC_REQUEST_NOT_FOUND',
    response: kycDecisionView,
    summary: 'Reject a pending request with a reason (1-500 characters) the user reads; they may send a new request. 409 once decided; 403 for the admin’s own request. Audited.',
    handler: async ({ request, body, params, user }) => {
      const { decision, notification } = await decideKycRequest(ctx, user.id, params.id, false, body.reason);
      await ctx.notifier.publish(notification);
      return ok(request, decision, 'KYC_MARKED_REJECTED');
    },
  });
}
