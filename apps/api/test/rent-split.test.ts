import { rentFee, splitRent } from '@sahm/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prng } from '../../../tools/prng';
import { createTestApp } from './helpers';

const { ctx } = await createTestApp();

const int = (next: () => number, min: number, max: number) => min + Math.floor(next() * (max - min + 1));

/** Holdings of every shape: equal ones (ties), whales beside dust, single holders; rents from tiny to large. */
function randomCase(seed: number) {
  const next = prng(seed);
  const holders = seed % 10 === 0 ? 1 : int(next, 2, 150);
  const shape = seed % 4;
  const tokens = Array.from({ length: holders }, () =>
    shape === 0 ? int(next, 1, 3) : shape === 1 ? 7 : shape === 2 ? int(next, 1, 2_000_000) : next() < 0.05 ? int(next, 1_000_000, 90_000_000) : int(next, 1, 50),
  );
  const gross = seed % 6 === 0 ? int(next, 0, 200) : int(next, 0, 5_000_000_000);
  const feeBps = int(next, 0, 10_000);
  return { tokens, gross, feeBps };
}

describe('the database and @sahm/domain round rent the same way', () => {
  it('for 400 random holdings: sahm_fee = rentFee and sahm_rent_split = splitRent, holder by holder, in their order', async () => {
    for (let seed = 1; seed <= 400; seed++) {
      const { tokens, gross, feeBps } = randomCase(seed);
      const holders = tokens.map(() => randomUUID());
      const fee = rentFee(gross, feeBps);
      const { rows: feeRows } = await ctx.pool.query<{ fee: string }>('SELECT sahm_fee($1::bigint, $2::integer)::text AS fee', [gross, feeBps]);
      expect(Number(feeRows[0]!.fee), `seed ${seed}`).toBe(fee);

      const { rows } = await ctx.pool.query<{ holder: string; payout: string }>(
        'SELECT holder, payout::text FROM sahm_rent_split($1::bigint, $2::uuid[], $3::bigint[])',
        [gross - fee, holders, tokens],
      );
      // One row per holder, in the order given (sahm_rent_pay gives them sorted and keeps them so).
      expect(rows.map((r) => r.holder), `seed ${seed}`).toEqual(holders);
      const byHolder = new Map(rows.map((r) => [r.holder, Number(r.payout)]));
      const { payouts, leftover } = splitRent(gross - fee, tokens);
      expect(holders.map((h) => byHolder.get(h)), `seed ${seed}`).toEqual(payouts);
      expect(payouts.reduce((a, b) => a + b, 0) + fee + leftover, `seed ${seed}`).toBe(gross);
    }
  });
  // sahm_rent_split computes net × tokens in bigint while net × all tokens < 2^62, in numeric above:
  // the two sides of that line round the same way as splitRent (which is exact in BigInt).
  it('on both sides of the bigint limit (net × all tokens around 2^62)', async () => {
    const limit = 4611686018427387903n; // 2^62 - 1
    const tokens = [3, 7, 11, 13_000_017];
    const total = BigInt(tokens.reduce((x, y) => x + y, 0));
    for (const net of [limit / total - 1n, limit / total, limit / total + 1n, limit / total + 12_345n]) {
      const holders = tokens.map(() => randomUUID());
      const { rows } = await ctx.pool.query<{ holder: string; payout: string }>(
        'SELECT holder, payout::text FROM sahm_rent_split($1::bigint, $2::uuid[], $3::bigint[])',
        [net.toString(), holders, tokens],
      );
      const byHolder = new Map(rows.map((r) => [r.holder, BigInt(r.payout)]));
      const exact = tokens.map((t) => (net * BigInt(t)) / total);
      const left = Number(net - exact.reduce((x, y) => x + y, 0n));
      const rests = tokens.map((t) => (net * BigInt(t)) % total);
      // Largest remainders first; with these tokens no two remainders tie.
      const order = rests.map((r, i) => [r, i] as const).sort((x, y) => (x[0] > y[0] ? -1 : x[0] < y[0] ? 1 : 0));
      const expected = [...exact];
      for (const [r, i] of order.slice(0, left)) if (r > 0n) expected[i]! += 1n;
      expect(holders.map((h) => byHolder.get(h)), `net ${net}`).toEqual(expected);
      expect(expected.reduce((x, y) => x + y, 0n), `net ${net}`).toBe(net);
    }
  });
});
