import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp } from './helpers';
import { creditWallet, expectInvariants, makeInvestor, propertyWithTokens } from './money-helpers';
import { actualTexts, drawnLines, drawnRuns } from './pdf-text';
import { makeAdmin } from './wallet-helpers';

const { app, ctx } = await createTestApp();
afterEach(() => expectInvariants(ctx));

const invest = (token: string, propertyId: string, numberOfTokens: number) =>
  call(app, 'POST', '/api/user/marketplace/invest', { token, body: { propertyId, numberOfTokens, paymentWith: 'wallet', userAgreement: true } });

describe('GET /user/portfolio: change since purchase', () => {
  it('is the value at today’s price less what the owned tokens cost, at their average cost', async () => {
    const p = await propertyWithTokens(ctx, 'pf-cost', { total: 1000, price: 50_000 });
    const u = await makeInvestor(app, ctx);
    await creditWallet(ctx, u.id, 5_000_000);
    expect((await invest(u.token, p.id, 10)).statusCode).toBe(200);
    // The price moves to 60,000 (a revaluation), then 10 more are bought at the new price.
    await ctx.db.updateTable('properties').set({ valuation: 60_000_000 }).where('id', '=', p.id).execute();
    expect((await invest(u.token, p.id, 10)).statusCode).toBe(200);

    const data = (await call(app, 'GET', '/api/user/user/portfolio', { token: u.token })).json().data;
    const [h] = data.holdings;
    expect(h).toMatchObject({ ownedTokens: 20, pricePerToken: 60_000, value: 1_200_000, costBasis: 1_100_000, change: 100_000 });
    expect(data.holding[0]).toMatchObject({ costBasis: 1_100_000, change: 100_000 });
  });

  it('counts a seeded holding at the property’s first price-history point', async () => {
    const p = await propertyWithTokens(ctx, 'pf-seed', { total: 1000, price: 40_000 });
    const u = await makeInvestor(app, ctx);
    await sql`INSERT INTO price_history (property_id, valued_on, valuation) VALUES (${p.id}, '2024-01-01', 30000000)`.execute(ctx.db);
    // As the demo seed writes a holding: the platform's tokens, the holding and its movement together.
    await ctx.db.transaction().execute(async (trx) => {
      await sql`UPDATE properties SET platform_tokens = platform_tokens - 5 WHERE id = ${p.id}`.execute(trx);
      await sql`INSERT INTO holdings (user_id, property_id, tokens) VALUES (${u.id}, ${p.id}, 5)`.execute(trx);
      await sql`INSERT INTO token_movements (property_id, from_user, to_user, tokens, reason) VALUES (${p.id}, NULL, ${u.id}, 5, 'seed')`.execute(trx);
    });
    const data = (await call(app, 'GET', '/api/user/user/portfolio', { token: u.token })).json().data;
    expect(data.holdings[0]).toMatchObject({ ownedTokens: 5, value: 200_000, costBasis: 150_000, change: 50_000 });
  });
});

const thisYear = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Baghdad', year: 'numeric' }).format(new Date()));
const admin = await makeAdmin(app, ctx);

/** An investor with a branch deposit, a purchase of `property`, and a second purchase a minute later. */
async function investorWithHistory(slug: string, names: Record<string, string> = { en: `Test ${slug}` }) {
  const p = await propertyWithTokens(ctx, slug, { total: 1000, price: 100_000 });
  await ctx.db.updateTable('properties').set({ name: JSON.stringify(names) }).where('id', '=', p.id).execute();
  const u = await makeInvestor(app, ctx);
  const deposit = await call(app, 'POST', `/api/admin/users/${u.id}/cash-deposit`, { token: admin.token, body: { amount: 1_000_000, branch: 'Erbil, Ankawa branch' } });
  expect(deposit.statusCode).toBe(201);
  expect((await invest(u.token, p.id, 3)).statusCode).toBe(200);
  expect((await invest(u.token, p.id, 2)).statusCode).toBe(200);
  return { u, p };
}

