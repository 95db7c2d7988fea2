// Launch day at a smaller size (the full 5,000 investors: bench/rush.ts). A
// property opens with fewer tokens than demand and every verified investor
// fires a purchase at once, through real HTTP. Nothing is oversold, every
// request gets an answer (success, or "sold out" / "only N left" in the
// caller's language), no 5xx, the ledger invariants hold, and fills follow
// arrival.
//
// Arrival is the order in which the server accepted the purchases for
// execution: the order they reached the group-commit queue
// (InvestBatcher.submit), which runs them in that order, one call at a time.
// Fairness then means: no purchase got tokens after an earlier one was
// refused for lack of tokens while asking for as many or fewer.
import { messageText, type AppLocale } from '@sahm/domain';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { InvestBatcher, type PurchaseRequest } from '../src/market/invest-batcher';
import { openingProperty, rushSize, seedInvestors } from '../bench/rush-seed';
import { createTestApp } from './helpers';
import { expectInvariants } from './money-helpers';

const INVESTORS = Number(process.env.RUSH_TEST_INVESTORS ?? 250);
const PRICE = 10_000;
// About 40% of the demand (250 investors asking 10, 20 or 30 tokens: ~5,000 tokens).
const SUPPLY = 2_000;

const { app, ctx } = await createTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const agent = new http.Agent({ keepAlive: true, maxSockets: INVESTORS });
afterAll(() => agent.destroy());

const locales: AppLocale[] = ['en', 'ar', 'kr', 'bh'];

function post(token: string, lang: AppLocale, body: unknown): Promise<{ status: number; body: { code?: string; message?: string; data?: { tokens: number }; available?: number } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/user/marketplace/invest`,
      {
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe(`launch-day rush: ${INVESTORS} investors, ${SUPPLY} tokens`, () => {
  it('sells exactly the supply, answers everyone in their language, no 5xx, fills follow arrival', { timeout: 240_000 }, async () => {
    const investors = await seedInvestors(ctx.pool, INVESTORS, { funds: 1_000_000 });
    const propertyId = await openingProperty(ctx.pool, { slug: 'rush-launch', tokens: SUPPLY, price: PRICE });
    const size = new Map(investors.map((u, i) => [u.id, rushSize(i)]));

    // The order in which the server handed each purchase to the group-commit queue.
    const arrivals: string[] = [];
    const submit = InvestBatcher.prototype.submit;
    const spy = vi.spyOn(InvestBatcher.prototype, 'submit').mockImplementation(function (this: InvestBatcher, request: PurchaseRequest) {
      if (request.propertyId === propertyId) arrivals.push(request.userId);
      return submit.call(this, request);
    });
    let results;
    try {
      results = await Promise.all(
        investors.map(async (u, i) => {
          const lang = locales[i % locales.length]!;
          const res = await post(u.token, lang, { propertyId, numberOfTokens: size.get(u.id), paymentWith: 'wallet', userAgreement: true });
          return { user: u.id, lang, ...res };
        }),
      );
    } finally {
      spy.mockRestore();
    }

    // Every request answered: a purchase, or a clear refusal for lack of tokens, never a server error.
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const sold = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    for (const r of refused) {
      expect(r.status, JSON.stringify(r.body)).toBe(409);
      expect(['PROPERTY_SOLD_OUT', 'NOT_ENOUGH_TOKENS']).toContain(r.body.code);
      const params = r.body.code === 'NOT_ENOUGH_TOKENS' ? { available: r.body.available! } : undefined;
      expect(r.body.message).toBe(messageText(r.lang, r.body.code as 'PROPERTY_SOLD_OUT', params));
      if (r.body.code === 'NOT_ENOUGH_TOKENS') expect(r.body.available).toBeLessThan(size.get(r.user)!);
    }
    expect(sold.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);

    // Nothing oversold: what the answers say was sold is what left the platform, and it fits the supply.
    const soldTokens = sold.reduce((sum, r) => sum + r.body.data!.tokens, 0);
    const property = await ctx.db.selectFrom('properties').select(['platform_tokens', 'total_tokens']).where('id', '=', propertyId).executeTakeFirstOrThrow();
    expect(property.platform_tokens).toBe(SUPPLY - soldTokens);
    expect(property.platform_tokens).toBeGreaterThanOrEqual(0);
    // Demand far exceeds supply: at most a remainder smaller than the largest purchase is left.
    expect(property.platform_tokens).toBeLessThan(30);
    const holdings = await ctx.db.selectFrom('holdings').select(({ fn }) => fn.sum<string>('tokens').as('n')).where('property_id', '=', propertyId).executeTakeFirstOrThrow();
    expect(Number(holdings.n)).toBe(soldTokens);
    await expectInvariants(ctx);

    // Fills follow arrival.
    expect(arrivals).toHaveLength(INVESTORS);
    const position = new Map(arrivals.map((user, i) => [user, i]));
    const outcome = new Map(results.map((r) => [r.user, r.status === 200]));
    const unfair: string[] = [];
    for (const r of refused) {
      for (const s of sold) {
        if (position.get(s.user)! > position.get(r.user)! && size.get(s.user)! >= size.get(r.user)!) {
          unfair.push(`#${position.get(s.user)} got ${size.get(s.user)} after #${position.get(r.user)} was refused ${size.get(r.user)}`);
        }
      }
    }
    expect(unfair.slice(0, 5)).toEqual([]);
    // The first refusal came after every purchase of the same or a larger size.
    const firstRefused = Math.min(...refused.map((r) => position.get(r.user)!));
    expect(arrivals.slice(0, firstRefused).every((u) => outcome.get(u))).toBe(true);
  });
});
