import { GIFT_FEE_BPS, MIN_INVESTMENT_IQD, type MessageCode, type NotificationType } from '@sahm/domain';
import { sql } from 'kysely';
import { cities, documentsOf, documentTitles, imageFile, imageVariants, seedProperties, type SeedProperty } from '../../seed/catalog';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { propertySearchText } from '../catalog/present';
import { seedPendingKycRequest } from '../identity/seed-request';
import type { DB } from './database';

/** Sign-in details of the demo accounts (shown in the README). */
export const DEMO_INVESTOR = {
  email: 'investor@sahm.iq',
  password: 'Investor123',
  username: 'demo_investor',
  fullName: 'Karwan Ahmed',
  city: 'Erbil',
  countryCode: '+964',
  mobileNumber: '7501234567',
} as const;

export const DEMO_ADMIN = { email: 'admin@sahm.iq', password: 'Admin1234', username: 'sahm_admin', fullName: 'Sahm Operations' } as const;
/** A second admin, so four eyes can be tried: one records a large cash deposit, the other approves it (decisions.md §13). */
export const DEMO_ADMIN_2 = { email: 'admin2@sahm.iq', password: 'Admin2345', username: 'sahm_supervisor', fullName: 'Sahm Branch Supervisor' } as const;

/** A new investor whose identity verification waits in the admin's queue (src/identity/seed-request.ts). */
export const DEMO_APPLICANT = {
  email: 'applicant@sahm.iq',
  password: 'Applicant123',
  username: 'demo_applicant',
  fullName: 'Dilan Kamal',
  city: 'Sulaymaniyah',
} as const;

/** The demo investor's tokens, by property slug. */
export const DEMO_INVESTOR_HOLDINGS: Readonly<Record<string, number>> = {
  'baghdad-mansour-garden-residences': 120,
  'erbil-gulan-heights-apartments': 200,
  'baghdad-jadriya-riverside-villa': 80,
};

/**
 * Other investors who hold the rest of the sold tokens, so platform inventory
 * plus holdings always equals the total (decisions.md §4). They cannot sign in.
 */
const COMMUNITY = [
  { email: 'zainab.hassan@demo.sahm.iq', username: 'zainab_hassan', fullName: 'Zainab Hassan', city: 'Baghdad' },
  { email: 'rebwar.aziz@demo.sahm.iq', username: 'rebwar_aziz', fullName: 'Rebwar Aziz', city: 'Sulaymaniyah' },
  { email: 'mustafa.kareem@demo.sahm.iq', username: 'mustafa_kareem', fullName: 'Mustafa Kareem', city: 'Basra' },
  { email: 'shilan.omar@demo.sahm.iq', username: 'shilan_omar', fullName: 'Shilan Omar', city: 'Duhok' },
  { email: 'ali.jaber@demo.sahm.iq', username: 'ali_jaber', fullName: 'Ali Jaber', city: 'Najaf' },
] as const;

/** The community member who trades with the demo investor (offers and gifts need a verified phone). */
export const DEMO_COUNTERPARTY = { email: 'zainab.hassan@demo.sahm.iq', countryCode: '+964', mobileNumber: '7701234567' } as const;

/** Not an argon2 hash, so no password ever matches it. */
const NO_PASSWORD = '!disabled';

const DEMO_NOTIFICATIONS: { type: NotificationType; code: MessageCode; hoursAgo: number }[] = [
  { type: 'account_update', code: 'NOTIFY_WELCOME', hoursAgo: 24 * 20 },
  { type: 'account_update', code: 'NOTIFY_KYC_APPROVED', hoursAgo: 24 * 19 },
  { type: 'offers', code: 'NOTIFY_NEW_PROPERTIES', hoursAgo: 5 },
];

export const seedFileUrl = (kind: 'images' | 'documents', file: string) => `/api/user/files/seed/${kind}/${file}`;

