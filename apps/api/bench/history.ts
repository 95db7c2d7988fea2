// pnpm bench: the history and the dashboard at scale (issue 12). Prints
// figures; asserts nothing. Against an embedded PostgreSQL in a temporary
// directory and the built API in production mode:
//   a bench seed of BENCH_USERS users (default 100,000) and BENCH_POSTINGS
//   ledger postings (default 2,000,000: deposits of two postings each, one
//   history row per entry: a mix of deposits, purchases, sales and gifts
//   received, of which the list reads three quarters), the first user holding
//   BENCH_OWN_ROWS of them;
//   then BENCH_CLIENTS concurrent clients (default 20) for BENCH_SECONDS each
//   (default 10) on GET /transaction/list (the first page, and a page deep in
//   the keyset cursor) and GET /user/dashboard: requests/s, p50 and p99
//   (target p99 ≤ 25 ms), and how the tables were read meanwhile (index and
//   sequential scans, from pg_stat_user_tables), with the list query's plan.
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transactionListQuery } from '@sahm/domain';
import pg from 'pg';
import { hashToken, newSessionToken } from '../src/auth/tokens';
import { connect } from '../src/db/database';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { countStatement, pageStatement } from '../src/transactions/history';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 2_000_000);
const OWN_ROWS = Number(process.env.BENCH_OWN_ROWS ?? 5_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const BENCH_MESSAGING = { EMAIL_PROVIDER: 'http', EMAIL_HTTP_URL: 'http://127.0.0.1:9/email', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/sms' };
const TABLES = ['transactions', 'postings', 'journal_entries', 'ledger_accounts', 'holdings', 'token_movements', 'wallet_stats', 'token_years', 'users', 'sessions'];

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sahm-bench-history-'));
  const db = await startEmbeddedPostgres(dir, { persistent: false, database: 'sahm_bench' });
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  let server: ReturnType<typeof spawn> | undefined;
  try {
    await migrate(pool);
    console.log(`Sahm history benchmark: ${USERS.toLocaleString('en-US')} users, ${POSTINGS.toLocaleString('en-US')} postings, ${CLIENTS} clients, ${SECONDS} s per scenario`);
    console.log(`machine: ${cpus().length} cores, Node ${process.version}\n`);
    const t0 = performance.now();
    const token = await prepare(pool);
    console.log(`prepared in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

    const port = await freePort();
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
    server = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'dist/main.js'], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: db.url, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', REALTIME_ADAPTER: 'off', ...BENCH_MESSAGING },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);

    // A cursor deep in the list: follow nextCursor through most of the list's rows (three
    // quarters of the user's history), 100 a page.
    let cursor: string | null = null;
    for (let seen = 0; seen < OWN_ROWS * 0.75 * 0.9; seen += 100) {
      const page = (await getJson(base, token, `/api/user/transaction/list?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)) as { nextCursor: string | null };
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    if (!cursor) throw new Error('the list has no second page: the bench would measure an empty list');
    const scenarios: [string, string][] = [
      ['GET /transaction/list, first page', '/api/user/transaction/list'],
      ['GET /transaction/list, deep cursor page', `/api/user/transaction/list?cursor=${encodeURIComponent(cursor ?? '')}`],
      ['GET /user/dashboard', '/api/user/user/dashboard'],
    ];
    await load(base, token, scenarios[0]![1], 2); // warm-up, not reported
    for (const [label, path] of scenarios) {
      // What the scenario answers, so a bench that measures an empty page shows it.
      const answer = (await getJson(base, token, path)) as { items?: unknown[]; total?: number };
      if (answer.items) console.log(`${label}: ${answer.items.length} rows of ${answer.total} a page`);
      const before = await scans(pool);
      const r = await load(base, token, path, SECONDS);
      const after = await scans(pool);
      const sorted = [...r.latencies].sort((a, b) => a - b);
      const pct = (p: number) => (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN).toFixed(1);
      console.log(`${label}: ${Math.round(r.ok / r.seconds).toLocaleString('en-US')} req/s, p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms (target ≤ 25 ms), ${r.failed} failed`);
      const used = TABLES.map((t) => ({ t, idx: (after[t]?.idx ?? 0) - (before[t]?.idx ?? 0), seq: (after[t]?.seq ?? 0) - (before[t]?.seq ?? 0) })).filter((x) => x.idx || x.seq);
      console.log(`  table reads per request: ${used.map((x) => `${x.t} ${(x.idx / r.ok).toFixed(1)} index, ${(x.seq / r.ok).toFixed(2)} sequential`).join('; ')}`);
    }

    // The list's statements as history.ts sends them: the page, a prepared statement explained
    // with the generic plan it settles on (a first page without filters reads its total from
    // wallet_stats in the same statement, migration 0032), and the count a filtered first
    // page sends first (planned each time).
    const { rows: me } = await pool.query<{ id: string }>(`SELECT id FROM users WHERE email = 'bench0@example.com'`);
    const handle = connect(db.url, { max: 1 });
    const client = await pool.connect();
    try {
      const filtered = transactionListQuery.parse({ status: 'completed' });
      const count = countStatement(me[0]!.id, 'list', filtered).compile(handle.db);
      const { rows: countPlan } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${count.sql}`, [...count.parameters]);
      console.log(`\nplan of the list's count (a first page filtered by status):`);
      for (const line of countPlan) console.log(`  ${line['QUERY PLAN']}`);
      await client.query(`SET plan_cache_mode = force_generic_plan`);
      for (const [index, [label, params]] of ([
        ['first page', {}],
        ['deep cursor page', { cursor }],
      ] as const).entries()) {
        const query = transactionListQuery.parse(params);
        const page = pageStatement(me[0]!.id, 'en', 'list', query, undefined, !query.cursor).compile(handle.db);
        await client.query(`PREPARE bench_page_${index} AS ${page.sql}`);
        const args = page.parameters.map((value) => (Array.isArray(value) ? `ARRAY[${value.map((v) => `'${String(v)}'`).join(',')}]` : value === null ? 'NULL' : `'${String(value)}'`));
        const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) EXECUTE bench_page_${index}(${args.join(', ')})`);
        console.log(`\nplan of the list's ${label} (prepared, generic plan):`);
        for (const line of plan) console.log(`  ${line['QUERY PLAN']}`);
      }
    } finally {
      client.release(true);
      await handle.close();
    }
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await pool.end();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * USERS investors with wallets; POSTINGS / 2 branch deposits, each a journal
 * entry of two postings (cash → the user's wallet) and a `deposit` history
 * row, OWN_ROWS of them the first user's and the rest spread over everyone.
 * Set-based: setup is not what is measured. Returns the first user's session.
 */
async function prepare(pool: pg.Pool): Promise<string> {
  const c = await pool.connect();
  const steps: string[] = [];
  let last = performance.now();
  const step = (label: string) => {
    steps.push(`${label} ${((performance.now() - last) / 1000).toFixed(1)} s`);
    last = performance.now();
  };
  try {
    await c.query('ALTER TABLE users DISABLE TRIGGER users_open_accounts');
    await c.query(`INSERT INTO users (email, username, password_hash, is_email_verified, kyc_status, is_phone_verified)
                   SELECT 'bench' || i || '@example.com', 'bench_' || i, '!', true, 'verified', true FROM generate_series(0, ${USERS - 1}) i`);
    await c.query('ALTER TABLE users ENABLE TRIGGER users_open_accounts');
    await c.query(`INSERT INTO ledger_accounts (kind, user_id) SELECT k, u.id FROM users u, unnest(ARRAY['user_available', 'user_held']) k`);
    step('users and wallets');
    const entries = Math.floor(POSTINGS / 2);
    // The dashboard's running totals are counted once, set-based, after the
    // insert, as migration 0028 counts an existing history; per entry at
    // commit, a million queued trigger calls would be the setup's whole cost.
    await c.query('ALTER TABLE journal_entries DISABLE TRIGGER journal_entries_wallet_stats');
    // The same for the history rows' counts (migration 0032): counted after the insert, as the migration counts.
    await c.query('ALTER TABLE transactions DISABLE TRIGGER transactions_rows_inserted, DISABLE TRIGGER transactions_rows_counted');
    await c.query('BEGIN');
    await c.query(`CREATE TEMP TABLE bench_owner AS
                   SELECT n, CASE WHEN n < ${OWN_ROWS} THEN 0 ELSE n % ${USERS} END AS k FROM generate_series(0, ${entries - 1}) n`);
    await c.query(`CREATE TEMP TABLE bench_user AS SELECT u.id, a.id AS account, row_number() OVER (ORDER BY u.email) - 1 AS k
                     FROM users u JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'user_available' WHERE u.email LIKE 'bench%'`);
    await c.query(`CREATE TEMP TABLE bench_entry AS
                   WITH e AS (INSERT INTO journal_entries (kind) SELECT 'cash_deposit' FROM generate_series(1, ${entries}) RETURNING id)
                   SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM e`);
    // Temporary tables have no statistics until analyzed: the planner guessed their joins as tiny.
    await c.query('ANALYZE bench_owner, bench_user, bench_entry');
    // As ledger_post_bulk() posts (sahm.ledger_bulk skips the per-row triggers):
    // each balance moved once by the sum of its postings. Row by row, the
    // branch cash account's million updates in one transaction walked an
    // ever longer chain of its own row versions (200,000 postings: 260 s).
    await c.query(`SELECT set_config('sahm.ledger_bulk', 'on', true)`);
    await c.query(`INSERT INTO postings (entry_id, account_id, amount)
                   SELECT e.id, x.account, x.amount FROM bench_entry e JOIN bench_owner o ON o.n = e.n JOIN bench_user u ON u.k = o.k
                   CROSS JOIN LATERAL (VALUES (u.account, 10000 + (e.n % 90) * 1000),
                     ((SELECT id FROM ledger_accounts WHERE kind = 'provider_cash' AND provider = 'cash'), -(10000 + (e.n % 90) * 1000))) x(account, amount)`);
    await c.query(`SELECT set_config('sahm.ledger_bulk', 'off', true)`);
    await c.query(`UPDATE ledger_accounts a SET balance = a.balance + d.amount
                     FROM (SELECT account_id, sum(amount)::bigint AS amount FROM postings GROUP BY account_id) d WHERE a.id = d.account_id`);
    step('entries and postings');
    // Every history is a mix, as an investor's is: a quarter deposits (the wallet list), the rest
    // purchases, sales and gifts received (the list GET /transaction/list reads), naming a property
    // and, for sales and gifts, another user, as those rows do. (Deposits alone measured an empty
    // list, and taught the planner that the list's types are rare.)
    const { rows: property } = await c.query<{ id: string }>(
      `INSERT INTO properties (slug, name, city, property_type, is_locked, is_hot, is_recently_added, is_residential, is_trending,
         total_tokens, platform_tokens, valuation, property_value, area_sqm, cover_image, monthly_rent, rent_fee_bps, is_rented)
       VALUES ('bench-history', '{"en":"Bench tower","ar":"برج"}', '{"en":"Baghdad"}', 'residential', false, false, false, true, false,
               1000000, 1000000, 10000000000, 10000000000, 1000, '/x.svg', 70000000, 1000, true) RETURNING id`,
    );
    await c.query(
      `INSERT INTO transactions (user_id, type, status, property_id, tokens, price_per_token, amount, payment_with, counterparty_user_id, entry_id, created_at, updated_at)
       SELECT u.id, x.type, 'completed', x.property, x.tokens, x.price, 10000 + (e.n % 90) * 1000, x.pay, x.other, e.id,
              now() - make_interval(secs => (${entries} - e.n) * 60), now() - make_interval(secs => (${entries} - e.n) * 60)
         FROM bench_entry e JOIN bench_owner o ON o.n = e.n JOIN bench_user u ON u.k = o.k
        CROSS JOIN LATERAL (SELECT e.n % 4 AS kind) m
        CROSS JOIN LATERAL (SELECT (ARRAY['deposit', 'buy', 'sell', 'received'])[m.kind + 1] AS type,
                                   CASE WHEN m.kind > 0 THEN $1::uuid END AS property,
                                   CASE WHEN m.kind > 0 THEN 1 + e.n % 9 END AS tokens,
                                   CASE WHEN m.kind > 0 THEN 10000 END::bigint AS price,
                                   (ARRAY['cash', 'wallet', 'wallet', 'platform'])[m.kind + 1] AS pay,
                                   CASE WHEN m.kind > 1 THEN (SELECT id FROM bench_user WHERE k = 1) END AS other) x`,
      [property[0]!.id],
    );
    step('history rows');
    await c.query('COMMIT');
    step('commit (deferred ledger checks)');
    await c.query('ALTER TABLE journal_entries ENABLE TRIGGER journal_entries_wallet_stats');
    await c.query('ALTER TABLE transactions ENABLE TRIGGER transactions_rows_inserted, ENABLE TRIGGER transactions_rows_counted');
    for (const migration of ['0028_wallet_stats.sql', '0032_history_counts.sql']) {
      await c.query(readFileSync(join(apiDir, 'src/db/migrations', migration), 'utf8').split('-- The history so far.')[1]!);
    }
    step('running totals');
    await c.query('VACUUM ANALYZE');
    step('vacuum');
    console.log(`setup: ${steps.join(', ')}`);
    const { rows } = await c.query<{ id: string }>(`SELECT id FROM users WHERE email = 'bench0@example.com'`);
    const token = newSessionToken();
    await c.query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [rows[0]!.id, hashToken(token)]);
    const counts = await c.query<{ postings: string; tx: string }>(`SELECT (SELECT count(*) FROM postings)::text AS postings, (SELECT count(*) FROM transactions)::text AS tx`);
    console.log(`seeded ${Number(counts.rows[0]!.postings).toLocaleString('en-US')} postings and ${Number(counts.rows[0]!.tx).toLocaleString('en-US')} history rows`);
    return token;
  } finally {
    c.release();
  }
}

async function scans(pool: pg.Pool): Promise<Record<string, { idx: number; seq: number }>> {
  // Statistics reach the view within a moment of each statement; wait for them to settle.
  await new Promise((r) => setTimeout(r, 700));
  const { rows } = await pool.query<{ relname: string; idx: string | null; seq: string }>(
    `SELECT relname, idx_scan::text AS idx, seq_scan::text AS seq FROM pg_stat_user_tables WHERE relname = ANY($1::text[])`,
    [TABLES],
  );
  return Object.fromEntries(rows.map((r) => [r.relname, { idx: Number(r.idx ?? 0), seq: Number(r.seq) }]));
}

async function waitForHealth(base: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('API did not start');
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function get(base: string, token: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { agent, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function getJson(base: string, token: string, path: string): Promise<unknown> {
  const res = await get(base, token, path);
  if (res.status !== 200) throw new Error(`${path} → ${res.status} ${res.body.slice(0, 200)}`);
  return (JSON.parse(res.body) as { data: unknown }).data;
}

async function load(base: string, token: string, path: string, seconds: number) {
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        const res = await get(base, token, path).catch(() => ({ status: 0, body: '' }));
        latencies.push(performance.now() - t);
        if (res.status === 200) ok++;
        else failed++;
      }
    }),
  );
  return { ok, failed, latencies, seconds: (performance.now() - started) / 1000 };
}

await main();
