import { groupProperties } from '@sahm/domain';
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedProperties, type CityKey } from '../seed/catalog';
import { documentsDir, imagesDir, seedAssets } from '../seed/generate';
import { notificationText } from '../src/notifications/notifier';
import { DEMO_ADMIN, DEMO_INVESTOR, DEMO_INVESTOR_HOLDINGS, seedDemo } from '../src/db/seed';
import { presentProperty } from '../src/catalog/present';
import { call, createTestApp, snapshot } from './helpers';

const { app, ctx } = await createTestApp();

beforeAll(async () => {
  await seedDemo(ctx, { activity: false });
});

/** Rough bounding boxes of the cities, to catch a swapped or mistyped coordinate. */
const cityBoxes: Record<CityKey, { lat: [number, number]; lng: [number, number] }> = {
  baghdad: { lat: [33.2, 33.45], lng: [44.25, 44.55] },
  erbil: { lat: [36.1, 36.3], lng: [43.9, 44.1] },
  basra: { lat: [30.45, 30.6], lng: [47.7, 47.9] },
  sulaymaniyah: { lat: [35.5, 35.65], lng: [45.35, 45.5] },
  duhok: { lat: [36.8, 36.9], lng: [42.9, 43.05] },
  najaf: { lat: [31.95, 32.05], lng: [44.28, 44.4] },
  karbala: { lat: [32.55, 32.65], lng: [43.98, 44.08] },
  kirkuk: { lat: [35.38, 35.52], lng: [44.3, 44.45] },
};

