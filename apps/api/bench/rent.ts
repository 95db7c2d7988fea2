// pnpm bench: rent runs (issue: rent and value growth). Prints figures;
// asserts nothing. Against an embedded PostgreSQL in a temporary directory:
//   1. one property with 100,000 holders: one run (target ≤ 2 s);
//   2. a month over 1,000 properties with 100 holders each (target ≤ 5 s);
// each through payRent(), the code the monthly job and POST /admin/rent-runs
// run, so one call of sahm_rent_pay per chunk of properties, and the one
// property's holders in parts paid two at once (sahm_rent_pay_part). Each scenario
// runs for BENCH_RENT_MONTHS months (default 3; a month can be paid once),
// and prints the wall time, the rows written per second (postings, balances,
// history rows, notifications, journal entries, run rows), the CPU
// PostgreSQL spent, which is steadier than the wall time on a busy machine,
// and its page faults (pages of memory its processes touched for the first time).
//
// The machines we measure on run the same bench up to a third slower at some
// times than at others, so compare a change within one process:
// BENCH_RENT_ALTERNATE=a.sql,b.sql runs a.sql before months 2, 4, … and b.sql
// before months 3, 5, … (not timed), and labels those months A and B.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createContext } from '../src/app';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/database';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { payRent } from '../src/rent/runs';

