import {
  changeEmailBody,
  pageViewBody,
  removeNumberBody,
  sendVerifyNumberBody,
  updateProfileBody,
  verifyEmailChangeBody,
  verifyNumberBody,
} from '@sahm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { ok } from '../http/plugin';
import { areaRoutes } from '../http/route';
import { parse } from '../http/validate';
import { sendSecurityNotice } from '../notifications/outside';
import { confirmPassword } from './confirm-password';
import { confirmEmailChange, requestEmailChange } from './email';
import { readProfileImage, toProfileWebp } from './images';
import { readMultipart } from './multipart';
import { removeNumber, sendVerifyNumber, verifyNumber } from './phone';
import { confirmPhoneChange, verifiedPhone } from './phone-change';
import { getProfile, removeProfileImage, updateProfile } from './profile';

const PHOTO_FIELD = 'profileImage';

/** Multipart text fields are strings; notificationPreferences arrives as JSON text. */
function formToProfileInput(fields: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...fields };
  const prefs = input.notificationPreferences;
  if (typeof prefs === 'string') {
    try {
      input.notificationPreferences = JSON.parse(prefs) as unknown;
    } catch {
      throw new AppError(400, 'INVALID_TYPE', undefined, [{ field: 'notificationPreferences', code: 'INVALID_TYPE' }]);
    }
  }
  return input;
}

const profileFile = z.object({ file: z.string() });

/**
 * The signed-in user: profile and photo, settings (notification preferences,
 * part of the profile), phone verification (under /api/auth, as spec.md §7
 * has it), and page-view analytics.
 */