/** Who holds a property's sold tokens: the demo investor's share, the rest split among the community. */
export function holdersOf(p: SeedProperty, index: number): { email: string; tokens: number }[] {
  const investor = Math.min(DEMO_INVESTOR_HOLDINGS[p.slug] ?? 0, p.sold);
  const out: { email: string; tokens: number }[] = investor ? [{ email: DEMO_INVESTOR.email, tokens: investor }] : [];
  let rest = p.sold - investor;
  const weights = COMMUNITY.map((_, i) => COMMUNITY.length - ((i + index) % COMMUNITY.length));
  let weightLeft = weights.reduce((a, b) => a + b, 0);
  COMMUNITY.forEach((member, i) => {
    const w = weights[i] ?? 0;
    const tokens = i === COMMUNITY.length - 1 ? rest : Math.floor((rest * w) / weightLeft);
    rest -= tokens;
    weightLeft -= w;
    if (tokens > 0) out.push({ email: member.email, tokens });
  });
  return out;
}

/** Month-start dates from `months - 1` months ago to this month, with the valuation rising to today's. */
function priceHistory(p: SeedProperty, today: Date): { valued_on: string; valuation: number }[] {
  const points: { valued_on: string; valuation: number }[] = [];
  const start = p.valuation / (1 + p.historyGrowth / 100);
  // Rounded to 100 IQD per token so the charted token price stays a round number.
  const step = p.totalTokens * 100;
  for (let i = 0; i < p.historyMonths; i++) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (p.historyMonths - 1 - i), 1));
    const progress = i / (p.historyMonths - 1);
    // A gentle wobble so the chart is not a ruler line; the last point is exactly today's valuation.
    const wobble = i === p.historyMonths - 1 ? 0 : Math.sin(i * 1.7 + p.slug.length) * 0.006;
    const value = i === p.historyMonths - 1 ? p.valuation : Math.round((start + (p.valuation - start) * progress) * (1 + wobble) / step) * step;
    points.push({ valued_on: date.toISOString().slice(0, 10), valuation: value });
  }
  return points;
}

async function insertUsers(ctx: AppContext) {
  const wanted = [DEMO_INVESTOR.email, DEMO_ADMIN.email, DEMO_ADMIN_2.email, DEMO_APPLICANT.email, ...COMMUNITY.map((c) => c.email)];
  const existing = new Set(
    (await ctx.db.selectFrom('users').select('email').where('email', 'in', wanted).execute()).map((u) => u.email),
  );
  // Hashing is slow on purpose; only accounts that do not exist yet need it.
  const rows = [];
  if (!existing.has(DEMO_INVESTOR.email))
    rows.push({
      email: DEMO_INVESTOR.email,
      username: DEMO_INVESTOR.username,
      password_hash: await hashPassword(DEMO_INVESTOR.password),
      is_email_verified: true,
      full_name: DEMO_INVESTOR.fullName,
      date_of_birth: '1990-04-12',
      city: DEMO_INVESTOR.city,
      address_line1: '60 Meter Street, Ankawa',
      country_code: DEMO_INVESTOR.countryCode,
      mobile_number: DEMO_INVESTOR.mobileNumber,
      is_phone_verified: true,
      kyc_status: 'verified' as const,
    });
  for (const admin of [DEMO_ADMIN, DEMO_ADMIN_2])
    if (!existing.has(admin.email))
      rows.push({
        email: admin.email,
        username: admin.username,
        password_hash: await hashPassword(admin.password),
        role: 'admin' as const,
        is_email_verified: true,
        full_name: admin.fullName,
        kyc_status: 'verified' as const,
      });
  if (!existing.has(DEMO_APPLICANT.email))
    rows.push({
      email: DEMO_APPLICANT.email,
      username: DEMO_APPLICANT.username,
      password_hash: await hashPassword(DEMO_APPLICANT.password),
      is_email_verified: true,
      full_name: DEMO_APPLICANT.fullName,
      date_of_birth: '1996-09-03',
      city: DEMO_APPLICANT.city,
      address_line1: 'Salim Street, Sulaymaniyah',
    });
  for (const c of COMMUNITY)
    if (!existing.has(c.email))
      rows.push({
        email: c.email,
        username: c.username,
        password_hash: NO_PASSWORD,
        is_email_verified: true,
        full_name: c.fullName,
        city: c.city,
        kyc_status: 'verified' as const,
        ...(c.email === DEMO_COUNTERPARTY.email
          ? { country_code: DEMO_COUNTERPARTY.countryCode, mobile_number: DEMO_COUNTERPARTY.mobileNumber, is_phone_verified: true }
          : {}),
      });
  return rows;
}

