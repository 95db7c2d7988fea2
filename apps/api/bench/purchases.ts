// pnpm bench: primary purchases through HTTP at 20 concurrent clients, on one
// property and spread over five (issue 4). Prints figures; asserts nothing.
// The API runs as its own process (production mode, logs at warn) against an
// embedded PostgreSQL in a temporary directory; this process only sends load.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { hashToken, newSessionToken } from '../src/auth/tokens';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TOKENS_PER_PURCHASE = 10; // 10 × 10,000 IQD = the 100,000 IQD minimum
const apiDir = fileURLToPath(new URL('..', import.meta.url));

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sahm-bench-'));
  const db = await startEmbeddedPostgres(dir, { persistent: false, database: 'sahm_bench' });
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  let server: ReturnType<typeof spawn> | undefined;
  try {
    await migrate(pool);
    const { properties, tokens } = await prepare(pool);
    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: db.url, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', REALTIME_ADAPTER: 'off' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    console.log(`Sahm purchase benchmark: ${CLIENTS} concurrent clients, ${SECONDS}s per scenario, ${TOKENS_PER_PURCHASE} tokens per purchase`);
    console.log(`machine: ${(await import('node:os')).cpus().length} cores, Node ${process.version}\n`);
    await run(base, tokens, properties.slice(0, 1), 'one property', 2); // warm-up, not reported
    report('one property', await run(base, tokens, properties.slice(0, 1), 'one property', SECONDS));
    report('five properties', await run(base, tokens, properties, 'five properties', SECONDS));
    console.log('\ntargets (2-core machine): ≥ 1,000 purchases/s and p99 ≤ 50 ms over five properties; ≥ 500/s on one.');
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await pool.end();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Five properties with room for millions of purchases, and one funded, verified investor per client. */
async function prepare(pool: pg.Pool) {
  const properties: string[] = [];
  for (let i = 0; i < 5; i++) {
    const { rows } = await pool.query(
      `INSERT INTO properties (slug, name, city, property_type, is_locked, is_hot, is_recently_added, is_residential, is_trending,
         total_tokens, platform_tokens, valuation, property_value, area_sqm, cover_image)
       VALUES ($1, '{"en":"Bench tower"}', '{"en":"Baghdad"}', 'residential', false, false, false, true, false,
         100000000, 100000000, 1000000000000, 1000000000000, 1000, '/x.svg') RETURNING id`,
      [`bench-${i}`],
    );
    properties.push(rows[0].id);
  }
  const tokens: string[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const { rows } = await pool.query(
      `INSERT INTO users (email, username, password_hash, is_email_verified, kyc_status, is_phone_verified, country_code, mobile_number)
       VALUES ($1, $2, '!', true, 'verified', true, '+964', $3) RETURNING id`,
      [`bench${i}@example.com`, `bench_${i}`, `75000${String(i).padStart(5, '0')}`],
    );
    const userId = rows[0].id as string;
    const token = newSessionToken();
    await pool.query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [userId, hashToken(token)]);
    // Funds from the branch cash account, as a balanced entry.
    await pool.query(`WITH e AS (INSERT INTO journal_entries (kind) VALUES ('cash_deposit') RETURNING id)
      INSERT INTO postings (entry_id, account_id, amount)
      SELECT e.id, a.id, CASE WHEN a.kind = 'provider_cash' THEN -1000000000000 ELSE 1000000000000 END
      FROM e, ledger_accounts a
      WHERE (a.kind = 'provider_cash' AND a.provider = 'cash') OR (a.kind = 'user_available' AND a.user_id = $1)`, [userId]);
    tokens.push(token);
  }
  return { properties, tokens };
}

async function waitForHealth(base: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('API did not start');
}

interface Result {
  ok: number;
  failed: number;
  seconds: number;
  latencies: number[];
}

/** Each client sends its next purchase as soon as the last one answered (Node's fetch keeps connections alive). */
async function run(base: string, tokens: string[], properties: string[], _label: string, seconds: number): Promise<Result> {
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    tokens.map(async (token, i) => {
      let n = 0;
      while (performance.now() < deadline) {
        const propertyId = properties[(i + n++) % properties.length]!;
        const t0 = performance.now();
        const res = await fetch(`${base}/api/user/marketplace/invest`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ propertyId, numberOfTokens: TOKENS_PER_PURCHASE, paymentWith: 'wallet', userAgreement: true }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status === 200) ok++;
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { ok, failed, seconds: elapsed, latencies };
}

function report(label: string, r: Result) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  console.log(
    `${label.padEnd(16)} ${(r.ok / r.seconds).toFixed(0).padStart(6)} purchases/s   p50 ${pct(50).toFixed(1)} ms   p95 ${pct(95).toFixed(1)} ms   p99 ${pct(99).toFixed(1)} ms   (${r.ok} ok, ${r.failed} failed)`,
  );
}

await main();