const MONTHS = Number(process.env.BENCH_RENT_MONTHS ?? 3);
const ALTERNATE = process.env.BENCH_RENT_ALTERNATE ? process.env.BENCH_RENT_ALTERNATE.split(',').map((file) => readFileSync(file, 'utf8')) : null;
if (ALTERNATE && ALTERNATE.length !== 2) throw new Error('BENCH_RENT_ALTERNATE names two SQL files, comma-separated');
const BIG = 100_000;
const SMALL_PROPERTIES = 1_000;
const SMALL_HOLDERS = 100;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sahm-bench-rent-'));
  const db = await startEmbeddedPostgres(dir, { persistent: false, database: 'sahm_bench' });
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  // An idle connection that PostgreSQL ends (its shutdown at the end) is not this bench's failure.
  pool.on('error', (error) => console.error(`bench database connection: ${error.message}`));
  const handle = connect(db.url, { max: 4 });
  try {
    await migrate(pool);
    console.log(`Sahm rent-run benchmark: ${MONTHS} months per scenario`);
    console.log(`machine: ${cpus().length} cores, Node ${process.version}\n`);
    const started = performance.now();
    const big = await prepare(pool);
    console.log(`prepared 100,000 investors and 1,001 funded, rented properties in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

    const ctx = createContext(loadConfig({ NODE_ENV: 'test' }), handle);
    const scenarios = [
      { label: 'one property, 100,000 holders', ids: [big.single], target: '≤ 2 s' },
      { label: '1,000 properties × 100 holders', ids: big.many, target: '≤ 5 s' },
    ];
    for (const s of scenarios) {
      const figures: string[] = [];
      for (let m = 1; m <= MONTHS; m++) {
        const period = monthsAgo(m);
        // A month passes between two runs, and with it PostgreSQL's timed checkpoints, which
        // leave the WAL segments of the last run ready for reuse (min_wal_size, embedded.ts).
        // Months back to back here would otherwise pay for the checkpoint and the new segments
        // that production pays for during the month. Not timed.
        if (ALTERNATE && m >= 2) await pool.query(ALTERNATE[m % 2]!);
        await pool.query('CHECKPOINT');
        const rowsBefore = await rowsWritten(pool);
        const useBefore = postgresUse();
        const t0 = performance.now();
        const result = await payRent(ctx, period, { propertyIds: s.ids });
        const seconds = (performance.now() - t0) / 1000;
        const useAfter = postgresUse();
        const cpu = useAfter.cpu - useBefore.cpu;
        const rows = (await rowsWritten(pool)) - rowsBefore;
        if (result.totals.properties !== s.ids.length) throw new Error(`${s.label}: paid ${result.totals.properties} of ${s.ids.length} properties`);
        figures.push(
          `${seconds.toFixed(2)} s, ${rows.toLocaleString('en-US')} rows (${Math.round(rows / seconds).toLocaleString('en-US')} rows/s), ` +
            `${result.totals.holders.toLocaleString('en-US')} holders paid, PostgreSQL CPU ${cpu.toFixed(2)} s, ` +
            `${(useAfter.faults - useBefore.faults).toLocaleString('en-US')} page faults`,
        );
      }
      console.log(`${s.label} (target ${s.target}):`);
      // The first month runs on new connections: each new PostgreSQL process faults in every page of
      // shared memory it touches (src/db/README.md); the later months reuse them.
      for (const [i, f] of figures.entries()) {
        const label = ALTERNATE && i > 0 ? (i % 2 === 1 ? ' A' : ' B') : '';
        console.log(`  month ${i + 1}${label}${s === scenarios[0] && i === 0 ? ' (new connections)' : ''}: ${f}`);
      }
    }
  } finally {
    await handle.close();
    await pool.end();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function monthsAgo(n: number): string {
  const now = new Date(Date.now() + 3 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1)).toISOString().slice(0, 7);
}

/**
 * 100,000 verified investors; one property all of them hold (1 to 5 tokens
 * each), and 1,000 properties of 100 holders each (the same investors, 100
 * per property). Set-based, with the users trigger off while their wallet
 * accounts are made in one statement: setup is not what is measured.
 */
async function prepare(pool: pg.Pool) {
  const c = await pool.connect();
  try {
    await c.query('ALTER TABLE users DISABLE TRIGGER users_open_accounts');
    await c.query(`INSERT INTO users (email, username, password_hash, is_email_verified, kyc_status, is_phone_verified)
                   SELECT 'bench' || i || '@example.com', 'bench_' || i, '!', true, 'verified', true FROM generate_series(1, ${BIG}) i`);
    await c.query('ALTER TABLE users ENABLE TRIGGER users_open_accounts');
    await c.query(`INSERT INTO ledger_accounts (kind, user_id) SELECT k, u.id FROM users u, unnest(ARRAY['user_available', 'user_held']) k`);
    await c.query('BEGIN');
    const property = async (slug: string, tokens: number) =>
      (
        await c.query<{ id: string }>(
          `INSERT INTO properties (slug, name, city, property_type, is_locked, is_hot, is_recently_added, is_residential, is_trending,
             total_tokens, platform_tokens, valuation, property_value, area_sqm, cover_image, monthly_rent, rent_fee_bps, is_rented)
           VALUES ($1, '{"en":"Bench tower","ar":"برج القياس","kr":"تاوەری پێوانە","bh":"تاوەرێ پیڤانێ"}', '{"en":"Baghdad","ar":"بغداد","kr":"بەغدا","bh":"بەغدا"}', 'residential', false, false, false, true, false,
                   $2, 0, $2::bigint * 10000, $2::bigint * 10000, 1000, '/x.svg', $2::bigint * 70, 1000, true) RETURNING id`,
          [slug, tokens],
        )
      ).rows[0]!.id;
    // 1 + (n % 5) tokens for the n-th investor: 300,000 tokens in all.
    const single = await property('bench-rent-big', 3 * BIG);
    await c.query(
      `WITH u AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users)
       , held AS (INSERT INTO holdings (user_id, property_id, tokens) SELECT id, $1, 1 + n % 5 FROM u RETURNING user_id, tokens)
       INSERT INTO token_movements (property_id, from_user, to_user, tokens, reason) SELECT $1, NULL, user_id, tokens, 'seed' FROM held`,
      [single],
    );
    const many: string[] = [];
    for (let i = 0; i < SMALL_PROPERTIES; i++) many.push(await property(`bench-rent-${i}`, SMALL_HOLDERS * 10));
    await c.query(
      `WITH u AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users)
       , p AS (SELECT id, ordinality - 1 AS k FROM unnest($1::uuid[]) WITH ORDINALITY AS x(id, ordinality))
       , held AS (INSERT INTO holdings (user_id, property_id, tokens)
                  SELECT u.id, p.id, 10 FROM u JOIN p ON p.k = u.n / ${SMALL_HOLDERS} RETURNING user_id, property_id, tokens)
       INSERT INTO token_movements (property_id, from_user, to_user, tokens, reason) SELECT property_id, NULL, user_id, tokens, 'seed' FROM held`,
      [many],
    );
    // Every holder bought their tokens, and a purchase gives its buyer a row of running totals
    // (wallet_stats: spent, and the count of history rows); holdings made directly need theirs
    // made too, or the first month would pay for creating 100,000 rows no real run creates.
    await c.query('INSERT INTO wallet_stats (user_id) SELECT id FROM users');
    await c.query('COMMIT');
    await c.query('VACUUM ANALYZE');
    return { single, many };
  } finally {
    c.release();
  }
}

/** Rows a run inserts or updates: postings, history, notifications, journal entries, runs, and the balances moved (one per posting's account). */
async function rowsWritten(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(`
    SELECT ((SELECT count(*) FROM postings) + (SELECT count(*) FROM transactions) + (SELECT count(*) FROM notifications)
          + (SELECT count(*) FROM journal_entries) + (SELECT count(*) FROM rent_runs)
          + (SELECT count(DISTINCT (p.entry_id, p.account_id)) FROM postings p JOIN journal_entries e ON e.id = p.entry_id WHERE e.kind = 'rent'))::text AS n`);
  return Number(rows[0]!.n);
}

/**
 * CPU seconds and page faults so far of the PostgreSQL processes this process
 * started (Linux; 0 elsewhere): each one's own plus those of its children that
 * have ended (cutime, cstime, cminflt), so a backend that exits between two
 * readings (an idle pool connection closing) still counts: its figures move to
 * the postmaster instead of vanishing. The faults are the minor ones: a page
 * of memory a process touches for the first time (src/db/README.md).
 */
function postgresUse(): { cpu: number; faults: number } {
  if (process.platform !== 'linux') return { cpu: 0, faults: 0 };
  const parents = new Map<number, number>();
  const used = new Map<number, { cpu: number; faults: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields from the state on (proc(5) numbers them from 3): ppid 4, minflt 10, cminflt 11, utime 14 … cstime 17.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      used.set(Number(entry), {
        cpu: (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100,
        faults: Number(fields[7]) + Number(fields[8]),
      });
    } catch {
      /* the process ended while we looked */
    }
  }
  const total = { cpu: 0, faults: 0 };
  for (const [pid, use] of used) {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) {
      if (p === process.pid) {
        total.cpu += use.cpu;
        total.faults += use.faults;
        break;
      }
    }
  }
  return total;
}

await main();
