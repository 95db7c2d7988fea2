import { MIN_INVESTMENT_IQD, type PropertyDetails, type PropertyView } from '@sahm/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedProperties } from '../seed/catalog';
import { DEMO_INVESTOR, seedDemo } from '../src/db/seed';
import { containsPattern } from '../src/catalog/service';
import { percentOf, propertySearchText } from '../src/catalog/present';
import { call, createTestApp, registerUser, removeProperties, snapshot } from './helpers';

const { app, ctx } = await createTestApp();

let investorToken: string;
const slugsOf = (list: PropertyView[]) => list.map((p) => p.slug).sort();

beforeAll(async () => {
  await seedDemo(ctx, { activity: false });
  const login = await call(app, 'POST', '/api/auth/login', { body: { email: DEMO_INVESTOR.email, password: DEMO_INVESTOR.password } });
  investorToken = login.json().data.token;
});

/** A property straight into the table, for cases the seed does not cover. */
async function insertProperty(slug: string, fields: { name: Record<string, string>; city?: Record<string, string>; address?: Record<string, string>; locked?: boolean }) {
  const name = fields.name as { en: string };
  const city = (fields.city ?? { en: 'Test City' }) as { en: string };
  const address = (fields.address ?? { en: 'Test Street' }) as { en: string };
  return ctx.db
    .insertInto('properties')
    .values({
      slug,
      name: JSON.stringify(name),
      city: JSON.stringify(city),
      address: JSON.stringify(address),
      description: JSON.stringify({ en: 'A test property.' }),
      search_text: propertySearchText({ name, city, address }),
      property_type: 'commercial',
      is_locked: fields.locked ?? false,
      is_hot: false,
      is_recently_added: false,
      is_residential: false,
      is_trending: false,
      total_tokens: 10_000,
      platform_tokens: 10_000,
      valuation: 500_000_000,
      property_value: 450_000_000,
      area_sqm: '300',
      irr: '7.00',
      expected_rent: 3_000_000,
      monthly_rent: 0,
      rent_fee_bps: 1_000,
      is_rented: false,
      bedrooms: null,
      bathrooms: null,
      parking: null,
      latitude: null,
      longitude: null,
      virtual_tour_url: null,
      cover_image: '/api/user/files/seed/images/none.svg',
      images: '[]',
      documents: JSON.stringify([{ kind: 'main', title: { en: 'Title deed', ar: 'سند الملكية' }, url: '/x.pdf' }]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('GET /api/user/marketplace/list', () => {
  it('groups per spec.md §4 without a token', async () => {
    const res = await call(app, 'GET', '/api/user/marketplace/list');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Record<string, PropertyView[]>;
    expect(Object.keys(data).sort()).toEqual(['all', 'funded', 'hot', 'locked', 'nonFunded', 'recentlyAdded', 'residential', 'trending']);

    const locked = seedProperties.filter((p) => p.flags.locked).map((p) => p.slug);
    expect(slugsOf(data.locked!)).toEqual([...locked].sort());
    // Locked never reaches "all" nor any other list, even when also flagged hot.
    for (const [group, list] of Object.entries(data)) if (group !== 'locked') for (const slug of locked) expect(slugsOf(list), group).not.toContain(slug);
    expect(data.all).toHaveLength(seedProperties.length - locked.length);

    // At most one of hot, recently added, residential, trending: the first that applies.
    const flagged = ['hot', 'recentlyAdded', 'residential', 'trending'].flatMap((g) => slugsOf(data[g]!));
    expect(new Set(flagged).size).toBe(flagged.length);
    expect(slugsOf(data.hot!)).toContain('baghdad-mansour-garden-residences');
    expect(slugsOf(data.residential!)).not.toContain('baghdad-mansour-garden-residences');
    expect(slugsOf(data.recentlyAdded!)).toContain('duhok-malta-family-homes');
    expect(slugsOf(data.residential!)).not.toContain('duhok-malta-family-homes');

    // Funded and nonFunded split "all".
    expect(data.funded!.length + data.nonFunded!.length).toBe(data.all!.length);
    for (const p of data.funded!) expect(p).toMatchObject({ isFunded: true, available: 100, availableTokens: 0 });
    for (const p of data.nonFunded!) {
      expect(p.isFunded).toBe(false);
      expect(p.available).toBeLessThan(100);
    }
  });

  it('returns one group with ?group=', async () => {
    const res = await call(app, 'GET', '/api/user/marketplace/list?group=funded');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data)).toEqual(['funded']);
    expect(slugsOf(data.funded)).toEqual(seedProperties.filter((p) => !p.flags.locked && p.sold === p.totalTokens).map((p) => p.slug).sort());
  });

  it('rejects an unknown group or parameter with 400, changing nothing', async () => {
    const before = await snapshot(ctx);
    const bad = await call(app, 'GET', '/api/user/marketplace/list?group=cheap');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_TYPE', errors: [{ field: 'group', code: 'INVALID_TYPE' }] });
    const unknown = await call(app, 'GET', '/api/user/marketplace/list?sort=price');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('UNKNOWN_FIELD');
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('presents a property with the card and detail fields, money as whole dinars', async () => {
    const data = (await call(app, 'GET', '/api/user/marketplace/list?group=hot')).json().data;
    const p = (data.hot as PropertyView[]).find((x) => x.slug === 'baghdad-mansour-garden-residences')!;
    expect(p).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Al-Mansour Garden Residences',
      city: 'Baghdad',
      address: '14 Ramadan Street, Al-Mansour',
      propertyType: 'residential',
      coverImage: { url: '/api/user/files/seed/images/baghdad-mansour-garden-residences.svg' },
      isLocked: false,
      isHot: true,
      isResidental: true,
      isResidential: true,
      isFunded: false,
      assetValue: { value: 3_600_000_000 },
      propertyValue: { value: 3_350_000_000 },
      IRR: { value: 9.25 },
      expectedAnnualReturnPercent: 9.25,
      totalTokens: 72_000,
      numberOfTokens: 72_000,
      availableTokens: 72_000 - 41_760,
      soldTokens: 41_760,
      pricePerToken: 50_000,
      amountRaised: 41_760 * 50_000,
      available: 58,
      areaSqm: 5_400,
      pricePerSqm: Math.floor(3_350_000_000 / 5_400),
      bedrooms: 3,
      bathrooms: 2,
      parking: 60,
      expectedRent: 24_000_000,
      monthlyRent: 22_500_000,
      rentFeePercent: 10,
      isRented: true,
      map: { latitude: 33.3148, longitude: 44.3462 },
      virtualTourUrl: 'https://tour.sahm.iq/baghdad-mansour-garden-residences',
      minimumInvestment: MIN_INVESTMENT_IQD,
    });
    expect(p.images).toHaveLength(3);
    expect(p.documents.map((d) => d.kind)).toEqual(['main', 'other', 'other']);
    expect(p.documents[0]).toEqual({
      kind: 'main',
      title: 'Title deed',
      url: '/api/user/files/seed/documents/baghdad-mansour-garden-residences-title-deed.pdf',
    });
    for (const v of [p.amountRaised, p.pricePerToken, p.pricePerSqm, p.assetValue.value, p.monthlyRent]) expect(Number.isInteger(v)).toBe(true);
  });

  it('localizes names, cities and document titles from Accept-Language, falling back to English', async () => {
    const pick = async (lang: string) =>
      ((await call(app, 'GET', '/api/user/marketplace/list?group=hot', { lang })).json().data.hot as PropertyView[]).find(
        (x) => x.slug === 'erbil-gulan-heights-apartments',
      )!;
    expect((await pick('ar')).name).toBe('شقق مرتفعات كولان');
    expect((await pick('ar')).city).toBe('أربيل');
    expect((await pick('kr')).name).toBe('شوقەکانی بەرزاییەکانی گوڵان');
    expect((await pick('kr')).documents[0]!.title).toBe('سەنەدی تاپۆ');
    expect((await pick('bh')).name).toBe('شوقێن بلنداهیێن گولان');
    expect((await pick('bh')).address).toBe('جادەیا گولان، نێزیکی فامیلی مۆل');
    expect((await pick('ckb')).name).toBe('شوقەکانی بەرزاییەکانی گوڵان');

    const { id } = await insertProperty('test-partly-translated', { name: { en: 'Partly Translated House', ar: 'بيت مترجم جزئياً' } });
    const detail = async (lang: string) => (await call(app, 'GET', `/api/user/marketplace/details/${id}`, { lang })).json().data as PropertyDetails;
    expect((await detail('ar')).name).toBe('بيت مترجم جزئياً');
    expect((await detail('bh')).name).toBe('Partly Translated House');
    expect((await detail('kr')).city).toBe('Test City');
    expect((await detail('kr')).documents[0]!.title).toBe('Title deed');
    expect((await detail('ar')).documents[0]!.title).toBe('سند الملكية');
    await removeProperties(ctx, [id]);
  });
});

describe('GET /api/user/marketplace/search', () => {
  const search = async (text: string) => {
    const res = await call(app, 'GET', `/api/user/marketplace/search?search=${encodeURIComponent(text)}`);
    expect(res.statusCode, text).toBe(200);
    return slugsOf(res.json().data as PropertyView[]);
  };
  const erbil = seedProperties.filter((p) => p.city === 'erbil').map((p) => p.slug).sort();

  it('finds by city, name or address in English, any case', async () => {
    expect(await search('Erbil')).toEqual(erbil);
    expect(await search('  eRbIl ')).toEqual(erbil);
    expect(await search('corniche')).toEqual(['basra-corniche-tower']);
    expect(await search('Abu Nuwas')).toEqual(['baghdad-karrada-riverside-tower']);
  });

  it('finds Arabic with letter variants, and Sorani and Badini texts', async () => {
    expect(await search('اربيل')).toEqual(erbil);
    expect(await search('أربيل')).toEqual(erbil);
    expect(await search('البصره')).toEqual(seedProperties.filter((p) => p.city === 'basra').map((p) => p.slug).sort());
    expect(await search('مبنى')).toEqual([]);
    // Sorani: the city, and a spelling only the Sorani name uses (ڵ).
    expect(await search('هەولێر')).toEqual(erbil);
    expect(await search('گوڵان')).toEqual(['erbil-gulan-heights-apartments']);
    // Keheh and Farsi yeh typed as Arabic kaf and yeh still match.
    expect(await search('كەركووك')).toEqual(seedProperties.filter((p) => p.city === 'kirkuk').map((p) => p.slug).sort());
    // Badini (Kurmanji): words that appear only in the Badini name.
    expect(await search('خانیێن مالباتی')).toEqual(['duhok-malta-family-homes']);
    expect(await search('جادەیا گولان')).toEqual(['erbil-gulan-heights-apartments']);
  });

  it('matches digits in either script', async () => {
    expect(await search('14 Ramadan')).toEqual(['baghdad-mansour-garden-residences']);
    expect(await search('١٤ رمضان')).toEqual(['baghdad-mansour-garden-residences']);
    expect(await search('۱۰۰')).toContain('erbil-100m-road-retail-center');
  });

  it('includes locked properties, shown as locked', async () => {
    const res = await call(app, 'GET', '/api/user/marketplace/search?search=Arasat');
    expect(res.json().data).toEqual([expect.objectContaining({ slug: 'baghdad-arasat-business-plaza', isLocked: true })]);
  });

  it('treats % and _ literally', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('\\')).toEqual([]);
    const { id } = await insertProperty('test-wildcards', { name: { en: 'Half_Price 50% Mall' } });
    expect(await search('%')).toEqual(['test-wildcards']);
    expect(await search('_')).toEqual(['test-wildcards']);
    expect(await search('50%')).toEqual(['test-wildcards']);
    expect(await search('half_price')).toEqual(['test-wildcards']);
    expect(await search('half%price')).toEqual([]);
    await removeProperties(ctx, [id]);
    expect(containsPattern('a%b_c\\')).toBe('%a\\%b\\_c\\\\%');
  });

  it('an empty or blank search finds nothing; a long one is refused', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    const none = await call(app, 'GET', '/api/user/marketplace/search');
    expect(none.json()).toEqual({ data: [] });
    const long = await call(app, 'GET', `/api/user/marketplace/search?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'TOO_LONG', errors: [{ field: 'search' }] });
    const twice = await call(app, 'GET', '/api/user/marketplace/search?search=a&search=b');
    expect(twice.statusCode).toBe(400);
  });

  it('returns at most 50 results', async () => {
    const rows = Array.from({ length: 55 }, (_, i) => ({ name: { en: `Bulk Tower ${i}` }, slug: `test-bulk-${i}` }));
    for (const r of rows) await insertProperty(r.slug, { name: r.name });
    expect(await search('bulk tower')).toHaveLength(50);
    await removeProperties(
      ctx,
      (await ctx.db.selectFrom('properties').select('id').where('slug', 'like', 'test-bulk-%').execute()).map((r) => r.id),
    );
  });
});

describe('GET /api/user/marketplace/details/:id', () => {
  const idOf = async (slug: string) => (await ctx.db.selectFrom('properties').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

  it('without a token: everything the detail page shows, owned null', async () => {
    const id = await idOf('baghdad-mansour-garden-residences');
    const res = await call(app, 'GET', `/api/user/marketplace/details/${id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data as PropertyDetails;
    expect(d).toMatchObject({ _id: id, name: 'Al-Mansour Garden Residences', pricePerToken: 50_000, owned: null });
    expect(d.description.split('. ').length).toBeGreaterThanOrEqual(2);
    expect(d.mainDocuments).toHaveLength(1);
    expect(d.otherDocuments.map((x) => x.title)).toEqual(['Valuation report', 'Rental contract']);
    expect(d.map).toEqual({ latitude: 33.3148, longitude: 44.3462 });
    expect(d.virtualTourUrl).toMatch(/^https:\/\//);

    // Price history ascending, ending at today's valuation and price.
    expect(d.priceHistory).toHaveLength(12);
    const dates = d.priceHistory.map((h) => h.date);
    expect([...dates].sort()).toEqual(dates);
    expect(d.priceHistory.at(-1)).toMatchObject({ value: 3_600_000_000, pricePerToken: 50_000 });
    for (const h of d.priceHistory) expect(h.pricePerToken).toBe(Math.floor(h.value / 72_000));

    // Related: up to 4 others in the same city or of the same type, never locked, never itself.
    expect(d.related.length).toBeGreaterThan(0);
    expect(d.related.length).toBeLessThanOrEqual(4);
    for (const r of d.related) {
      expect(r._id).not.toBe(id);
      expect(r.isLocked).toBe(false);
      expect(r.city === 'Baghdad' || r.propertyType === 'residential').toBe(true);
    }
    expect(d.related[0]!.city).toBe('Baghdad');
  });

  it('with a token: the caller’s share', async () => {
    const id = await idOf('baghdad-mansour-garden-residences');
    const d = (await call(app, 'GET', `/api/user/marketplace/details/${id}`, { token: investorToken })).json().data as PropertyDetails;
    expect(d.owned).toEqual({ tokens: 120, listed: 0, percent: 0.16, value: 120 * 50_000 });

    const stranger = await registerUser(app, ctx);
    const s = (await call(app, 'GET', `/api/user/marketplace/details/${id}`, { token: stranger.token })).json().data as PropertyDetails;
    expect(s.owned).toEqual({ tokens: 0, listed: 0, percent: 0, value: 0 });

    // Listed tokens count as owned.
    // Tokens leave the platform in the same transaction (the database checks the inventory at commit).
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('holdings').values({ user_id: stranger.id, property_id: id, tokens: 0, listed: 720 }).execute();
      await trx.updateTable('properties').set((eb) => ({ platform_tokens: eb('platform_tokens', '-', 720) })).where('id', '=', id).execute();
    });
    const l = (await call(app, 'GET', `/api/user/marketplace/details/${id}`, { token: stranger.token })).json().data as PropertyDetails;
    expect(l.owned).toEqual({ tokens: 0, listed: 720, percent: 1, value: 720 * 50_000 });
    // An invalid token is treated as a guest, not refused.
    const guest = (await call(app, 'GET', `/api/user/marketplace/details/${id}`, { token: 'x'.repeat(43) })).json().data as PropertyDetails;
    expect(guest.owned).toBeNull();
  });

  it('finds by slug too, and shows a locked property as locked', async () => {
    const res = await call(app, 'GET', '/api/user/marketplace/details/baghdad-arasat-business-plaza');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ slug: 'baghdad-arasat-business-plaza', isLocked: true, soldTokens: 0, available: 0 });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid!'],
    ['a quote', "1'or'1'='1"],
    ['an over-long slug', 'a'.repeat(150)],
    ['an unknown slug', 'nowhere-tower'],
  ])('404 PROPERTY_NOT_FOUND for %s', async (_label, id) => {
    const before = await snapshot(ctx);
    const res = await call(app, 'GET', `/api/user/marketplace/details/${encodeURIComponent(id)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'PROPERTY_NOT_FOUND', message: 'This property does not exist' });
    expect(await snapshot(ctx)).toEqual(before);
  });
});

describe('GET /api/user/marketplace/asset-list', () => {
  it('401 without a token', async () => {
    const res = await call(app, 'GET', '/api/user/marketplace/asset-list');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'SESSION_EXPIRED', message: 'Session expired! please login again' });
  });

  it('lists only the caller’s holdings, with values and totals', async () => {
    const res = await call(app, 'GET', '/api/user/marketplace/asset-list', { token: investorToken });
    expect(res.statusCode).toBe(200);
    const { assets, totals } = res.json().data;
    expect(assets.map((a: { property: PropertyView }) => a.property.slug).sort()).toEqual(
      ['baghdad-jadriya-riverside-villa', 'baghdad-mansour-garden-residences', 'erbil-gulan-heights-apartments'].sort(),
    );
    const gulan = assets.find((a: { property: PropertyView }) => a.property.slug === 'erbil-gulan-heights-apartments');
    expect(gulan).toMatchObject({ tokens: 200, listed: 0, ownedTokens: 200, ownedPercent: 0.2, ownedValue: 200 * 30_000 });
    expect(totals).toEqual({ tokens: 120 + 200 + 80, value: 120 * 50_000 + 200 * 30_000 + 80 * 50_000 });
    // Most valuable first.
    const values = assets.map((a: { ownedValue: number }) => a.ownedValue);
    expect([...values].sort((a, b) => b - a)).toEqual(values);

    const stranger = await registerUser(app, ctx);
    const empty = await call(app, 'GET', '/api/user/marketplace/asset-list', { token: stranger.token });
    expect(empty.json().data).toEqual({ assets: [], totals: { tokens: 0, value: 0 } });
  });

  it('localizes the properties in it', async () => {
    const res = await call(app, 'GET', '/api/user/marketplace/asset-list', { token: investorToken, lang: 'ar' });
    const names = res.json().data.assets.map((a: { property: PropertyView }) => a.property.name);
    expect(names).toContain('مساكن حدائق المنصور');
  });
});

describe('GET /api/user/files/seed/...', () => {
  it('serves an SVG with a locked-down CSP and cache headers', async () => {
    const res = await call(app, 'GET', '/api/user/files/seed/images/basra-corniche-tower-night.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.startsWith('<svg')).toBe(true);
  });

  it('serves a PDF', async () => {
    const res = await call(app, 'GET', '/api/user/files/seed/documents/basra-corniche-tower-title-deed.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([
    '/api/user/files/seed/images/..%2F..%2Fpackage.json',
    '/api/user/files/seed/images/..%2Fcatalog.ts',
    '/api/user/files/seed/images/%2E%2E%2Fcatalog.ts',
    '/api/user/files/seed/images/..%5C..%5Cpackage.json',
    '/api/user/files/seed/images/..%2Fdocuments%2Fbasra-corniche-tower-title-deed.pdf',
    '/api/user/files/seed/documents/..%2F..%2Fsrc%2Fmain.ts',
    '/api/user/files/seed/documents/%2Fetc%2Fpasswd',
    '/api/user/files/seed/images/basra-corniche-tower.svg%00.png',
    '/api/user/files/seed/images/.svg',
    '/api/user/files/seed/images/Basra-Corniche-Tower.svg',
    '/api/user/files/seed/images/basra-corniche-tower-title-deed.pdf',
    '/api/user/files/seed/documents/basra-corniche-tower.svg',
    '/api/user/files/seed/images/no-such-tower.svg',
  ])('refuses %s with 404', async (url) => {
    const res = await call(app, 'GET', url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).not.toMatch(/"name":\s*"@sahm|root:/);
  });

  it('never serves a file for a path with dot segments', async () => {
    for (const url of ['/api/user/files/seed/../../package.json', '/api/user/files/seed/images/../../../package.json']) {
      const res = await call(app, 'GET', url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toMatch(/"name":\s*"@sahm/);
    }
  });
});

describe('presenter arithmetic', () => {
  it('shows 100 funded only when every token is sold', () => {
    expect(percentOf(99_999, 100_000)).toBe(99.99);
    expect(percentOf(100_000, 100_000)).toBe(100);
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.66);
    expect(percentOf(1, 72_000)).toBe(0);
    expect(percentOf(0, 0)).toBe(0);
  });
});
