import { messageText } from '@sahm/domain';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../src/server';
import { call, createTestApp, registerUser, snapshot } from './helpers';
import { solid, upload as uploadTo, type Part } from './multipart-helpers';

// Uploads go to a throw-away data directory, never the development one.
const dataDir = mkdtempSync(join(tmpdir(), 'sahm-users-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const { app, ctx } = await createTestApp({ dataDir });
const profileDir = join(dataDir, 'uploads', 'profile');
// Low limits so throttling shows within a test.
const limited = await createTestApp({ dataDir, rateLimits: { auth: 3, codes: 3, windowMs: 60_000 } });
const storedFiles = () => {
  try {
    return readdirSync(profileDir).sort();
  } catch {
    return [];
  }
};

const USER = '/api/user/user';
const UPDATE = '/api/user/user/update';
const PHOTO = '/api/user/user/profile-image';
const PAGE_VIEW = '/api/user/analytics/page-view';

const upload = (url: string, token: string | undefined, parts: Part[], lang?: string) => uploadTo(app, url, token, parts, lang);

const photo = (data: Buffer, filename = 'me.png', contentType = 'image/png'): Part => ({ name: 'profileImage', filename, contentType, data });

const fileName = (url: string) => url.split('/').pop()!;

/** Today minus `years` (and `days`), as YYYY-MM-DD. */
function birthday(years: number, days = 0) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('GET /user/user', () => {
  it('returns the caller’s profile as the web app needs it, never the password hash', async () => {
    const me = await registerUser(app, ctx);
    const other = await registerUser(app, ctx);
    const res = await call(app, 'GET', USER, { token: me.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      _id: me.id,
      email: me.email,
      username: me.name,
      fullName: null,
      dateOfBirth: null,
      city: null,
      addressLine1: null,
      isEmailVerified: true,
      _2FA: { withEmail: false, withPhone: false },
      twoFactor: 'none',
      mobile: { countryCode: null, mobileNumber: null, verified: false },
      isPhoneVerified: false,
      profileImage: null,
      kycStatus: 'not_verified',
      isKycVerified: false,
      kycReason: null,
      role: 'investor',
      notificationPreferences: { accountUpdates: true, offers: true, buyAndSell: true, email: true, sms: false },
      language: 'en',
    });
    expect(res.body).not.toMatch(/password|argon2/i);
    // Each token sees only its own account.
    const theirs = await call(app, 'GET', USER, { token: other.token });
    expect(theirs.json().data._id).toBe(other.id);
    expect(theirs.body).not.toContain(me.email);
  });

  it('reports KYC as verified only when kycStatus is verified', async () => {
    const me = await registerUser(app, ctx);
    await ctx.db.updateTable('users').set({ kyc_status: 'pending' }).where('id', '=', me.id).execute();
    expect((await call(app, 'GET', USER, { token: me.token })).json().data).toMatchObject({ kycStatus: 'pending', isKycVerified: false });
    await ctx.db.updateTable('users').set({ kyc_status: 'verified' }).where('id', '=', me.id).execute();
    expect((await call(app, 'GET', USER, { token: me.token })).json().data).toMatchObject({ kycStatus: 'verified', isKycVerified: true });
  });

  it('401 without a valid token', async () => {
    for (const token of [undefined, 'x'.repeat(43)]) {
      const res = await call(app, 'GET', USER, { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Session expired! please login again', code: 'SESSION_EXPIRED' });
    }
  });
});

describe('POST /user/user/update (JSON)', () => {
  it('updates the given fields, merges notification preferences and notifies', async () => {
    const me = await registerUser(app, ctx);
    const other = await registerUser(app, ctx);
    const otherBefore = await ctx.db.selectFrom('users').selectAll().where('id', '=', other.id).executeTakeFirstOrThrow();
    const dob = birthday(30);
    const res = await call(app, 'POST', UPDATE, {
      token: me.token,
      body: { fullName: '  Sara Karim ', dateOfBirth: dob, city: 'Erbil', addressLine1: '100m Street 4', notificationPreferences: { offers: false } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile details updated successfully');
    expect(res.json().data).toMatchObject({
      _id: me.id,
      fullName: 'Sara Karim',
      dateOfBirth: dob,
      city: 'Erbil',
      addressLine1: '100m Street 4',
      notificationPreferences: { accountUpdates: true, offers: false, buyAndSell: true, email: true, sms: false },
    });
    // A second partial update keeps what the first set.
    const second = await call(app, 'POST', UPDATE, { token: me.token, body: { notificationPreferences: { sms: true }, twoFactor: 'email', password: me.password } });
    expect(second.json().data).toMatchObject({
      fullName: 'Sara Karim',
      twoFactor: 'email',
      _2FA: { withEmail: true, withPhone: false },
      notificationPreferences: { accountUpdates: true, offers: false, buyAndSell: true, email: true, sms: true },
    });
    expect((await call(app, 'GET', USER, { token: me.token })).json().data).toEqual(second.json().data);

    const notes = await ctx.db.selectFrom('notifications').select(['type', 'code']).where('user_id', '=', me.id).execute();
    expect(notes).toEqual([
      { type: 'account_update', code: 'PROFILE_UPDATED' },
      { type: 'account_update', code: 'PROFILE_UPDATED' },
    ]);
    // Nobody else's row moved.
    expect(await ctx.db.selectFrom('users').selectAll().where('id', '=', other.id).executeTakeFirstOrThrow()).toEqual(otherBefore);
  });

  it('accepts a full name in Arabic script and an 18th birthday today', async () => {
    const me = await registerUser(app, ctx);
    const res = await call(app, 'POST', UPDATE, { token: me.token, body: { fullName: 'سارا کەریم', dateOfBirth: birthday(18) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.fullName).toBe('سارا کەریم');
  });

  it.each([
    [{ fullName: 'Sara 2' }, 'fullName', 'ONLY_CHARACTERS', 'Only characters are allowed'],
    [{ fullName: '' }, 'fullName', 'REQUIRED', 'this field is required'],
    [{ dateOfBirth: birthday(18, 1) }, 'dateOfBirth', 'UNDER_AGE', 'You must be 18 or older'],
    [{ dateOfBirth: '2001-02-30' }, 'dateOfBirth', 'DATE_INVALID', 'Please enter a valid date'],
    [{ city: '   ' }, 'city', 'REQUIRED', 'this field is required'],
    [{ city: 'x'.repeat(81) }, 'city', 'TOO_LONG', 'This value is too long.'],
    [{ addressLine1: 42 }, 'addressLine1', 'INVALID_TYPE', 'This value has the wrong type.'],
    [{ notificationPreferences: { offers: 'no' } }, 'notificationPreferences.offers', 'INVALID_TYPE', 'This value has the wrong type.'],
    // http/validate.ts reports an unknown nested key by its own name ('marketing'), hence the pattern.
    [{ notificationPreferences: { marketing: true } }, /marketing$/, 'UNKNOWN_FIELD', 'This field is not allowed.'],
    [{ twoFactor: 'sms' }, 'twoFactor', 'INVALID_TYPE', 'This value has the wrong type.'],
    [{ twoFactor: 'mobile' }, 'twoFactor', 'VERIFY_PHONE_FIRST', 'Please verify your phone number first'],
    [{ role: 'admin' }, 'role', 'UNKNOWN_FIELD', 'This field is not allowed.'],
    [{ fullName: 'Sara', kycStatus: 'verified' }, 'kycStatus', 'UNKNOWN_FIELD', 'This field is not allowed.'],
  ])('refuses %j (%s) and changes nothing', async (body, field: string | RegExp, code, message) => {
    const me = await registerUser(app, ctx);
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', UPDATE, { token: me.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect(res.json().errors).toContainEqual({ field: typeof field === 'string' ? field : expect.stringMatching(field), code, message });
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('refuses an empty update and a malformed body', async () => {
    const me = await registerUser(app, ctx);
    const before = await snapshot(ctx);
    expect((await call(app, 'POST', UPDATE, { token: me.token, body: {} })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const malformed = await call(app, 'POST', UPDATE, { token: me.token, body: '{"fullName":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('MALFORMED_JSON');
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('localizes the success and error messages (Accept-Language: ar)', async () => {
    const me = await registerUser(app, ctx);
    const bad = await call(app, 'POST', UPDATE, { token: me.token, body: { fullName: 'Sara 2' }, lang: 'ar' });
    expect(bad.json().code).toBe('ONLY_CHARACTERS');
    expect(bad.json().message).not.toBe('Only characters are allowed');
    expect(bad.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(bad.json().errors[0].message).toBe(bad.json().message);
    const good = await call(app, 'POST', UPDATE, { token: me.token, body: { city: 'Duhok' }, lang: 'ar' });
    expect(good.statusCode).toBe(200);
    expect(good.json().message).toMatch(/[\u0600-\u06FF]/);
    const phone = await call(app, 'POST', UPDATE, { token: me.token, body: { twoFactor: 'mobile' }, lang: 'ar' });
    expect(phone.json().code).toBe('VERIFY_PHONE_FIRST');
    expect(phone.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('401 without a token, changing nothing', async () => {
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', UPDATE, { body: { city: 'Basra' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Session expired! please login again');
    const form = await upload(UPDATE, undefined, [{ name: 'city', value: 'Basra' }, photo(await solid('png'))]);
    expect(form.statusCode).toBe(401);
    expect(await snapshot(ctx)).toEqual(before);
    expect(storedFiles()).toEqual([]);
  });
});

describe('profile photo', () => {
  it.each([
    ['png', 'image/png', 'me.png'],
    ['jpeg', 'image/jpeg', 'me.jpg'],
    ['webp', 'image/webp', 'me.webp'],
  ] as const)('multipart update with a %s photo stores a 512×512 WebP outside the web root', async (format, contentType, filename) => {
    const me = await registerUser(app, ctx);
    const res = await upload(UPDATE, me.token, [
      { name: 'fullName', value: 'Layla Ahmed' },
      { name: 'city', value: 'Sulaymaniyah' },
      { name: 'notificationPreferences', value: JSON.stringify({ email: false }) },
      photo(await solid(format), filename, contentType),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile details updated successfully');
    const data = res.json().data;
    expect(data).toMatchObject({ fullName: 'Layla Ahmed', city: 'Sulaymaniyah', notificationPreferences: { email: false, offers: true } });
    expect(data.profileImage).toMatch(/^\/api\/user\/files\/profile\/[0-9a-f-]{36}\.webp$/);

    const stored = readFileSync(join(profileDir, fileName(data.profileImage)));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const served = await call(app, 'GET', data.profileImage);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('trusts magic bytes, not the declared type: a real PNG named .jpg is accepted', async () => {
    const me = await registerUser(app, ctx);
    const res = await upload(PHOTO, me.token, [photo(await solid('png'), 'holiday.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profileImage).toMatch(/\.webp$/);
  });

  it('turns the photo upright from EXIF and strips every metadata block', async () => {
    const me = await registerUser(app, ctx);
    // Left half red, right half blue; EXIF orientation 6 means "rotate 90° clockwise to display",
    // so upright the red half is on top.
    const left = await sharp({ create: { width: 300, height: 600, channels: 3, background: { r: 255, g: 0, b: 0 } } }).png().toBuffer();
    const jpeg = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 0, g: 0, b: 255 } } })
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'private-exif-marker', Artist: 'Phone owner' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const res = await upload(PHOTO, me.token, [photo(jpeg, 'portrait.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(200);
    const stored = readFileSync(join(profileDir, fileName(res.json().data.profileImage)));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('private-exif-marker'))).toBe(false);

    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return { r: data[i]!, b: data[i + 2]! };
    };
    expect(pixel(256, 60).r).toBeGreaterThan(200);
    expect(pixel(256, 60).b).toBeLessThan(60);
    expect(pixel(256, 450).b).toBeGreaterThan(200);
    expect(pixel(256, 450).r).toBeLessThan(60);
  });

  it('replacing the photo deletes the old file', async () => {
    const me = await registerUser(app, ctx);
    const first = fileName((await upload(PHOTO, me.token, [photo(await solid('png'))])).json().data.profileImage);
    expect(storedFiles()).toContain(first);
    const second = fileName((await upload(UPDATE, me.token, [photo(await solid('webp'), 'new.webp', 'image/webp')])).json().data.profileImage);
    expect(second).not.toBe(first);
    expect(storedFiles()).toContain(second);
    expect(storedFiles()).not.toContain(first);
    expect((await call(app, 'GET', `/api/user/files/profile/${first}`)).statusCode).toBe(404);
    // A text-only update keeps the photo.
    const textOnly = await call(app, 'POST', UPDATE, { token: me.token, body: { city: 'Kirkuk' } });
    expect(fileName(textOnly.json().data.profileImage)).toBe(second);
    expect(storedFiles()).toContain(second);
  });

  const fakePng = Buffer.from('this is not a PNG at all, just text pretending\n'.repeat(20));
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
  const truncatedPng = async () => (await solid('png')).subarray(0, 40);
  const pngMagicGarbage = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]);

  it.each([
    ['a text file named .png', async () => photo(fakePng, 'me.png', 'image/png')],
    ['an SVG', async () => photo(svg, 'me.svg', 'image/svg+xml')],
    ['an SVG declared as PNG', async () => photo(svg, 'me.png', 'image/png')],
    ['a truncated PNG', async () => photo(await truncatedPng(), 'me.png', 'image/png')],
    ['PNG magic bytes followed by garbage', async () => photo(pngMagicGarbage, 'me.png', 'image/png')],
    ['a GIF', async () => photo(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } }).gif().toBuffer(), 'me.gif', 'image/gif')],
    ['an empty file with a name', async () => photo(Buffer.alloc(0), 'me.png', 'image/png')],
  ])('refuses %s with 400 UNSUPPORTED_IMAGE, storing nothing', async (_label, make) => {
    const me = await registerUser(app, ctx);
    const part = await make();
    const files = storedFiles();
    const before = await snapshot(ctx);
    for (const url of [UPDATE, PHOTO]) {
      const parts: Part[] = url === UPDATE ? [{ name: 'city', value: 'Najaf' }, part] : [part];
      const res = await upload(url, me.token, parts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'UNSUPPORTED_IMAGE',
        message: 'Please upload a JPEG, PNG or WebP image',
        errors: [{ field: 'profileImage', code: 'UNSUPPORTED_IMAGE' }],
      });
    }
    expect(await snapshot(ctx)).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  it('accepts a large photo under the 5 MB cap', async () => {
    const me = await registerUser(app, ctx);
    // Random pixels barely compress: a ~4.3 MB PNG.
    const noisy = await sharp(randomBytes(1200 * 1200 * 3), { raw: { width: 1200, height: 1200, channels: 3 } }).png().toBuffer();
    expect(noisy.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(noisy.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    const res = await upload(PHOTO, me.token, [photo(noisy)]);
    expect(res.statusCode).toBe(200);
    const stored = readFileSync(join(profileDir, fileName(res.json().data.profileImage)));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('refuses a file over 5 MB with 413 IMAGE_TOO_LARGE, localized', async () => {
    const me = await registerUser(app, ctx);
    const big = Buffer.concat([await solid('png'), randomBytes(MAX_UPLOAD_BYTES)]);
    const files = storedFiles();
    const before = await snapshot(ctx);
    const res = await upload(UPDATE, me.token, [{ name: 'city', value: 'Basra' }, photo(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: 'Images must be 5 MB or smaller' });
    const ar = await upload(PHOTO, me.token, [photo(big)], 'ar');
    expect(ar.statusCode).toBe(413);
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(await snapshot(ctx)).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  it('validates multipart text fields like JSON ones, before touching the photo', async () => {
    const me = await registerUser(app, ctx);
    const png = await solid('png');
    const files = storedFiles();
    const before = await snapshot(ctx);
    const cases: Array<[Part[], string, string]> = [
      [[{ name: 'fullName', value: 'R2-D2' }, photo(png)], 'fullName', 'Only characters are allowed'],
      [[{ name: 'dateOfBirth', value: birthday(10) }, photo(png)], 'dateOfBirth', 'You must be 18 or older'],
      [[{ name: 'notificationPreferences', value: '{not json' }, photo(png)], 'notificationPreferences', 'This value has the wrong type.'],
      [[{ name: 'twoFactor', value: 'mobile' }, photo(png)], 'twoFactor', 'Please verify your phone number first'],
      [[{ name: 'isAdmin', value: 'true' }, photo(png)], 'isAdmin', 'This field is not allowed.'],
      [[{ name: 'city', value: 'Erbil' }, { name: 'city', value: 'Duhok' }], 'city', 'This value has the wrong type.'],
      [[{ name: 'city', value: 'Erbil' }, { name: 'avatar', filename: 'a.png', contentType: 'image/png', data: png }], 'avatar', 'This field is not allowed.'],
      [[photo(png), photo(png)], 'profileImage', 'This value has the wrong type.'],
    ];
    for (const [parts, field, message] of cases) {
      const res = await upload(UPDATE, me.token, parts);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    }
    const photoOnly = await upload(PHOTO, me.token, [{ name: 'city', value: 'Erbil' }, photo(png)]);
    expect(photoOnly.json().errors).toContainEqual(expect.objectContaining({ field: 'city', code: 'UNKNOWN_FIELD' }));
    const missing = await upload(PHOTO, me.token, [{ name: 'profileImage', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) }]);
    expect(missing.json()).toMatchObject({ code: 'REQUIRED', errors: [{ field: 'profileImage', message: 'this field is required' }] });
    const notMultipart = await call(app, 'POST', PHOTO, { token: me.token, body: { profileImage: 'data:image/png;base64,AAAA' } });
    expect(notMultipart.statusCode).toBe(415);
    expect(await snapshot(ctx)).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  it('a multipart form without a file updates the text fields only (Arabic text survives)', async () => {
    const me = await registerUser(app, ctx);
    const res = await upload(UPDATE, me.token, [
      { name: 'fullName', value: 'زينب علي' },
      { name: 'addressLine1', value: 'شارع الكرادة' },
      { name: 'profileImage', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ fullName: 'زينب علي', addressLine1: 'شارع الكرادة', profileImage: null });
  });

  it('the file route serves only well-formed names of stored files', async () => {
    const me = await registerUser(app, ctx);
    const url = (await upload(PHOTO, me.token, [photo(await solid('png'))])).json().data.profileImage as string;
    const name = fileName(url);
    for (const bad of [
      name.toUpperCase(),
      name.replace('.webp', '.png'),
      `${name}.webp`,
      '..%2F..%2Fetc%2Fpasswd',
      '%2E%2E%2Fsecret.webp',
      '00000000-0000-4000-8000-000000000000.webp',
      'profile.webp',
    ]) {
      const res = await call(app, 'GET', `/api/user/files/profile/${bad}`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    // Only the photo directory is reachable: nothing else under the data directory.
    expect((await call(app, 'GET', '/api/user/files/profile/')).statusCode).toBe(404);
  });

  it('401 for the photo route without a token', async () => {
    const before = await snapshot(ctx);
    expect((await upload(PHOTO, undefined, [photo(await solid('png'))])).statusCode).toBe(401);
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('DELETE removes the photo and its file; again, it answers the profile unchanged', async () => {
    const me = await registerUser(app, ctx);
    const other = await registerUser(app, ctx);
    const mine = fileName((await upload(PHOTO, me.token, [photo(await solid('png'))])).json().data.profileImage);
    const theirs = fileName((await upload(PHOTO, other.token, [photo(await solid('png'))])).json().data.profileImage);
    const res = await call(app, 'DELETE', PHOTO, { token: me.token, lang: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { _id: me.id, profileImage: null }, message: messageText('ar', 'PROFILE_UPDATED') });
    expect(storedFiles()).not.toContain(mine);
    expect((await call(app, 'GET', `/api/user/files/profile/${mine}`)).statusCode).toBe(404);
    // Only the caller's photo: the other user's stays.
    expect(storedFiles()).toContain(theirs);
    expect((await call(app, 'GET', USER, { token: other.token })).json().data.profileImage).toMatch(theirs);
    const again = await call(app, 'DELETE', PHOTO, { token: me.token });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.profileImage).toBeNull();
  });

  it('DELETE without a token is 401 and removes nothing', async () => {
    const me = await registerUser(app, ctx);
    const mine = fileName((await upload(PHOTO, me.token, [photo(await solid('png'))])).json().data.profileImage);
    const before = await snapshot(ctx);
    expect((await call(app, 'DELETE', PHOTO)).statusCode).toBe(401);
    expect(await snapshot(ctx)).toEqual(before);
    expect(storedFiles()).toContain(mine);
  });
});

describe('POST /user/analytics/page-view', () => {
  const views = () => ctx.db.selectFrom('page_views').select(['path', 'user_id', 'language']).orderBy('id').execute();

  it('stores the path without its query string, the language, and the user when signed in', async () => {
    const me = await registerUser(app, ctx);
    const start = (await views()).length;
    const guest = await call(app, 'POST', PAGE_VIEW, { body: { path: '/property-detail?id=abc&ref=mail#top' } });
    expect(guest.statusCode).toBe(201);
    expect(guest.json()).toEqual({ data: { path: '/property-detail' } });
    const signed = await call(app, 'POST', PAGE_VIEW, { body: { path: '/dashboard' }, token: me.token, lang: 'ar' });
    expect(signed.statusCode).toBe(201);
    expect(signed.json().message).toBeUndefined();
    // A bad token does not refuse the call; it just isn't attributed.
    const stale = await call(app, 'POST', PAGE_VIEW, { body: { path: '/home' }, token: 'y'.repeat(43), lang: 'kr' });
    expect(stale.statusCode).toBe(201);
    expect((await views()).slice(start)).toEqual([
      { path: '/property-detail', user_id: null, language: 'en' },
      { path: '/dashboard', user_id: me.id, language: 'ar' },
      { path: '/home', user_id: null, language: 'kr' },
    ]);
  });

  it.each([
    [{}, 'path', 'REQUIRED', 'this field is required'],
    [{ path: '' }, 'path', 'REQUIRED', 'this field is required'],
    [{ path: 42 }, 'path', 'INVALID_TYPE', 'This value has the wrong type.'],
    [{ path: 'home' }, 'path', 'VALIDATION_FAILED', 'Please check the highlighted fields.'],
    [{ path: 'https://evil.example/home' }, 'path', 'VALIDATION_FAILED', 'Please check the highlighted fields.'],
    [{ path: '/a b' }, 'path', 'VALIDATION_FAILED', 'Please check the highlighted fields.'],
    [{ path: `/${'a'.repeat(300)}` }, 'path', 'TOO_LONG', 'This value is too long.'],
    [{ path: '/home', userId: 'someone' }, 'userId', 'UNKNOWN_FIELD', 'This field is not allowed.'],
  ])('refuses %j and stores nothing', async (body, field, code, message) => {
    const before = await snapshot(ctx);
    const res = await call(app, 'POST', PAGE_VIEW, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, code, message });
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('a long query string is dropped, not counted against the path', async () => {
    const res = await call(app, 'POST', PAGE_VIEW, { body: { path: `/view-properties?search=${'x'.repeat(500)}` } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.path).toBe('/view-properties');
  });

  it('localizes validation errors', async () => {
    const res = await call(app, 'POST', PAGE_VIEW, { body: {}, lang: 'ar' });
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('rate limits', () => {

  it('page views are limited generously per client; profile updates per user', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 37; i++) statuses.push((await call(limited.app, 'POST', PAGE_VIEW, { body: { path: '/home' } })).statusCode);
    expect(statuses.slice(0, 36).every((s) => s === 201)).toBe(true);
    expect(statuses[36]).toBe(429);

    const a = await registerUser(limited.app, limited.ctx);
    const b = await registerUser(limited.app, limited.ctx);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await call(limited.app, 'POST', UPDATE, { token: a.token, body: { city: 'Erbil' } })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await call(limited.app, 'POST', UPDATE, { token: b.token, body: { city: 'Erbil' } })).statusCode).toBe(200);
  });
});