async function seedCatalog(trx: DB, today: Date) {
  for (const [index, p] of seedProperties.entries()) {
    const images = imageVariants.map((v) => seedFileUrl('images', imageFile(p.slug, v)));
    const documents = documentsOf(p).map((d) => ({ kind: d.kind, title: documentTitles[d.doc], url: seedFileUrl('documents', d.file) }));
    const city = cities[p.city];
    // Recently added ones are days old, the rest months, so "newest first" reads naturally.
    const daysOld = p.flags.recentlyAdded ? 2 + index : 30 + index * 17;
    await trx
      .insertInto('properties')
      .values({
        slug: p.slug,
        name: JSON.stringify(p.name),
        description: JSON.stringify(p.description),
        city: JSON.stringify(city),
        address: JSON.stringify(p.address),
        search_text: propertySearchText({ name: p.name, city, address: p.address }),
        property_type: p.type,
        is_locked: p.flags.locked ?? false,
        is_hot: p.flags.hot ?? false,
        is_recently_added: p.flags.recentlyAdded ?? false,
        is_residential: p.flags.residential ?? false,
        is_trending: p.flags.trending ?? false,
        total_tokens: p.totalTokens,
        // Every token starts with the platform; the holdings below take theirs from it.
        platform_tokens: p.totalTokens,
        valuation: p.valuation,
        property_value: p.propertyValue,
        irr: p.irr,
        area_sqm: String(p.areaSqm),
        bedrooms: p.bedrooms,
        bathrooms: p.bathrooms,
        parking: p.parking,
        expected_rent: p.expectedRent,
        monthly_rent: p.monthlyRent,
        rent_fee_bps: p.rentFeeBps,
        is_rented: p.isRented,
        latitude: p.latitude.toFixed(6),
        longitude: p.longitude.toFixed(6),
        virtual_tour_url: `https://tour.sahm.iq/${p.slug}`,
        cover_image: images[0] as string,
        images: JSON.stringify(images),
        documents: JSON.stringify(documents),
        created_at: new Date(today.getTime() - daysOld * 86_400_000),
        updated_at: new Date(today.getTime() - daysOld * 86_400_000),
      })
      // Existing rows are left alone: an operator's edits and real trades must survive a restart.
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  }

  const ids = new Map(
    (await trx.selectFrom('properties').select(['id', 'slug']).where('slug', 'in', seedProperties.map((p) => p.slug)).execute()).map((r) => [r.slug, r.id]),
  );
  const withHistory = new Set(
    (await trx.selectFrom('price_history').select('property_id').distinct().where('property_id', 'in', [...ids.values()]).execute()).map((r) => r.property_id),
  );
  for (const p of seedProperties) {
    const id = ids.get(p.slug);
    if (!id || withHistory.has(id)) continue;
    await trx
      .insertInto('price_history')
      .values(priceHistory(p, today).map((h) => ({ property_id: id, ...h })))
      .execute();
  }
  return ids;
}

async function seedHoldings(trx: DB, propertyIds: Map<string, string>) {
  const users = new Map(
    (await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', [DEMO_INVESTOR.email, ...COMMUNITY.map((c) => c.email)]).execute()).map(
      (u) => [u.email, u.id],
    ),
  );
  for (const [index, p] of seedProperties.entries()) {
    const propertyId = propertyIds.get(p.slug);
    if (!propertyId) continue;
    for (const h of holdersOf(p, index)) {
      const userId = users.get(h.email);
      if (!userId) continue;
      // Tokens move from the platform to the holder in one statement, once: a second run finds the holding and does nothing.
      await sql`
        WITH take AS (
          UPDATE properties SET platform_tokens = platform_tokens - ${h.tokens}
          WHERE id = ${propertyId} AND platform_tokens >= ${h.tokens}
            AND NOT EXISTS (SELECT 1 FROM holdings WHERE user_id = ${userId} AND property_id = ${propertyId})
          RETURNING id
        )
        , held AS (
          INSERT INTO holdings (user_id, property_id, tokens, listed)
          SELECT ${userId}, id, ${h.tokens}, 0 FROM take
          RETURNING property_id
        )
        -- The token ledger explains every holding, seeded ones included.
        INSERT INTO token_movements (property_id, from_user, to_user, tokens, reason)
        SELECT property_id, NULL, ${userId}, ${h.tokens}, 'seed' FROM held`.execute(trx);
    }
  }
  return users.get(DEMO_INVESTOR.email);
}

