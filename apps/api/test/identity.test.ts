import { LIVENESS_CHALLENGE_COUNT, livenessChallenges, livenessFrameField, type LivenessChallenge } from '@sahm/domain';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../src/server';
import { call, createTestApp, registerUser, snapshot } from './helpers';
import {
  applicant,
  birthday,
  CHALLENGES,
  image,
  kycFiles,
  kycForm,
  KYC,
  pendingRequest,
  samplePictures,
  startCheck,
  submitKyc,
  USER,
} from './identity-helpers';

// Uploads go to a throw-away data directory, never the development one.
const dataDir = mkdtempSync(join(tmpdir(), 'sahm-identity-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const { app, ctx } = await createTestApp({ dataDir });
const kycDir = join(dataDir, 'uploads', 'kyc');

/** A refused call changes no row and leaves no file behind. */
async function unchanged(run: () => Promise<void>) {
  const before = await snapshot(ctx);
  const files = kycFiles(dataDir);
  await run();
  expect(await snapshot(ctx)).toEqual(before);
  expect(kycFiles(dataDir)).toEqual(files);
}

describe('GET /user/user/liveness-challenges', () => {
  it('gives three distinct challenges in a random order with a single-use nonce valid for 10 minutes, stored hashed', async () => {
    const u = await applicant(app, ctx);
    const started = Date.now();
    const res = await call(app, 'GET', CHALLENGES, { token: u.token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.challenges).toHaveLength(LIVENESS_CHALLENGE_COUNT);
    expect(new Set(data.challenges).size).toBe(LIVENESS_CHALLENGE_COUNT);
    for (const c of data.challenges) expect(livenessChallenges).toContain(c);
    expect(data.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.expiresInSeconds).toBe(600);
    const expires = new Date(data.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(started + 600_000 - 5_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 600_000 + 5_000);
    const rows = await ctx.db.selectFrom('liveness_challenges').selectAll().where('user_id', '=', u.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.challenges).toEqual(data.challenges);
    // Only a hash is kept.
    expect(JSON.stringify(rows)).not.toContain(data.nonce);
  });

  it('draws different sequences', async () => {
    const u = await applicant(app, ctx);
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) seen.add((await startCheck(app, u.token)).challenges.join());
    expect(seen.size).toBeGreaterThan(1);
  });

  it('a new set replaces the previous one: the older nonce no longer works', async () => {
    const u = await applicant(app, ctx);
    const first = await startCheck(app, u.token);
    await startCheck(app, u.token);
    const res = await submitKyc(app, u.token, await kycForm('iraqi_id', first.nonce, first.challenges));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'LIVENESS_NONCE_INVALID', errors: [{ field: 'nonce', code: 'LIVENESS_NONCE_INVALID' }] });
  });

  it('asks for the personal info it needs, clearly and in the user’s language, changing nothing', async () => {
    const u = await registerUser(app, ctx);
    await unchanged(async () => {
      const res = await call(app, 'GET', CHALLENGES, { token: u.token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'KYC_PROFILE_INCOMPLETE',
        message: 'Please complete your personal info (full name and date of birth) in Settings before verifying your identity',
      });
      expect(res.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['dateOfBirth', 'fullName']);
      for (const lang of ['ar', 'kr', 'bh']) {
        const localized = await call(app, 'GET', CHALLENGES, { token: u.token, lang });
        expect(localized.json().code).toBe('KYC_PROFILE_INCOMPLETE');
        expect(localized.json().message).toMatch(/[\u0600-\u06FF]/);
      }
    });
    // A name alone is not enough.
    await ctx.db.updateTable('users').set({ full_name: 'Sara Karim' }).where('id', '=', u.id).execute();
    const res = await call(app, 'GET', CHALLENGES, { token: u.token });
    expect(res.json().errors).toEqual([{ field: 'dateOfBirth', code: 'KYC_PROFILE_INCOMPLETE', message: expect.any(String) }]);
  });

  it('refuses anyone under 18 by date of birth (the day before the 18th birthday), and accepts on the birthday', async () => {
    const young = await applicant(app, ctx, birthday(18, 1));
    await unchanged(async () => {
      const res = await call(app, 'GET', CHALLENGES, { token: young.token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'UNDER_AGE', message: 'You must be 18 or older', errors: [{ field: 'dateOfBirth', code: 'UNDER_AGE' }] });
    });
    const adult = await applicant(app, ctx, birthday(18));
    expect((await call(app, 'GET', CHALLENGES, { token: adult.token })).statusCode).toBe(200);
  });

  it('refuses while a request is pending and once verified (409)', async () => {
    const { user } = await pendingRequest(app, ctx);
    await unchanged(async () => {
      const res = await call(app, 'GET', CHALLENGES, { token: user.token });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('KYC_PENDING');
    });
    await ctx.db.updateTable('users').set({ kyc_status: 'verified' }).where('id', '=', user.id).execute();
    const res = await call(app, 'GET', CHALLENGES, { token: user.token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'KYC_ALREADY_VERIFIED', message: 'Your identity is already verified' });
  });

  it('401 for a guest', async () => {
    await unchanged(async () => {
      const res = await call(app, 'GET', CHALLENGES);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SESSION_EXPIRED');
    });
  });
});

describe('POST /user/user/kyc-request', () => {
  it('stores an Iraqi ID request: re-encoded WebP files outside the web root, the user pending, the admin room told', async () => {
    const u = await applicant(app, ctx);
    const { nonce, challenges } = await startCheck(app, u.token);
    const toAdmins = vi.spyOn(ctx.notifier, 'toAdmins');
    const res = await submitKyc(app, u.token, await kycForm('iraqi_id', nonce, challenges, { framesEach: 2 }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(res.json().message).toBe('Your identity documents have been sent. We will let you know once they are reviewed.');
    expect(data).toEqual({ id: expect.any(String), status: 'pending', proofType: 'iraqi_id', challenges, createdAt: expect.any(String), kycStatus: 'pending' });

    expect(toAdmins).toHaveBeenCalledWith('kyc-request', {
      id: data.id,
      userId: u.id,
      email: u.email,
      username: u.name,
      fullName: 'Sara Karim',
      proofType: 'iraqi_id',
      createdAt: data.createdAt,
    });
    toAdmins.mockRestore();

    const profile = (await call(app, 'GET', USER, { token: u.token })).json().data;
    expect(profile).toMatchObject({ kycStatus: 'pending', isKycVerified: false, kycReason: null });

    const images = await ctx.db.selectFrom('kyc_images').selectAll().where('request_id', '=', data.id).orderBy('position').execute();
    expect(images.map((i) => [i.kind, i.challenge])).toEqual([
      ['document_front', null],
      ['document_back', null],
      ...challenges.flatMap((c) => [
        ['liveness', c],
        ['liveness', c],
      ]),
    ]);
    for (const i of images) {
      const stored = readFileSync(join(kycDir, i.file));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([i.width, i.height]);
    }
    // The nonce is used.
    const set = await ctx.db.selectFrom('liveness_challenges').select('used_at').where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(set.used_at).not.toBeNull();
  });

  it('a passport needs its photo page only', async () => {
    const { user, requestId } = await pendingRequest(app, ctx, 'passport');
    const kinds = await ctx.db.selectFrom('kyc_images').select('kind').where('request_id', '=', requestId).execute();
    expect(kinds.filter((k) => k.kind !== 'liveness').map((k) => k.kind)).toEqual(['document_front']);
    expect((await call(app, 'GET', USER, { token: user.token })).json().data.kycStatus).toBe('pending');
  });

  it('strips every metadata block (EXIF, GPS) and turns the picture upright', async () => {
    const u = await applicant(app, ctx);
    const { nonce, challenges } = await startCheck(app, u.token);
    const tagged = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#335577' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'SECRET-CAMERA-OWNER' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 11/1 0/1' } } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).orientation).toBe(6);
    expect(tagged.includes('SECRET-CAMERA-OWNER')).toBe(true);
    const res = await submitKyc(app, u.token, await kycForm('passport', nonce, challenges, { omit: ['documentFront'], extra: [image('documentFront', tagged)] }));
    expect(res.statusCode).toBe(201);
    const front = await ctx.db
      .selectFrom('kyc_images')
      .selectAll()
      .where('request_id', '=', res.json().data.id)
      .where('kind', '=', 'document_front')
      .executeTakeFirstOrThrow();
    const stored = readFileSync(join(kycDir, front.file));
    expect(stored.includes('SECRET-CAMERA-OWNER')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    // Orientation 6 means "rotate 90°": stored upright, so portrait.
    expect([meta.width, meta.height]).toEqual([600, 900]);
  });

  it('another user’s request is invisible: my profile is untouched by it and their nonce is not mine to use', async () => {
    await pendingRequest(app, ctx);
    const b = await applicant(app, ctx);
    expect((await call(app, 'GET', USER, { token: b.token })).json().data).toMatchObject({ kycStatus: 'not_verified', kycReason: null });
    const other = await applicant(app, ctx);
    const otherSet = await startCheck(app, other.token);
    await startCheck(app, b.token);
    await unchanged(async () => {
      const res = await submitKyc(app, b.token, await kycForm('iraqi_id', otherSet.nonce, otherSet.challenges));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('LIVENESS_NONCE_INVALID');
    });
  });

  it('refuses an expired nonce', async () => {
    const u = await applicant(app, ctx);
    const { nonce, challenges } = await startCheck(app, u.token);
    await ctx.db
      .updateTable('liveness_challenges')
      .set({ created_at: new Date(Date.now() - 601_000), expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', u.id)
      .execute();
    await unchanged(async () => {
      const res = await submitKyc(app, u.token, await kycForm('iraqi_id', nonce, challenges), 'ar');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('LIVENESS_NONCE_INVALID');
      expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    });
  });

  it('refuses a second request while one is pending, and a reused nonce once it was decided', async () => {
    const { user, nonce, challenges, requestId } = await pendingRequest(app, ctx);
    await unchanged(async () => {
      const again = await submitKyc(app, user.token, await kycForm('iraqi_id', nonce, challenges));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'KYC_PENDING' });
    });
    // Rejected, so the user may try again, but not with the nonce already used.
    const admin = await registerUser(app, ctx);
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    expect((await call(app, 'POST', `/api/admin/kyc-requests/${requestId}/reject`, { token: admin.token, body: { reason: 'The photo is blurred' } })).statusCode).toBe(200);
    await unchanged(async () => {
      const reuse = await submitKyc(app, user.token, await kycForm('iraqi_id', nonce, challenges));
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().code).toBe('LIVENESS_NONCE_INVALID');
    });
    const fresh = await startCheck(app, user.token);
    expect((await submitKyc(app, user.token, await kycForm('passport', fresh.nonce, fresh.challenges))).statusCode).toBe(201);
  });

  it('two submissions at once with one nonce: exactly one is stored', async () => {
    const u = await applicant(app, ctx);
    const { nonce, challenges } = await startCheck(app, u.token);
    const form = await kycForm('iraqi_id', nonce, challenges);
    const results = await Promise.all([submitKyc(app, u.token, form), submitKyc(app, u.token, form), submitKyc(app, u.token, form)]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect(['KYC_PENDING', 'LIVENESS_NONCE_INVALID']).toContain(r.json().code);
    const requests = await ctx.db.selectFrom('kyc_requests').select('id').where('user_id', '=', u.id).execute();
    expect(requests).toHaveLength(1);
    const images = await ctx.db.selectFrom('kyc_images').select('file').where('request_id', '=', requests[0]!.id).execute();
    // The losers' files were removed again: only the winner's are stored (beside other tests' requests).
    const files = new Set(kycFiles(dataDir));
    for (const i of images) expect(files.has(i.file)).toBe(true);
    const all = await ctx.db.selectFrom('kyc_images').select('file').execute();
    expect(kycFiles(dataDir).filter((f) => !f.startsWith('.')).sort()).toEqual(all.map((i) => i.file).sort());
  });

  describe('bad input is refused and changes nothing', () => {
    type Check = { nonce: string; challenges: LivenessChallenge[] };
    const cases: Array<[string, (n: Check) => Promise<Parameters<typeof submitKyc>[2]>, number, string, (string | ((n: Check) => string))?]> = [
      ['no proof type', (n) => kycForm('iraqi_id', n.nonce, n.challenges, { omit: ['proofType'] }), 400, 'REQUIRED', 'proofType'],
      ['an unknown proof type', (n) => kycForm('driving_licence', n.nonce, n.challenges), 400, 'KYC_PROOF_TYPE_INVALID', 'proofType'],
      ['no nonce', (n) => kycForm('iraqi_id', n.nonce, n.challenges, { omit: ['nonce'] }), 400, 'REQUIRED', 'nonce'],
      ['a made-up nonce', (n) => kycForm('iraqi_id', randomBytes(32).toString('base64url'), n.challenges), 400, 'LIVENESS_NONCE_INVALID', 'nonce'],
      ['a nonce with odd characters', (n) => kycForm('iraqi_id', 'a b;c', n.challenges), 400, 'LIVENESS_NONCE_INVALID', 'nonce'],
      ['an ID without its back', (n) => kycForm('iraqi_id', n.nonce, n.challenges, { omit: ['documentBack'] }), 400, 'KYC_DOCUMENT_REQUIRED', 'documentBack'],
      ['no document at all', (n) => kycForm('passport', n.nonce, n.challenges, { omit: ['documentFront'] }), 400, 'KYC_DOCUMENT_REQUIRED', 'documentFront'],
      [
        'a passport with a back',
        async (n) => kycForm('passport', n.nonce, n.challenges, { extra: [image('documentBack', (await samplePictures()).document)] }),
        400,
        'UNKNOWN_FIELD',
        'documentBack',
      ],
      [
        'a challenge without a frame',
        (n) => kycForm('iraqi_id', n.nonce, n.challenges, { omit: [livenessFrameField(n.challenges[1]!)] }),
        400,
        'LIVENESS_FRAME_REQUIRED',
        (n) => livenessFrameField(n.challenges[1]!),
      ],
      [
        'a frame for a challenge not asked for',
        async (n) => {
          const other = livenessChallenges.find((c) => !n.challenges.includes(c))!;
          return kycForm('iraqi_id', n.nonce, n.challenges, { extra: [image(livenessFrameField(other), (await samplePictures()).frame, 'image/png')] });
        },
        400,
        'UNKNOWN_FIELD',
      ],
      ['four frames of one challenge', (n) => kycForm('iraqi_id', n.nonce, n.challenges, { framesEach: 4 }), 400, 'INVALID_TYPE'],
      ['an unknown file field', (n) => kycForm('iraqi_id', n.nonce, n.challenges, { extra: [image('selfie', Buffer.from('x'))] }), 400, 'UNKNOWN_FIELD', 'selfie'],
      ['an unknown text field', (n) => kycForm('iraqi_id', n.nonce, n.challenges, { extra: [{ name: 'kycStatus', value: 'verified' }] }), 400, 'UNKNOWN_FIELD', 'kycStatus'],
      [
        'a text file named .jpg',
        (n) => kycForm('iraqi_id', n.nonce, n.challenges, { omit: ['documentFront'], extra: [image('documentFront', Buffer.from('hello, not a picture'))] }),
        400,
        'UNSUPPORTED_IMAGE',
        'documentFront',
      ],
      [
        'PNG magic bytes followed by garbage',
        (n) =>
          kycForm('iraqi_id', n.nonce, n.challenges, {
            omit: ['documentBack'],
            extra: [image('documentBack', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(3000)]), 'image/png')],
          }),
        400,
        'UNSUPPORTED_IMAGE',
        'documentBack',
      ],
      [
        'a GIF frame',
        async (n) => {
          const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } }).gif().toBuffer();
          return kycForm('iraqi_id', n.nonce, n.challenges, { omit: [livenessFrameField(n.challenges[0]!)], extra: [image(livenessFrameField(n.challenges[0]!), gif, 'image/gif')] });
        },
        400,
        'UNSUPPORTED_IMAGE',
      ],
      [
        'an image over 5 MB',
        (n) => kycForm('iraqi_id', n.nonce, n.challenges, { omit: ['documentFront'], extra: [image('documentFront', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff))] }),
        413,
        'IMAGE_TOO_LARGE',
      ],
    ];
    it.each(cases)('%s', async (_name, build, status, code, field) => {
      const u = await applicant(app, ctx);
      const current = await startCheck(app, u.token);
      const parts = await build(current);
      await unchanged(async () => {
        const res = await submitKyc(app, u.token, parts);
        expect(res.statusCode, res.body).toBe(status);
        const body = res.json();
        const codes = [body.code, ...(body.errors ?? []).map((e: { code: string }) => e.code)];
        expect(codes).toContain(code);
        const named = typeof field === 'function' ? field(current) : field;
        if (named) expect(body.errors).toContainEqual(expect.objectContaining({ field: named, code }));
      });
      // The nonce still works after a refusal.
      expect((await submitKyc(app, u.token, await kycForm('iraqi_id', current.nonce, current.challenges))).statusCode).toBe(201);
    });

    it('JSON instead of a form: 415', async () => {
      const u = await applicant(app, ctx);
      const { nonce } = await startCheck(app, u.token);
      await unchanged(async () => {
        const res = await call(app, 'POST', KYC, { token: u.token, body: { proofType: 'passport', nonce } });
        expect(res.statusCode).toBe(415);
      });
    });

    it('without personal info or under 18: the same refusals as the challenges', async () => {
      const u = await applicant(app, ctx);
      const { nonce, challenges } = await startCheck(app, u.token);
      const form = await kycForm('iraqi_id', nonce, challenges);
      await ctx.db.updateTable('users').set({ date_of_birth: null }).where('id', '=', u.id).execute();
      await unchanged(async () => {
        const res = await submitKyc(app, u.token, form);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('KYC_PROFILE_INCOMPLETE');
      });
      await ctx.db.updateTable('users').set({ date_of_birth: birthday(17) }).where('id', '=', u.id).execute();
      await unchanged(async () => {
        const res = await submitKyc(app, u.token, form);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('UNDER_AGE');
      });
    });

    it('401 for a guest', async () => {
      const u = await applicant(app, ctx);
      const { nonce, challenges } = await startCheck(app, u.token);
      const form = await kycForm('iraqi_id', nonce, challenges);
      await unchanged(async () => {
        const res = await submitKyc(app, undefined, form);
        expect(res.statusCode).toBe(401);
      });
    });
  });
});
