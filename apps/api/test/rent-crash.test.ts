import { splitRent } from '@sahm/domain';
import { describe, expect, it } from 'vitest';
import { startRentJobs } from '../src/rent/jobs';
import { payRent } from '../src/rent/runs';
import { runUntilKilled } from './crash-helpers';
import { createTestApp } from './helpers';
import { expectInvariants } from './money-helpers';
import { availableOf, fundedProperty, insertInvestors, monthsAgo } from './rent-helpers';

const { ctx, databaseUrl } = await createTestApp();

/** Three properties whose holders overlap, and what a month pays each holder in all. */
async function threeProperties(prefix: string) {
  const users = await insertInvestors(ctx, 30);
  const expected = users.map(() => 0);
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const tokens = users.map((_, j) => 1 + ((i * 7 + j) % 11));
    const p = await fundedProperty(ctx, `${prefix}-${i}`, users.map((userId, j) => ({ userId, tokens: tokens[j]! })), { monthlyRent: 999_999 + i, feeBps: 750 });
    ids.push(p.id);
    const gross = 999_999 + i;
    splitRent(gross - Math.floor((gross * 750 + 5000) / 10_000), tokens).payouts.forEach((amount, j) => (expected[j]! += amount));
  }
  return { users, ids, expected };
}

const runsOf = async (ids: string[], period: string) =>
  (await ctx.pool.query(`SELECT property_id FROM rent_runs WHERE property_id = ANY ($1::uuid[]) AND period = $2::date`, [ids, `${period}-01`])).rows.map(
    (r) => r.property_id as string,
  );

describe('a rent worker killed between two properties of a run', () => {
  it('has paid the first property whole and nothing of the rest; run again, it pays every holder exactly once', async () => {
    const period = monthsAgo(1);
    const { users, ids, expected } = await threeProperties('crash-direct');

    const crashed = await runUntilKilled('crash-rent', [databaseUrl, period, 'direct']);
    expect(crashed.signal).toBe('SIGKILL');
    const first = /^paid ([0-9a-f-]{36})$/m.exec(crashed.output)?.[1];
    expect(first, crashed.output).toBe([...ids].sort()[0]);
    expect(await runsOf(ids, period)).toEqual([first]);
    await expectInvariants(ctx);

    // The restarted worker: the same run again.
    const result = await payRent(ctx, period);
    expect(result.items.filter((i) => i.outcome === 'paid').map((i) => i.propertyId).sort()).toEqual(ids.filter((id) => id !== first).sort());
    expect(result.items.find((i) => i.propertyId === first)?.outcome).toBe('already_paid');
    expect((await runsOf(ids, period)).sort()).toEqual([...ids].sort());
    expect(await availableOf(ctx, users)).toEqual(expected);
    await expectInvariants(ctx);
  });

  it('as a pg-boss job: the job expires, a restarted worker retries it and pays the rest, each holder exactly once', async () => {
    const period = monthsAgo(2);
    const { users, ids, expected } = await threeProperties('crash-job');
    // Paid before, in a month of its own: the earlier test's properties must not be paid again.
    const before = await availableOf(ctx, users);

    const crashed = await runUntilKilled('crash-rent', [databaseUrl, period, 'job']);
    expect(crashed.signal).toBe('SIGKILL');
    expect(crashed.output).toMatch(/^paid [0-9a-f-]{36}$/m);
    const paidFirst = (await ctx.pool.query(`SELECT count(*)::int AS n FROM rent_runs WHERE period = $1::date`, [`${period}-01`])).rows[0].n;
    expect(paidFirst).toBe(1);

    const jobs = await startRentJobs(ctx, databaseUrl, { schedule: false, cron: '0 6 1 * *', expireSeconds: 2 }, {
      log: { info: () => {}, error: () => {} },
      boss: { maintenanceIntervalSeconds: 1 },
      queue: { retryDelay: 0, retryBackoff: false },
      work: { pollingIntervalSeconds: 0.5 },
    });
    try {
      const deadline = Date.now() + 60_000;
      while ((await runsOf(ids, period)).length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      expect((await runsOf(ids, period)).sort()).toEqual([...ids].sort());
      // The job completes; nothing is left to pay.
      while (Date.now() < deadline) {
        const { rows } = await ctx.pool.query(`SELECT state FROM pgboss.job WHERE name = 'rent-month' AND data->>'period' = $1`, [period]);
        if (rows.every((r) => r.state === 'completed')) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      const { rows } = await ctx.pool.query(`SELECT state, retry_count FROM pgboss.job WHERE name = 'rent-month' AND data->>'period' = $1`, [period]);
      expect(rows).toEqual([{ state: 'completed', retry_count: 1 }]);
    } finally {
      await jobs.stop();
    }
    // Each property of that month once, and every holder paid exactly what the month owes them.
    const after = await availableOf(ctx, users);
    expect(after.map((a, i) => a - before[i]!)).toEqual(expected);
    await expectInvariants(ctx);
  });
});