async function seedNotifications(trx: DB, userId: string, today: Date) {
  const have = new Set(
    (await trx.selectFrom('notifications').select('code').where('user_id', '=', userId).where('code', 'in', DEMO_NOTIFICATIONS.map((n) => n.code)).execute()).map(
      (r) => r.code,
    ),
  );
  const rows = DEMO_NOTIFICATIONS.filter((n) => !have.has(n.code)).map((n) => ({
    user_id: userId,
    type: n.type,
    code: n.code,
    params: '{}',
    created_at: new Date(today.getTime() - n.hoursAgo * 3_600_000),
  }));
  if (rows.length) await trx.insertInto('notifications').values(rows).execute();
}

/**
 * Demo data for development: the catalog with its pictures, documents and
 * price history, a demo investor with holdings and notifications, a demo
 * admin, and a demo applicant whose KYC request waits for review. Idempotent: it only adds what is missing, in one transaction, so a
 * restart never duplicates rows or undoes what happened since.
 */
export async function seedDemo(ctx: AppContext, { activity = true }: { activity?: boolean } = {}): Promise<void> {
  const today = new Date();
  const newUsers = await insertUsers(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    // Conflicts on any unique key (e-mail, user name, verified phone) keep the existing account.
    if (newUsers.length) await trx.insertInto('users').values(newUsers).onConflict((oc) => oc.doNothing()).execute();
    const propertyIds = await seedCatalog(trx, today);
    const investorId = await seedHoldings(trx, propertyIds);
    if (investorId) await seedNotifications(trx, investorId, today);
    if (investorId && activity) await seedActivity(trx, investorId, ctx.config.cashDepositApprovalThreshold, ctx.config.priceBand);
    await seedPendingKycRequest(ctx.config, trx, DEMO_APPLICANT.email);
  });
}

/**
 * Demo accounts created by an older seed (a .data directory kept across
 * upgrades) may lack the verified phones the activity below needs (gifts go
 * to a phone number). Give them their demo phones, unless that number is
 * already another account's verified phone.
 */
async function upgradeDemoPhones(trx: DB) {
  for (const demo of [DEMO_INVESTOR, DEMO_COUNTERPARTY]) {
    await trx
      .updateTable('users')
      .set({ country_code: demo.countryCode, mobile_number: demo.mobileNumber, is_phone_verified: true, kyc_status: 'verified' })
      .where('email', '=', demo.email)
      .where((eb) => eb.or([eb('is_phone_verified', '=', false), eb('kyc_status', '!=', 'verified')]))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('users as other')
              .select('other.id')
              .where('other.is_phone_verified', '=', true)
              .where('other.country_code', '=', demo.countryCode)
              .where('other.mobile_number', '=', demo.mobileNumber)
              .where('other.email', '!=', demo.email),
          ),
        ),
      )
      .execute();
  }
}

/**
 * Wallet and market history for the demo investor, so every screen has data
 * (issue 4): branch deposits, purchases, a public sell order, a private offer
 * received from another investor, and gifts both ways. It runs the same money
 * functions the API does, once: when the investor has no deposit yet.
 */