describe('demo seed', () => {
  it('is idempotent: a second run changes nothing and duplicates nothing', async () => {
    const first = await snapshot(ctx);
    await seedDemo(ctx, { activity: false });
    expect(await snapshot(ctx)).toEqual(first);
    const dupes = await ctx.pool.query(`SELECT slug FROM properties GROUP BY slug HAVING count(*) > 1`);
    expect(dupes.rows).toEqual([]);
  });

  it('keeps what happened since: changed inventory and holdings survive a restart', async () => {
    const slug = 'basra-corniche-tower';
    const p = await ctx.db.selectFrom('properties').select(['id', 'platform_tokens']).where('slug', '=', slug).executeTakeFirstOrThrow();
    const investor = await ctx.db.selectFrom('users').select('id').where('email', '=', DEMO_INVESTOR.email).executeTakeFirstOrThrow();
    // A purchase made in development: ten tokens from the platform to the investor.
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('properties').set({ platform_tokens: p.platform_tokens - 10 }).where('id', '=', p.id).execute();
      await trx.insertInto('holdings').values({ user_id: investor.id, property_id: p.id, tokens: 10 }).execute();
      await trx.insertInto('token_movements').values({ property_id: p.id, from_user: null, to_user: investor.id, tokens: 10, reason: 'purchase' }).execute();
    });
    const before = await snapshot(ctx);
    await seedDemo(ctx, { activity: false });
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('holds at least 16 properties across the eight cities, covering every list group', async () => {
    const rows = await ctx.db.selectFrom('properties').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(16);
    expect(new Set(rows.map((r) => r.city.en))).toEqual(new Set(['Baghdad', 'Erbil', 'Basra', 'Sulaymaniyah', 'Duhok', 'Najaf', 'Karbala', 'Kirkuk']));
    const groups = groupProperties(rows.map((r) => presentProperty(r, 'en')));
    for (const [group, list] of Object.entries(groups)) expect(list.length, group).toBeGreaterThan(0);
    // Partly sold ones exist besides the funded and the untouched.
    expect(groups.nonFunded.some((p) => p.soldTokens > 0)).toBe(true);
  });

  it('platform inventory plus holdings equals the total for every property', async () => {
    const { rows } = await ctx.pool.query<{ slug: string; total: number; platform: number; held: number }>(`
      SELECT p.slug, p.total_tokens::int AS total, p.platform_tokens::int AS platform,
             coalesce(sum(h.tokens + h.listed), 0)::int AS held
      FROM properties p LEFT JOIN holdings h ON h.property_id = p.id GROUP BY p.id`);
    expect(rows.length).toBe(seedProperties.length);
    for (const r of rows) expect(r.platform + r.held, r.slug).toBe(r.total);
    // And the catalog's sold counts are what the holdings add up to (the Basra test above bought 10 more).
    for (const p of seedProperties) {
      const row = rows.find((r) => r.slug === p.slug)!;
      expect(row.held, p.slug).toBe(p.sold + (p.slug === 'basra-corniche-tower' ? 10 : 0));
    }
  });

  it('every property is complete in four languages with realistic figures', async () => {
    const rows = await ctx.db.selectFrom('properties').selectAll().execute();
    for (const r of rows) {
      for (const field of [r.name, r.description, r.city, r.address])
        for (const lang of ['en', 'ar', 'kr', 'bh'] as const) expect(field[lang], `${r.slug} ${lang}`).toBeTruthy();
      // Arabic script for ar, kr and bh; Badini differs from Sorani somewhere.
      for (const lang of ['ar', 'kr', 'bh'] as const) expect(r.name[lang]).toMatch(/[\u0600-\u06FF]/);
      expect(r.description.kr).not.toBe(r.description.bh);
      const sentences = r.description.en.split(/(?<=\.)\s+/).length;
      expect(sentences, r.slug).toBeGreaterThanOrEqual(2);
      expect(sentences, r.slug).toBeLessThanOrEqual(3);
      expect(r.valuation).toBeGreaterThanOrEqual(500_000_000);
      expect(r.valuation).toBeLessThanOrEqual(6_000_000_000);
      const price = Math.floor(r.valuation / r.total_tokens);
      expect(price).toBeGreaterThanOrEqual(10_000);
      expect(price).toBeLessThanOrEqual(100_000);
      expect(Number(r.irr)).toBeGreaterThanOrEqual(5);
      expect(Number(r.irr)).toBeLessThanOrEqual(12);
      expect(r.virtual_tour_url).toBe(`https://tour.sahm.iq/${r.slug}`);
      const key = (Object.keys(cityBoxes) as CityKey[]).find((k) => k === r.city.en.toLowerCase())!;
      const box = cityBoxes[key];
      expect(Number(r.latitude), r.slug).toBeGreaterThan(box.lat[0]);
      expect(Number(r.latitude), r.slug).toBeLessThan(box.lat[1]);
      expect(Number(r.longitude), r.slug).toBeGreaterThan(box.lng[0]);
      expect(Number(r.longitude), r.slug).toBeLessThan(box.lng[1]);
      expect(r.documents.filter((d) => d.kind === 'main')).toHaveLength(1);
      expect(r.documents.filter((d) => d.kind === 'other').length).toBeGreaterThanOrEqual(1);
      for (const d of r.documents) for (const lang of ['en', 'ar', 'kr', 'bh'] as const) expect(d.title[lang]).toBeTruthy();
      expect(r.search_text).toContain(r.name.en.toLowerCase());
    }
  });

  it('has 6 to 12 months of price history per property, ending at the current valuation', async () => {
    const rows = await ctx.db.selectFrom('properties').select(['id', 'slug', 'valuation']).execute();
    for (const p of rows) {
      const history = await ctx.db.selectFrom('price_history').selectAll().where('property_id', '=', p.id).orderBy('valued_on').execute();
      expect(history.length, p.slug).toBeGreaterThanOrEqual(6);
      expect(history.length, p.slug).toBeLessThanOrEqual(12);
      expect(history.at(-1)!.valuation).toBe(p.valuation);
      expect(history[0]!.valuation).toBeLessThan(p.valuation);
    }
  });

  it('the demo investor signs in, is fully verified, and holds three properties with three notifications', async () => {
    const login = await call(app, 'POST', '/api/auth/login', { body: { email: DEMO_INVESTOR.email, password: DEMO_INVESTOR.password } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.token).toEqual(expect.any(String));
    const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', DEMO_INVESTOR.email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      username: 'demo_investor',
      role: 'investor',
      is_email_verified: true,
      kyc_status: 'verified',
      is_phone_verified: true,
      country_code: '+964',
      mobile_number: '7501234567',
      full_name: expect.any(String),
      city: expect.any(String),
    });
    const holdings = await ctx.db
      .selectFrom('holdings as h')
      .innerJoin('properties as p', 'p.id', 'h.property_id')
      .select(['p.slug', 'h.tokens'])
      .where('h.user_id', '=', user.id)
      .where('p.slug', 'in', Object.keys(DEMO_INVESTOR_HOLDINGS))
      .execute();
    expect(Object.fromEntries(holdings.map((h) => [h.slug, h.tokens]))).toEqual(DEMO_INVESTOR_HOLDINGS);
    const notes = await ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', user.id).execute();
    expect(notes).toHaveLength(3);
    // Each is a real message code with a text in every language.
    for (const n of notes) for (const lang of ['en', 'ar', 'kr', 'bh'] as const) expect(notificationText(n, lang)).not.toBe(n.code);
  });

  it('the demo admin signs in with the admin role; the community holders cannot sign in', async () => {
    const login = await call(app, 'POST', '/api/auth/login', { body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.token).toEqual(expect.any(String));
    const admin = await ctx.db.selectFrom('users').selectAll().where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ role: 'admin', is_email_verified: true });
    const holder = await call(app, 'POST', '/api/auth/login', { body: { email: 'zainab.hassan@demo.sahm.iq', password: '!disabled' } });
    expect(holder.statusCode).toBe(400);
  });
});

