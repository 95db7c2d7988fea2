import { pageViewBody, updateProfileBody } from '@sahm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { optionalUser, requireUser } from '../http/guard';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { ok } from '../http/plugin';
import { parse } from '../http/validate';
import { readProfileImage, toProfileWebp } from './images';
import { readMultipart } from './multipart';
import { getProfile, updateProfile } from './profile';

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

/** /api/user: the signed-in user's profile and photo, and page-view analytics. */
export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const { rateLimits } = ctx.config;
  const signedIn = requireUser(ctx.db);
  const maybeSignedIn = optionalUser(ctx.db);
  // Re-encoding images costs CPU: limited per user, counted after the token check.
  const perUser = {
    rateLimit: {
      max: rateLimits.auth,
      timeWindow: rateLimits.windowMs,
      hook: 'preHandler' as const,
      keyGenerator: (req: FastifyRequest) => `user:${req.user?.id ?? req.ip}`,
    },
  };
  const doc = (method: string, path: string, summary: string, extra: Record<string, unknown> = {}) =>
    app.docs.add({ method, path: `/api/user${path}`, summary, tag: 'user', ...extra });

  doc('GET', '/user', 'The signed-in user: profile, verification states, 2FA method, notification preferences', { auth: 'user' });
  app.get('/user', { preHandler: signedIn }, async (request) => ok(request, await getProfile(ctx, request.user!.id)));

  doc('POST', '/user/update', 'Update profile details (JSON, or multipart with an optional profileImage file)', {
    auth: 'user',
    body: updateProfileBody,
  });
  app.post('/user/update', { preHandler: signedIn, config: perUser }, async (request) => {
    let input: unknown = request.body;
    let photo: Buffer | undefined;
    if (request.isMultipart()) {
      const form = await readMultipart(request, [PHOTO_FIELD]);
      input = formToProfileInput(form.fields);
      const file = form.files[PHOTO_FIELD];
      const body = parse(updateProfileBody, input);
      // Validated fields first, then the image: nothing is written unless both pass.
      if (file) photo = await toProfileWebp(file, PHOTO_FIELD);
      return ok(request, await updateProfile(ctx, request.user!.id, body, photo), 'PROFILE_UPDATED');
    }
    const body = parse(updateProfileBody, input);
    return ok(request, await updateProfile(ctx, request.user!.id, body), 'PROFILE_UPDATED');
  });

  doc('POST', '/user/profile-image', 'Replace the profile photo (multipart field profileImage: JPEG, PNG or WebP, at most 5 MB)', {
    auth: 'user',
    multipart: true,
  });
  app.post('/user/profile-image', { preHandler: signedIn, config: perUser }, async (request) => {
    if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
    const form = await readMultipart(request, [PHOTO_FIELD]);
    const extra = Object.keys(form.fields);
    if (extra.length) throw new AppError(400, 'UNKNOWN_FIELD', undefined, extra.map((field) => ({ field, code: 'UNKNOWN_FIELD' as const })));
    const file = form.files[PHOTO_FIELD];
    if (!file) throw new AppError(400, 'REQUIRED', undefined, [{ field: PHOTO_FIELD, code: 'REQUIRED' }]);
    const photo = await toProfileWebp(file, PHOTO_FIELD);
    return ok(request, await updateProfile(ctx, request.user!.id, {}, photo), 'PROFILE_UPDATED');
  });

  // Public by capability: an <img> cannot send the bearer token, and names are random UUIDs.
  doc('GET', '/files/profile/:file', 'A profile photo (image/webp)');
  app.get<{ Params: { file: string } }>('/files/profile/:file', async (request, reply) => {
    const data = await readProfileImage(ctx.config, request.params.file);
    if (!data) throw new AppError(404, 'NOT_FOUND');
    return reply
      .header('content-type', 'image/webp')
      // A replaced photo gets a new name, so a stored name never changes content.
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(data);
  });

  doc('POST', '/analytics/page-view', 'Record a page view (path only; the query string is dropped)', { auth: 'optional', body: pageViewBody });
  app.post(
    '/analytics/page-view',
    { preHandler: maybeSignedIn, config: { rateLimit: { max: rateLimits.auth * 12, timeWindow: rateLimits.windowMs } } },
    async (request, reply) => {
      const { path } = parse(pageViewBody, request.body);
      await ctx.db.insertInto('page_views').values({ path, user_id: request.user?.id ?? null, language: request.locale }).execute();
      return reply.code(201).send(ok(request, { path }));
    },
  );
}