async function seedActivity(trx: DB, investorId: string, threshold: number, band: AppContext['config']['priceBand']) {
  const done = await trx.selectFrom('transactions').select('id').where('user_id', '=', investorId).where('type', '=', 'deposit').executeTakeFirst();
  if (done) return;
  const ids = await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', [DEMO_ADMIN.email, DEMO_ADMIN_2.email, DEMO_COUNTERPARTY.email]).execute();
  const adminId = ids.find((u) => u.email === DEMO_ADMIN.email)?.id;
  const supervisorId = ids.find((u) => u.email === DEMO_ADMIN_2.email)?.id;
  const counterpartyId = ids.find((u) => u.email === DEMO_COUNTERPARTY.email)?.id;
  if (!adminId || !supervisorId || !counterpartyId) return;
  await upgradeDemoPhones(trx);
  const investorPhone = `${DEMO_INVESTOR.countryCode}${DEMO_INVESTOR.mobileNumber}`;
  const counterpartyPhone = `${DEMO_COUNTERPARTY.countryCode}${DEMO_COUNTERPARTY.mobileNumber}`;

  // Branch cash as the console records it: above the threshold the second admin approves (decisions.md §13).
  const cashIn = async (userId: string, amount: number, branch: string, approve: boolean) => {
    const { rows } = await sql<{ request_id: string | null }>`
      SELECT request_id FROM sahm_cash_deposit(${userId}, ${adminId}, ${amount}, ${branch}, ${threshold})`.execute(trx);
    const requestId = rows[0]?.request_id;
    if (requestId && approve) await sql`SELECT 1 FROM sahm_cash_deposit_decide(${requestId}, ${supervisorId}, true, NULL)`.execute(trx);
  };
  await cashIn(investorId, 5_000_000, 'Erbil, Ankawa branch', true);
  await cashIn(investorId, 2_500_000, 'Baghdad, Mansour branch', true);
  await cashIn(counterpartyId, 1_000_000, 'Baghdad, Mansour branch', true);
  // One left waiting for the second admin, so the console's four-eyes queue has something to decide.
  await cashIn(counterpartyId, 3_000_000, 'Basra, Ashar branch', false);

  // Two purchases from the platform, of properties the investor does not hold yet.
  const buyable = await trx
    .selectFrom('properties')
    .select(['id', 'slug', 'valuation', 'total_tokens', 'platform_tokens'])
    .where('is_locked', '=', false)
    .where('platform_tokens', '>', 1000)
    .where('slug', 'not in', Object.keys(DEMO_INVESTOR_HOLDINGS))
    .orderBy('slug')
    .limit(2)
    .execute();
  for (const p of buyable) {
    const price = Math.floor(p.valuation / p.total_tokens);
    const tokens = Math.ceil(1_000_000 / price);
    await sql`SELECT * FROM sahm_invest_wallet(${investorId}, ${p.id}, ${tokens}, ${MIN_INVESTMENT_IQD})`.execute(trx);
  }

  // A public sell order and a gift to the counterparty, from a property the investor holds.
  const held = await trx
    .selectFrom('holdings as h')
    .innerJoin('properties as p', 'p.id', 'h.property_id')
    .select(['p.id', 'p.valuation', 'p.total_tokens', 'h.tokens'])
    .where('h.user_id', '=', investorId)
    .where('p.slug', '=', 'erbil-gulan-heights-apartments')
    .executeTakeFirst();
  if (held && held.tokens >= 40) {
    const price = Math.floor(held.valuation / held.total_tokens);
    await sql`SELECT * FROM sahm_list_tokens(${investorId}, ${held.id}, 25, ${Math.round(price * 1.05)}, NULL, ${band.minPercent}::integer, ${band.maxPercent}::integer)`.execute(trx);
    await sql`SELECT * FROM sahm_gift_holding(${investorId}, ${counterpartyPhone}, ${held.id}, 5, ${GIFT_FEE_BPS})`.execute(trx);
  }

  // The counterparty's private offers to the investor (received bids), and a gift back.
  const theirs = await trx
    .selectFrom('holdings as h')
    .innerJoin('properties as p', 'p.id', 'h.property_id')
    .select(['p.id', 'p.valuation', 'p.total_tokens', 'h.tokens'])
    .where('h.user_id', '=', counterpartyId)
    .where('h.tokens', '>=', 30)
    .where('p.slug', '!=', 'erbil-gulan-heights-apartments')
    .orderBy('p.slug')
    .executeTakeFirst();
  if (theirs) {
    const price = Math.floor(theirs.valuation / theirs.total_tokens);
    await sql`SELECT * FROM sahm_list_tokens(${counterpartyId}, ${theirs.id}, 10, ${price}, ${investorPhone}, ${band.minPercent}::integer, ${band.maxPercent}::integer)`.execute(trx);
    // A second offer, so the Bids screen can show accepting one and rejecting another.
    await sql`SELECT * FROM sahm_list_tokens(${counterpartyId}, ${theirs.id}, 5, ${Math.round(price * 1.02)}, ${investorPhone}, ${band.minPercent}::integer, ${band.maxPercent}::integer)`.execute(trx);
    await sql`SELECT * FROM sahm_gift_holding(${counterpartyId}, ${investorPhone}, ${theirs.id}, 3, ${GIFT_FEE_BPS})`.execute(trx);
  }
}