export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const { route } = areaRoutes(app, ctx, 'users');
  const { rateLimits } = ctx.config;
  const perUser = (max: number) => ({
    max,
    timeWindow: rateLimits.windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => `user:${req.user?.id ?? req.ip}`,
  });
  // Re-encoding images costs CPU: limited per user, counted after the token check.
  const imageLimit = perUser(rateLimits.auth);
  // Code guessing and SMS pumping: limited per user, counted after the token check.
  const phoneLimit = perUser(rateLimits.codes);
  // Password and code checks, e-mails sent: limited per user like the phone codes.
  const emailLimit = perUser(rateLimits.codes);

  route({
    method: 'GET',
    url: '/api/user/user',
    auth: 'user',
    summary:
      'The signed-in user: profile, verification states (kycStatus not_verified | pending | verified | rejected, with kycReason when rejected; isPhoneVerified), 2FA method, notification preferences, language',
    handler: async ({ request, user }) => ok(request, await getProfile(ctx, user.id)),
  });

  route({
    method: 'POST',
    url: '/api/user/user/update',
    auth: 'user',
    body: updateProfileBody,
    multipart: true,
    rateLimit: imageLimit,
    summary:
      'Update profile details and settings (JSON, or multipart with an optional profileImage file). Changing twoFactor to another method needs password (400 PASSWORD_CONFIRM_REQUIRED / PASSWORD_INCORRECT) and sends a security notice; language sets the language of e-mails and SMS; notificationPreferences choose which notifications are also sent by e-mail and SMS (security codes and security notices are always sent).',
    handler: async ({ request, body, user }) => {
      // JSON was validated by the declaration; a form is read and validated here.
      if (body) return ok(request, await updateProfile(ctx, user.id, body), 'PROFILE_UPDATED');
      const form = await readMultipart(request, [PHOTO_FIELD]);
      const file = form.files[PHOTO_FIELD];
      const fields = parse(updateProfileBody, formToProfileInput(form.fields));
      // Validated fields first, then the image: nothing is written unless both pass.
      const photo = file ? await toProfileWebp(file, PHOTO_FIELD) : undefined;
      return ok(request, await updateProfile(ctx, user.id, fields, photo), 'PROFILE_UPDATED');
    },
  });

  route({
    method: 'POST',
    url: '/api/user/user/change-email',
    auth: 'user',
    body: changeEmailBody,
    rateLimit: emailLimit,
    summary:
      'Start changing the e-mail: with the password, a 6-digit code goes to the new address (10 minutes) and a security notice to the current one; the e-mail changes at verify-email-change. 409 EMAIL_TAKEN when another account has it.',
    handler: async ({ request, body, user }) => ok(request, await requestEmailChange(ctx, user.id, body.email, body.password), 'EMAIL_CHANGE_CODE_SENT'),
  });

  route({
    method: 'POST',
    url: '/api/user/user/verify-email-change',
    auth: 'user',
    body: verifyEmailChangeBody,
    rateLimit: emailLimit,
    summary: 'Finish changing the e-mail with the code sent to the new address; answers the profile. The old address gets a security notice.',
    handler: async ({ request, body, user }) => ok(request, await confirmEmailChange(ctx, user.id, body.verifyCode), 'EMAIL_CHANGED'),
  });

  route({
    method: 'POST',
    url: '/api/user/user/profile-image',
    auth: 'user',
    multipart: true,
    rateLimit: imageLimit,
    summary: 'Replace the profile photo (multipart field profileImage: JPEG, PNG or WebP, at most 5 MB)',
    handler: async ({ request, user }) => {
      if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
      const form = await readMultipart(request, [PHOTO_FIELD]);
      const extra = Object.keys(form.fields);
      if (extra.length) throw new AppError(400, 'UNKNOWN_FIELD', undefined, extra.map((field) => ({ field, code: 'UNKNOWN_FIELD' as const })));
      const file = form.files[PHOTO_FIELD];
      if (!file) throw new AppError(400, 'REQUIRED', undefined, [{ field: PHOTO_FIELD, code: 'REQUIRED' }]);
      const photo = await toProfileWebp(file, PHOTO_FIELD);
      return ok(request, await updateProfile(ctx, user.id, {}, photo), 'PROFILE_UPDATED');
    },
  });

  route({
    method: 'DELETE',
    url: '/api/user/user/profile-image',
    auth: 'user',
    rateLimit: imageLimit,
    summary: 'Remove the profile photo (its file is deleted); with no photo, the profile unchanged',
    handler: async ({ request, user }) => ok(request, await removeProfileImage(ctx, user.id), 'PROFILE_UPDATED'),
  });

  // Public by capability: an <img> cannot send the bearer token, and names are random UUIDs.
  route({
    method: 'GET',
    url: '/api/user/files/profile/:file',
    auth: 'public',
    params: profileFile,
    summary: 'A profile photo (image/webp)',
    handler: async ({ reply, params }) => {
      const data = await readProfileImage(ctx.config, params.file);
      if (!data) throw new AppError(404, 'NOT_FOUND');
      return reply
        .header('content-type', 'image/webp')
        // A replaced photo gets a new name, so a stored name never changes content.
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(data);
    },
  });

  route({
    method: 'POST',
    url: '/api/user/analytics/page-view',
    auth: 'optional',
    body: pageViewBody,
    rateLimit: { max: rateLimits.auth * 12, timeWindow: rateLimits.windowMs },
    status: 201,
    summary: 'Record a page view (path only; the query string is dropped)',
    handler: async ({ request, body, user }) => {
      await ctx.db.insertInto('page_views').values({ path: body.path, user_id: user?.id ?? null, language: request.locale }).execute();
      return ok(request, { path: body.path });
    },
  });

  route({
    method: 'POST',
    url: '/api/auth/send-verify-number',
    auth: 'user',
    body: sendVerifyNumberBody,
    rateLimit: phoneLimit,
    summary:
      'SMS a 6-digit code to the number; daily attempts are limited and the answer says how many remain. Replacing a verified number needs password (400 PASSWORD_CONFIRM_REQUIRED / PASSWORD_INCORRECT).',
    handler: async ({ request, body, user }) => {
      await confirmPhoneChange(ctx.db, user.id, body.countryCode, body.mobileNumber, body.password);
      return ok(request, await sendVerifyNumber(ctx, user.id, body.countryCode, body.mobileNumber), 'PHONE_CODE_SENT');
    },
  });

  route({
    method: 'POST',
    url: '/api/auth/verify-number',
    auth: 'user',
    body: verifyNumberBody,
    rateLimit: phoneLimit,
    summary: 'Confirm the number with the code sent to it; replacing a verified number sends a security notice by e-mail',
    handler: async ({ request, body, user }) => {
      const before = await verifiedPhone(ctx.db, user.id);
      const verified = await verifyNumber(ctx, user.id, body.countryCode, body.mobileNumber, body.verifyCode);
      if (before && before !== `${body.countryCode}${body.mobileNumber}`) await sendSecurityNotice(ctx, user.id, 'SECURITY_PHONE_CHANGED');
      return ok(request, verified, 'PHONE_VERIFIED');
    },
  });

  route({
    method: 'POST',
    url: '/api/auth/remove-number',
    auth: 'user',
    body: removeNumberBody,
    rateLimit: phoneLimit,
    summary: 'Remove the mobile number with the password (mobile 2FA falls back to none); sends a security notice by e-mail',
    handler: async ({ request, body, user }) => {
      await confirmPassword(ctx.db, user.id, body.password);
      const removed = await removeNumber(ctx, user.id);
      await sendSecurityNotice(ctx, user.id, 'SECURITY_PHONE_REMOVED');
      return ok(request, removed, 'PHONE_REMOVED');
    },
  });
}
