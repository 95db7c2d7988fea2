import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../src/server';
import { adminSnapshot, auditOf } from './admin-helpers';
import { call, createTestApp } from './helpers';
import { creditWallet, expectInvariants, makeInvestor } from './money-helpers';
import { solid, upload, type Part } from './multipart-helpers';
import { makeAdmin } from './wallet-helpers';

/** The console's properties screen (decisions.md §9): create, edit, files, lock, rent; the token invariant kept. */
const dataDir = mkdtempSync(join(tmpdir(), 'sahm-admin-properties-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const { app, ctx } = await createTestApp({ dataDir });
afterEach(() => expectInvariants(ctx));
const admin = await makeAdmin(app, ctx);
const uploadsDir = join(dataDir, 'uploads', 'properties');
const stored = () => (existsSync(uploadsDir) ? readdirSync(uploadsDir).sort() : []);

const create = (body: unknown, token = admin.token) => call(app, 'POST', '/api/admin/properties', { token, body });
const patch = (id: string, body: unknown, lang?: string) => call(app, 'PATCH', `/api/admin/properties/${id}`, { token: admin.token, body, lang });
const details = (id: string, lang?: string) => call(app, 'GET', `/api/user/marketplace/details/${id}`, { lang });

let counter = 0;
const minimal = (extra: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    name: { en: `Karbala Gate Residences ${counter}` },
    city: { en: 'Karbala' },
    propertyType: 'residential',
    totalTokens: 5_000,
    valuation: 750_000_000,
    propertyValue: 700_000_000,
    areaSqm: 420.5,
    ...extra,
  };
};

async function created(extra: Record<string, unknown> = {}) {
  const res = await create(minimal(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; slug: string; images: Array<{ file: string; url: string }>; documents: Array<{ file: string; url: string }> };
}

const pdf = (text = 'Sahm test document') => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
const picture = async (format: 'png' | 'jpeg' | 'webp' = 'png', name = `p.${format}`): Promise<Part> => ({
  name: 'images',
  filename: name,
  contentType: `image/${format}`,
  data: await solid(format, 1200, 900),
});

describe('POST /admin/properties', () => {
  it('creates a locked property the platform holds every token of, with its first price point, audited', async () => {
    const res = await create(
      minimal({
        name: { en: 'Najaf Old City Lofts', ar: 'شقق النجف القديمة', kr: '', bh: null },
        description: { en: 'Lofts near the shrine.', ar: 'شقق قرب الحرم.' },
        isHot: true,
        monthlyRent: 4_500_000,
        rentFeePercent: 12.5,
        isRented: true,
        irr: 8.25,
        bedrooms: 3,
        latitude: 31.9961,
        longitude: 44.3148,
        virtualTourUrl: 'https://tour.sahm.iq/najaf-lofts',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('The property has been created');
    const p = res.json().data;
    expect(p).toMatchObject({
      slug: 'najaf-old-city-lofts',
      name: { en: 'Najaf Old City Lofts', ar: 'شقق النجف القديمة' },
      displayName: 'Najaf Old City Lofts',
      city: { en: 'Karbala' },
      address: {},
      isLocked: true,
      isHot: true,
      isRented: true,
      totalTokens: 5_000,
      availableTokens: 5_000,
      soldTokens: 0,
      holders: 0,
      tokensEditable: true,
      valuation: 750_000_000,
      pricePerToken: 150_000,
      monthlyRent: 4_500_000,
      rentFeePercent: 12.5,
      irr: 8.25,
      bedrooms: 3,
      latitude: 31.9961,
      images: [],
      documents: [],
      coverImage: '/api/user/files/properties/placeholder.svg',
    });
    // Blank translations are not stored: readers fall back to English.
    expect(p.name).toEqual({ en: 'Najaf Old City Lofts', ar: 'شقق النجف القديمة' });
    const history = await ctx.db.selectFrom('price_history').selectAll().where('property_id', '=', p.id).execute();
    expect(history).toEqual([expect.objectContaining({ valuation: 750_000_000 })]);
    const accounts = await ctx.db.selectFrom('ledger_accounts').select('kind').where('property_id', '=', p.id).execute();
    expect(accounts.map((a) => a.kind).sort()).toEqual(['property_proceeds', 'property_rent_pool']);
    expect(await auditOf(ctx, p.id)).toEqual([
      expect.objectContaining({ admin_id: admin.id, action: 'property.created', target_type: 'property', details: expect.objectContaining({ totalTokens: 5_000, valuation: 750_000_000 }) }),
    ]);

    // Public at once, as a locked ("coming soon") card, in the reader's language or English.
    const ar = (await details(p.id, 'ar')).json().data;
    expect(ar).toMatchObject({ name: 'شقق النجف القديمة', city: 'Karbala', isLocked: true, pricePerToken: 150_000 });
    expect((await details(p.id, 'kr')).json().data.name).toBe('Najaf Old City Lofts');
    const placeholder = await call(app, 'GET', p.coverImage);
    expect(placeholder.statusCode).toBe(200);
    expect(placeholder.headers['content-type']).toBe('image/svg+xml');
  });

  it('derives a free slug, and refuses a taken one it was given', async () => {
    const a = await created({ name: { en: 'Twin Towers' } });
    const b = await created({ name: { en: 'Twin Towers' } });
    expect([a.slug, b.slug]).toEqual(['twin-towers', 'twin-towers-2']);
    expect((await created({ name: { en: 'برج بغداد' } })).slug).toMatch(/^property(-\d+)?$/);
    const before = await adminSnapshot(ctx);
    const taken = await create(minimal({ slug: 'twin-towers' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'PROPERTY_SLUG_TAKEN', errors: [{ field: 'slug', code: 'PROPERTY_SLUG_TAKEN' }] });
    expect(await adminSnapshot(ctx)).toEqual(before);
  });

  it.each([
    [{ name: { ar: 'اسم' } }, 'name.en', 'this field is required'],
    [{ name: { en: 'x', fr: 'y' } }, 'name.fr', 'This field is not allowed.'],
    [{ valuation: 4_999 }, 'valuation', 'The valuation must be at least the number of tokens, so each token costs at least 1 IQD'],
    [{ totalTokens: 0 }, 'totalTokens', 'Value should not be Zero'],
    [{ totalTokens: 10.5 }, 'totalTokens', 'Only integers are allowed'],
    [{ rentFeePercent: 100.5 }, 'rentFeePercent', 'Enter a percentage from 0 to 100 with at most two decimals'],
    [{ rentFeePercent: 10.125 }, 'rentFeePercent', 'Enter a percentage from 0 to 100 with at most two decimals'],
    [{ monthlyRent: -1 }, 'monthlyRent', 'Value must be positive integer'],
    [{ propertyType: 'castle' }, 'propertyType', 'This value has the wrong type.'],
    [{ latitude: 91 }, 'latitude', 'This number is out of range or has more than two decimals'],
    [{ virtualTourUrl: 'javascript:alert(1)' }, 'virtualTourUrl', 'Please enter a web address starting with https://'],
    [{ slug: 'Not A Slug' }, 'slug', 'Use lower-case Latin letters, digits and single dashes only'],
    [{ isLocked: 'yes' }, 'isLocked', 'This value has the wrong type.'],
  ])('refuses %j, changing nothing', async (extra, field, message) => {
    const before = await adminSnapshot(ctx);
    const res = await create(minimal(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, ...(message ? { message } : {}) }));
    expect(await adminSnapshot(ctx)).toEqual(before);
  });
});

describe('PATCH /admin/properties/{id}', () => {
  it('edits texts in four languages, flags, lock and rent; audits what changed; the public pages follow', async () => {
    const p = await created();
    const res = await patch(p.id, {
      name: { en: 'Karbala Gate', ar: 'بوابة كربلاء', kr: 'دەروازەی کەربەلا', bh: 'دەرگەها کەربەلا' },
      description: { en: 'A new description' },
      isLocked: false,
      isTrending: true,
      monthlyRent: 6_000_000,
      rentFeePercent: 9,
      isRented: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The property has been updated',
      data: { name: { en: 'Karbala Gate', ar: 'بوابة كربلاء' }, isLocked: false, isTrending: true, monthlyRent: 6_000_000, rentFeePercent: 9, isRented: true },
    });
    const audit = (await auditOf(ctx, p.id)).at(-1)!;
    expect(audit).toMatchObject({ action: 'property.updated', details: { changes: expect.objectContaining({ name: true, isLocked: { from: true, to: false }, rentFeePercent: { from: 1000, to: 900 } }) } });
    expect((await details(p.id, 'bh')).json().data).toMatchObject({ name: 'دەرگەها کەربەلا', isLocked: false, monthlyRent: 6_000_000, rentFeePercent: 9, isRented: true });
    // Searchable in every language at once.
    const found = (await call(app, 'GET', `/api/user/marketplace/search?search=${encodeURIComponent('بوابة')}`)).json().data;
    expect(found.map((f: { _id: string }) => f._id)).toContain(p.id);

    // Locking again; a no-op edit changes and audits nothing.
    expect((await patch(p.id, { isLocked: true })).json().data.isLocked).toBe(true);
    const entries = (await auditOf(ctx, p.id)).length;
    expect((await patch(p.id, { isLocked: true, monthlyRent: 6_000_000 })).statusCode).toBe(200);
    expect(await auditOf(ctx, p.id)).toHaveLength(entries);
  });

  it('total tokens change only while none is sold: platform and total move together', async () => {
    const p = await created({ totalTokens: 5_000, valuation: 750_000_000, isLocked: false });
    const res = await patch(p.id, { totalTokens: 7_500 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ totalTokens: 7_500, availableTokens: 7_500, pricePerToken: 100_000, tokensEditable: true });

    const investor = await makeInvestor(app, ctx);
    await creditWallet(ctx, investor.id, 1_000_000);
    const bought = await call(app, 'POST', '/api/user/marketplace/invest', {
      token: investor.token,
      body: { propertyId: p.id, numberOfTokens: 2, paymentWith: 'wallet', userAgreement: true },
    });
    expect(bought.statusCode).toBe(200);

    const before = await adminSnapshot(ctx);
    const refused = await patch(p.id, { totalTokens: 10_000, monthlyRent: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PROPERTY_TOKENS_SOLD', message: 'The number of tokens cannot change once some have been sold' });
    expect(await adminSnapshot(ctx)).toEqual(before);
    const after = (await call(app, 'GET', `/api/admin/properties/${p.id}`, { token: admin.token })).json().data;
    expect(after).toMatchObject({ totalTokens: 7_500, availableTokens: 7_498, soldTokens: 2, holders: 1, tokensEditable: false });
    // The other fields are still editable.
    expect((await patch(p.id, { monthlyRent: 1 })).statusCode).toBe(200);
  });

  it('refuses bad input, an empty edit and an unknown property, changing nothing', async () => {
    const p = await created();
    const before = await adminSnapshot(ctx);
    for (const body of [{}, { valuation: 1_000_000_000 }, { name: { ar: 'x' } }, { totalTokens: -5 }, { isHot: null }, { totalTokens: 800_000_000 }]) {
      const res = await patch(p.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await patch(p.id, {})).json().code).toBe('NOTHING_TO_UPDATE');
    expect((await patch(crypto.randomUUID(), { isHot: true })).json()).toMatchObject({ code: 'PROPERTY_NOT_FOUND' });
    expect((await patch('x', { isHot: true })).statusCode).toBe(404);
    expect(await adminSnapshot(ctx)).toEqual(before);
  });
});

describe('pictures and documents', () => {
  it('uploads pictures as re-encoded WebP, served publicly; the first is the cover; order and removal', async () => {
    const p = await created();
    const res = await upload(app, `/api/admin/properties/${p.id}/images`, admin.token, [await picture('png'), await picture('jpeg'), await picture('webp')]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.images).toHaveLength(3);
    expect(stored()).toHaveLength(3);
    expect(data.coverImage).toBe(data.images[0].url);
    for (const image of data.images) {
      expect(image.url).toBe(`/api/user/files/properties/${image.file}`);
      const served = await call(app, 'GET', image.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 900 });
      expect(meta.exif).toBeUndefined();
    }
    expect((await details(p.id)).json().data.coverImage.url).toBe(data.images[0].url);
    expect((await auditOf(ctx, p.id)).at(-1)).toMatchObject({ action: 'property.images_added', details: { files: data.images.map((i: { file: string }) => i.file) } });

    const files = data.images.map((i: { file: string }) => i.file) as string[];
    const order = [files[2]!, files[0]!, files[1]!];
    const ordered = await call(app, 'PUT', `/api/admin/properties/${p.id}/images/order`, { token: admin.token, body: { files: order } });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().data.images.map((i: { file: string }) => i.file)).toEqual(order);
    expect(ordered.json().data.coverImage).toContain(files[2]);
    for (const bad of [[files[0], files[1]], [...order, files[0]], [files[0], files[1], 'other.webp']]) {
      const res = await call(app, 'PUT', `/api/admin/properties/${p.id}/images/order`, { token: admin.token, body: { files: bad } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('FILES_ORDER_MISMATCH');
    }

    const removed = await call(app, 'DELETE', `/api/admin/properties/${p.id}/images/${files[2]}`, { token: admin.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.coverImage).toContain(files[0]);
    expect(stored()).not.toContain(files[2]);
    expect((await call(app, 'GET', `/api/user/files/properties/${files[2]}`)).statusCode).toBe(404);
    expect((await auditOf(ctx, p.id)).at(-1)).toMatchObject({ action: 'property.image_removed', details: { file: files[2] } });
    expect((await call(app, 'DELETE', `/api/admin/properties/${p.id}/images/${files[2]}`, { token: admin.token })).json().code).toBe('PROPERTY_FILE_NOT_FOUND');
    for (const f of [files[0], files[1]]) await call(app, 'DELETE', `/api/admin/properties/${p.id}/images/${f}`, { token: admin.token });
    expect((await call(app, 'GET', `/api/admin/properties/${p.id}`, { token: admin.token })).json().data.coverImage).toBe('/api/user/files/properties/placeholder.svg');
  });

  it('refuses what is not a picture, or too large, storing nothing', async () => {
    const p = await created();
    const before = stored();
    const snap = await adminSnapshot(ctx);
    const fake: Part = { name: 'images', filename: 'x.png', contentType: 'image/png', data: Buffer.from('<svg onload="alert(1)"/>') };
    const bad = await upload(app, `/api/admin/properties/${p.id}/images`, admin.token, [await picture('png'), fake]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'UNSUPPORTED_IMAGE', errors: [{ field: 'images' }] });
    const big: Part = { name: 'images', filename: 'big.png', contentType: 'image/png', data: Buffer.concat([await solid('png'), Buffer.alloc(MAX_UPLOAD_BYTES)]) };
    expect((await upload(app, `/api/admin/properties/${p.id}/images`, admin.token, [big])).statusCode).toBe(413);
    expect((await upload(app, `/api/admin/properties/${p.id}/images`, admin.token, [])).json().code).toBe('REQUIRED');
    expect((await upload(app, `/api/admin/properties/${p.id}/images`, admin.token, [{ name: 'note', value: 'x' }, await picture()])).statusCode).toBe(400);
    expect((await call(app, 'POST', `/api/admin/properties/${p.id}/images`, { token: admin.token, body: {} })).statusCode).toBe(415);
    expect((await upload(app, `/api/admin/properties/${crypto.randomUUID()}/images`, admin.token, [await picture()])).json().code).toBe('PROPERTY_NOT_FOUND');
    expect(stored()).toEqual(before);
    expect(await adminSnapshot(ctx)).toEqual(snap);
  });

  it('uploads PDF documents with localized titles, served publicly; order and removal; anything else refused', async () => {
    const p = await created();
    const send = (parts: Part[]) => upload(app, `/api/admin/properties/${p.id}/documents`, admin.token, parts);
    const doc = (data = pdf()): Part => ({ name: 'document', filename: 'deed.pdf', contentType: 'application/pdf', data });
    const first = await send([doc(), { name: 'kind', value: 'main' }, { name: 'titleEn', value: 'Title deed' }, { name: 'titleAr', value: 'سند الملكية' }]);
    expect(first.statusCode, first.body).toBe(200);
    const second = await send([doc(pdf('valuation')), { name: 'titleEn', value: 'Valuation report' }]);
    const documents = second.json().data.documents;
    expect(documents).toEqual([
      expect.objectContaining({ kind: 'main', title: { en: 'Title deed', ar: 'سند الملكية' } }),
      expect.objectContaining({ kind: 'other', title: { en: 'Valuation report' } }),
    ]);
    const served = await call(app, 'GET', documents[0].url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf())).toBe(true);
    const publicDocs = (await details(p.id, 'ar')).json().data.documents;
    expect(publicDocs[0]).toEqual({ kind: 'main', title: 'سند الملكية', url: documents[0].url });

    const files = documents.map((d: { file: string }) => d.file);
    const ordered = await call(app, 'PUT', `/api/admin/properties/${p.id}/documents/order`, { token: admin.token, body: { files: [files[1], files[0]] } });
    expect(ordered.json().data.documents.map((d: { file: string }) => d.file)).toEqual([files[1], files[0]]);
    const removed = await call(app, 'DELETE', `/api/admin/properties/${p.id}/documents/${files[1]}`, { token: admin.token });
    expect(removed.json().data.documents.map((d: { file: string }) => d.file)).toEqual([files[0]]);
    expect(stored()).not.toContain(files[1]);
    expect((await auditOf(ctx, p.id)).map((a) => a.action)).toEqual(
      expect.arrayContaining(['property.document_added', 'property.documents_ordered', 'property.document_removed']),
    );

    const before = stored();
    const snap = await adminSnapshot(ctx);
    const png: Part = { name: 'document', filename: 'x.pdf', contentType: 'application/pdf', data: await solid('png') };
    expect((await send([png, { name: 'titleEn', value: 'x' }])).json()).toMatchObject({ code: 'UNSUPPORTED_DOCUMENT', message: 'Please upload a PDF document' });
    expect((await send([doc()])).json().errors).toContainEqual(expect.objectContaining({ field: 'titleEn', code: 'REQUIRED' }));
    expect((await send([doc(), { name: 'titleEn', value: 'x' }, { name: 'kind', value: 'secret' }])).statusCode).toBe(400);
    const big = await send([doc(Buffer.concat([pdf(), Buffer.alloc(MAX_UPLOAD_BYTES)])), { name: 'titleEn', value: 'x' }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('DOCUMENT_TOO_LARGE');
    expect(stored()).toEqual(before);
    expect(await adminSnapshot(ctx)).toEqual(snap);
  });
});

describe('GET /admin/properties', () => {
  it('lists newest first with every language, searches any language or slug, filters locked, pages', async () => {
    const a = await created({ name: { en: 'Samarra Spiral View', ar: 'إطلالة الملوية' } });
    const b = await created({ isLocked: false });
    const list = (q: string) => call(app, 'GET', `/api/admin/properties?${q}`, { token: admin.token, lang: 'ar' });
    const found = (await list(`search=${encodeURIComponent('الملوية')}`)).json().data.items;
    expect(found).toEqual([expect.objectContaining({ id: a.id, displayName: 'إطلالة الملوية', name: { en: 'Samarra Spiral View', ar: 'إطلالة الملوية' } })]);
    expect((await list(`search=${a.slug}`)).json().data.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    const unlocked = (await list('locked=false&limit=100')).json().data.items.map((i: { id: string }) => i.id);
    expect(unlocked).toContain(b.id);
    expect(unlocked).not.toContain(a.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { json(): { data: { items: Array<{ id: string }>; nextCursor: string | null } } } = await list(`limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.json().data.items.map((i) => i.id));
      cursor = page.json().data.nextCursor;
    } while (cursor);
    const all = await ctx.db.selectFrom('properties').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    expect(seen).toEqual(all.map((r) => r.id));
  });
});