describe('seed files', () => {
  it('the committed pictures and documents are exactly what the generators make, with nothing extra', () => {
    const assets = seedAssets();
    for (const a of assets) {
      const path = (a.dir === 'images' ? imagesDir : documentsDir) + a.file;
      expect(readFileSync(path).equals(a.content), `${a.dir}/${a.file} is stale: run the generator`).toBe(true);
    }
    const committed = [...readdirSync(imagesDir).map((f) => `images/${f}`), ...readdirSync(documentsDir).map((f) => `documents/${f}`)].sort();
    expect(committed).toEqual(assets.map((a) => `${a.dir}/${a.file}`).sort());
  });

  it('every SVG renders, has no script and differs between properties', async () => {
    const svgs = seedAssets().filter((a) => a.dir === 'images');
    expect(new Set(svgs.map((s) => s.content.toString())).size).toBe(svgs.length);
    for (const s of svgs) {
      const text = s.content.toString();
      expect(text).not.toMatch(/<script|on\w+=|href=/i);
      const meta = await sharp(s.content).metadata();
      expect(meta.format).toBe('svg');
      expect(meta.width).toBe(800);
    }
  });

  it('every PDF is well formed: header, objects where the cross-reference table says, trailer', () => {
    for (const d of seedAssets().filter((a) => a.dir === 'documents')) {
      const text = d.content.toString('latin1');
      expect(text.startsWith('%PDF-1.4\n')).toBe(true);
      expect(text.endsWith('%%EOF\n')).toBe(true);
      const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
      expect(text.slice(startxref, startxref + 4)).toBe('xref');
      const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      expect(entries).toHaveLength(6);
      entries.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
      const length = Number(/\/Length (\d+)/.exec(text)![1]);
      const stream = /stream\n([\s\S]*?)\nendstream/.exec(text)![1]!;
      expect(Buffer.byteLength(stream, 'latin1')).toBe(length);
    }
  });

  it('every picture and document a property points at is served', async () => {
    const rows = await ctx.db.selectFrom('properties').select(['cover_image', 'images', 'documents']).execute();
    const urls = new Set(rows.flatMap((r) => [r.cover_image, ...r.images, ...r.documents.map((d) => d.url)]));
    for (const url of urls) {
      const res = await call(app, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe(url.endsWith('.svg') ? 'image/svg+xml' : 'application/pdf');
    }
  });
});

describe('seed and the money invariants', () => {
  it('every seeded holding is explained by token movements and the ledger balances', async () => {
    const { expectInvariants } = await import('./money-helpers');
    await expectInvariants(ctx);
  });
});