const csvOf = async (token: string, query = '', lang?: string) => {
  const res = await call(app, 'GET', `/api/user/transaction/export.csv${query}`, { token, lang });
  return { res, lines: res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n') };
};

describe('GET /user/transaction/export.csv', () => {
  it('needs a session', async () => {
    expect((await call(app, 'GET', '/api/user/transaction/export.csv')).statusCode).toBe(401);
  });

  it('is the whole list as CSV: a BOM, headers, one line a transaction, the filters and sort of the screen', async () => {
    const { u } = await investorWithHistory('csv-en');
    const { res, lines } = await csvOf(u.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sahm-transactions-all.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Time,Type,Status,Property,Tokens,Price per token (IQD),Amount (IQD),Fee (IQD),Paid with,Seller,Buyer');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Buy,Success,Test csv-en,2,100000,200000,0,Wallet,Sahm platform,you$/);
    expect(lines[2]).toMatch(/,Buy,Success,Test csv-en,3,100000,300000,0,Wallet,Sahm platform,you$/);

    // The wallet list holds the deposit; sorts and filters are those of the lists.
    const wallet = await csvOf(u.token, '?list=wallet');
    expect(wallet.lines.slice(1)).toEqual([expect.stringMatching(/,Deposit,Completed,,,,1000000,0,Cash,,$/)]);
    expect((await csvOf(u.token, '?sort=sharesDesc')).lines[1]).toContain(',Test csv-en,3,100000,300000,');
    expect((await csvOf(u.token, '?type=deposit')).lines).toHaveLength(1);
  });

  it('writes headers and labels in the caller’s language', async () => {
    const { u } = await investorWithHistory('csv-ar', { en: 'Test', ar: 'برج الربيع' });
    const { lines } = await csvOf(u.token, '', 'ar');
    expect(lines[0]).toBe('الوقت,النوع,الحالة,العقار,الحصص,سعر الحصة (د.ع.),المبلغ (د.ع.),الرسوم (د.ع.),طريقة الدفع,البائع,المشتري');
    expect(lines[1]).toContain(',شراء,ناجحة,برج الربيع,2,100000,200000,0,المحفظة,منصة سهم,أنت');
    // Badini writes ر where Sorani writes ڕ (بر, کریار), keeping ڕ only in the glossary's fee (ڕسووم).
    expect((await csvOf(u.token, '', 'bh')).lines[0]).toBe('دەم,جور,رەوش,مولک,پشک,بهایێ هەر پشکەکێ (د.ع.),بر (د.ع.),ڕسووم (د.ع.),رێکا پارەدانێ,فروشیار,کریار');
  });

  it('never lets a cell run as a spreadsheet formula, and quotes what needs quoting', async () => {
    const { u } = await investorWithHistory('csv-formula', { en: '=HYPERLINK("http://x","Click, here")' });
    const { lines } = await csvOf(u.token);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://x"",""Click, here"")",`);
  });

  it('refuses bad input with a localized message and sends no file', async () => {
    const { u } = await investorWithHistory('csv-bad');
    const bad = await call(app, 'GET', '/api/user/transaction/export.csv?list=everything', { token: u.token, lang: 'ar' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/json');
    expect(bad.json().message).toMatch(/[\u0600-\u06FF]/);
    const range = await call(app, 'GET', '/api/user/transaction/export.csv?from=2026-05-01&to=2026-04-01', { token: u.token });
    expect(range.statusCode).toBe(400);
    expect(range.json().errors).toEqual([expect.objectContaining({ code: 'DATE_RANGE_INVALID' })]);
  });
});

describe('GET /user/transaction/statement (PDF)', () => {
  it('needs a session and a year from 2000 to this one', async () => {
    expect((await call(app, 'GET', `/api/user/transaction/statement?year=${thisYear}`)).statusCode).toBe(401);
    const { u } = await investorWithHistory('pdf-bad');
    for (const year of ['1999', String(thisYear + 1), 'soon', '2020.5', '']) {
      const res = await call(app, 'GET', `/api/user/transaction/statement?year=${year}`, { token: u.token });
      expect(res.statusCode, year).toBe(400);
      expect(res.json().errors[0].code, year).toBe('DATE_INVALID');
    }
    expect((await call(app, 'GET', '/api/user/transaction/statement', { token: u.token })).statusCode).toBe(400);
  });

  it('holds the year’s summary, holdings at the year end, trades and deposits', async () => {
    const { u } = await investorWithHistory('pdf-en', { en: 'Tigris View' });
    const res = await call(app, 'GET', `/api/user/transaction/statement?year=${thisYear}`, { token: u.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sahm-statement-${thisYear}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = drawnLines(pdf);
    expect(lines).toContain(`Yearly statement ${thisYear}`);
    expect(lines.find((l) => l.startsWith('Investor'))).toContain(u.email);
    expect(lines).toContain('DepositsIQD 1,000,000');
    expect(lines).toContain('Tokens boughtIQD 500,000');
    expect(lines).toContain('Fees paidIQD 0');
    expect(lines).toContain('Tigris View5IQD 100,000IQD 500,000');
    expect(lines.filter((l) => /^\d{2}\/\d{2}\/\d{4}BuyTigris View/.test(l))).toHaveLength(2);
    expect(lines.some((l) => /^\d{2}\/\d{2}\/\d{4}DepositCompletedIQD 1,000,000$/.test(l))).toBe(true);
    expect(lines.at(-1)).toBe('Page 1 of 1');
  });

  it('is in Arabic, right to left, its letters shaped (contextual forms), in Arabic-Indic digits', async () => {
    const { u } = await investorWithHistory('pdf-ar', { en: 'Tigris View', ar: 'إطلالة دجلة' });
    const res = await call(app, 'GET', `/api/user/transaction/statement?year=${thisYear}`, { token: u.token, lang: 'ar' });
    const pdf = res.rawPayload;
    const year = new Intl.NumberFormat('ar-IQ-u-nu-arab', { useGrouping: false }).format(thisYear);
    const visual = (logical: string) => [...logical].reverse().join('');

    // What a reader copies or searches, in reading order.
    const texts = actualTexts(pdf);
    expect(texts).toContain(`الكشف السنوي لعام ${year}`);
    expect(texts).toContain('إطلالة دجلة');
    expect(texts).toContain('١٬٠٠٠٬٠٠٠ د.ع.');
    expect(texts).toContain('الصفحة ١ من ١');

    // Drawn right to left: the year (a number, left to right) at the left end, then لعام read from the right.
    const title = drawnLines(pdf).find((l) => l.startsWith(`${year} `))!;
    expect(title.startsWith(`${year} ${visual('لعام')} `)).toBe(true);

    // Shaped: the title's alef is isolated (opening a word) and final (after ع in لعام), two different
    // glyphs for one letter; text drawn without shaping uses one glyph for every alef.
    const runs = drawnRuns(pdf).filter((r) => r.page === 1 && Math.round(r.y) === Math.round(drawnRuns(pdf).find((x) => x.chars.join('') === year)!.y));
    const alefGlyphs = new Set(runs.flatMap((r) => r.codes.filter((_, i) => r.chars[i] === 'ا')));
    expect(alefGlyphs.size).toBeGreaterThanOrEqual(2);
  });

  it('is in Sorani Kurdish with its own letters shaped', async () => {
    const { u } = await investorWithHistory('pdf-kr');
    const res = await call(app, 'GET', `/api/user/transaction/statement?year=${thisYear}`, { token: u.token, lang: 'kr' });
    const year = new Intl.NumberFormat('ar-IQ-u-nu-arab', { useGrouping: false }).format(thisYear);
    expect(actualTexts(res.rawPayload)).toContain(`ڕاپۆرتی ساڵانەی ${year}`);
    expect(actualTexts(res.rawPayload)).toContain('کۆی بەها');
    expect(drawnLines(res.rawPayload).some((l) => l.startsWith(`${year} `))).toBe(true);
  });
});
