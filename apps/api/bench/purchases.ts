// pnpm bench: primary purchases through HTTP at 20 concurrent clients, on one
// property and spread over five (issue 4). Prints figures; asserts nothing.
// The API runs as its own process (production mode, logs at warn, the
// realtime adapter on as in a deployment, so every purchase's notification
// also goes through PostgreSQL to other processes) against an
// embedded PostgreSQL in a temporary directory; this process only sends load.
// BENCH_CLIENTS and BENCH_SECONDS change the load; BENCH_CPU_PROF=1 writes a
// CPU profile of the API process to /tmp/sahm-cpuprof (open it in Chrome's
// DevTools) to see where its share of the CPU goes.
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
/** Production needs real gateways (decisions.md §13); nothing in the bench sends a message. */
const BENCH_MESSAGING = { EMAIL_PROVIDER: 'http', EMAIL_HTTP_URL: 'http://127.0.0.1:9/email', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/sms' };

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sahm-bench-'));
  const db = await startEmbeddedPostgres(dir, { persistent: false, database: 'sahm_bench' });
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  let server: ReturnType<typeof spawn> | undefined;
  try {
    await migrate(pool);
    const { properties, tokens } = await prepare(pool);
    const port = await freePort();
    // As deployed: the compiled server (npm start builds it the same way).
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
    server = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/sahm-cpuprof'] : []), 'dist/main.js'], {
      cwd: apiDir,
      // Production refuses the messaging sandbox; the bench sends no message, so the gateways are never called.
      env: { ...process.env, DATABASE_URL: db.url, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...BENCH_MESSAGING },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    console.log(`Sahm purchase benchmark: ${CLIENTS} concurrent clients, ${SECONDS}s per scenario, ${TOKENS_PER_PURCHASE} tokens per purchase`);
    console.log(`machine: ${(await import('node:os')).cpus().length} cores, Node ${process.version}\n`);
    await run(base, tokens, properties.slice(0, 1), 'one property', 2); // warm-up, not reported
    const apiPid = server.pid!;
    for (const [label, targets] of [['one property', properties.slice(0, 1)], ['five properties', properties]] as const) {
      const before = cpuTimes(apiPid);
      const result = await run(base, tokens, [...targets], label, SECONDS);
      report(label, result, before && cpuTimes(apiPid) ? diffCpu(before, cpuTimes(apiPid)!) : undefined);
    }
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

// node:http with keep-alive rather than fetch: the load generator shares the
// machine's two cores with the API and PostgreSQL, and fetch (undici's full
// WHATWG layer) spent about a third of a core on its own at 600 requests/s.
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function post(base: string, token: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/user/marketplace/invest`,
      {
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Each client sends its next purchase as soon as the last one answered (one keep-alive connection per client). */
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
        const status = await post(base, token, JSON.stringify({ propertyId, numberOfTokens: TOKENS_PER_PURCHASE, paymentWith: 'wallet', userAgreement: true }));
        latencies.push(performance.now() - t0);
        if (status === 200) ok++;
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { ok, failed, seconds: elapsed, latencies };
}

interface Cpu {
  api: number;
  postgres: number;
  loadGenerator: number;
}

/**
 * CPU seconds used so far by the API process, by PostgreSQL (every process
 * descended from this one other than the API) and by this load generator, read
 * from /proc (Linux; elsewhere the split is not printed). On a two-core
 * machine all three share the cores, so CPU per purchase is the figure to
 * improve, and it is steadier than throughput when the machine is busy.
 * A process's figure includes its children that have ended (cutime, cstime),
 * so a PostgreSQL backend that exits between two readings still counts.
 */
function cpuTimes(apiPid: number): Cpu | undefined {
  if (process.platform !== 'linux') return undefined;
  const tick = 100; // USER_HZ on Linux
  const parents = new Map<number, number>();
  const used = new Map<number, number>();
  let own = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      used.set(Number(entry), (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / tick);
      // This process's own time only: its ended children are the build and PostgreSQL's tools.
      if (Number(entry) === process.pid) own = (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      /* the process ended while we looked */
    }
  }
  const descendsFrom = (pid: number, root: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) if (p === root) return true;
    return false;
  };
  const cpu: Cpu = { api: 0, postgres: 0, loadGenerator: own };
  for (const [pid, seconds] of used) {
    if (pid === apiPid || descendsFrom(pid, apiPid)) cpu.api += seconds;
    else if (descendsFrom(pid, process.pid)) cpu.postgres += seconds;
  }
  return cpu;
}

function diffCpu(a: Cpu, b: Cpu): Cpu {
  return { api: b.api - a.api, postgres: b.postgres - a.postgres, loadGenerator: b.loadGenerator - a.loadGenerator };
}

function report(label: string, r: Result, cpu?: Cpu) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  console.log(
    `${label.padEnd(16)} ${(r.ok / r.seconds).toFixed(0).padStart(6)} purchases/s   p50 ${pct(50).toFixed(1)} ms   p95 ${pct(95).toFixed(1)} ms   p99 ${pct(99).toFixed(1)} ms   (${r.ok} ok, ${r.failed} failed)`,
  );
  if (cpu && r.ok > 0) {
    const per = (seconds: number) => `${((seconds * 1000) / r.ok).toFixed(2)} ms`;
    console.log(
      `${''.padEnd(16)} CPU per purchase: API ${per(cpu.api)}, PostgreSQL ${per(cpu.postgres)}, load generator ${per(cpu.loadGenerator)}; ` +
        `cores busy ${((cpu.api + cpu.postgres + cpu.loadGenerator) / r.seconds).toFixed(2)}`,
    );
  }
}

await main();
