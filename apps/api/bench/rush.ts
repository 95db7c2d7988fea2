// pnpm bench: launch day at full size. 5,000 verified investors (a seed:
// bench/rush-seed.ts) fire one purchase each, all at once, one connection
// each, at a property that opens with fewer tokens than they want. Prints the
// latency (p50/p95/p99), purchases and refusals per second, and the checks
// that must hold: nothing oversold, every request answered, no 5xx. Fairness
// (fills follow arrival) is asserted by test/market-rush.test.ts, which can
// watch the server's queue. The API runs as deployed (compiled, production
// mode, realtime adapter on) against an embedded PostgreSQL in a temporary
// directory; this process only sends load. BENCH_RUSH_INVESTORS and
// BENCH_RUSH_SUPPLY change the size.
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { openingProperty, rushSize, seedInvestors } from './rush-seed';

const INVESTORS = Number(process.env.BENCH_RUSH_INVESTORS ?? 5_000);
const PRICE = 10_000;
// Demand is about 20 tokens an investor (10, 20 or 30): supply for about two in five.
const SUPPLY = Number(process.env.BENCH_RUSH_SUPPLY ?? INVESTORS * 8);
const apiDir = fileURLToPath(new URL('..', import.meta.url));

interface Answer {
  status: number;
  code?: string;
  tokens: number;
  ms: number;
  at: number;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sahm-bench-rush-'));
  const db = await startEmbeddedPostgres(dir, { persistent: false, database: 'sahm_bench' });
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  // An idle connection that PostgreSQL ends (its shutdown at the end) is not this bench's failure.
  pool.on('error', (error) => console.error(`bench database connection: ${error.message}`));
  let server: ReturnType<typeof spawn> | undefined;
  const gateway = await messagingGateway();
  try {
    await migrate(pool);
    const t0 = performance.now();
    const investors = await seedInvestors(pool, INVESTORS, { funds: 1_000_000 });
    const propertyId = await openingProperty(pool, { slug: 'launch-day', tokens: SUPPLY, price: PRICE });
    const demand = investors.reduce((sum, _u, i) => sum + rushSize(i), 0);
    console.log(`Sahm launch-day rush: ${INVESTORS.toLocaleString('en-US')} investors at once, ${SUPPLY.toLocaleString('en-US')} tokens for a demand of ${demand.toLocaleString('en-US')}`);
    console.log(`machine: ${cpus().length} cores, Node ${process.version}; seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

    const port = await freePort();
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
    server = spawn(process.execPath, ['dist/main.js'], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: db.url, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...gateway.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);

    // One keep-alive connection per investor, as their browsers would have.
    const agent = new http.Agent({ keepAlive: true, maxSockets: INVESTORS });
    const started = performance.now();
    const answers = await Promise.all(
      investors.map((u, i) => post(agent, base, u.token, ['en', 'ar', 'kr', 'bh'][i % 4]!, { propertyId, numberOfTokens: rushSize(i), paymentWith: 'wallet', userAgreement: true }, started)),
    );
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    await report(pool, propertyId, answers, seconds);
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    gateway.close();
    await pool.end();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function post(agent: http.Agent, base: string, token: string, lang: string, body: unknown, t0: number): Promise<Answer> {
  const payload = JSON.stringify(body);
  const sent = performance.now();
  return new Promise((resolve) => {
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
        res.on('end', () => {
          const now = performance.now();
          let parsed: { code?: string; data?: { tokens?: number } } = {};
          try {
            parsed = JSON.parse(text);
          } catch {
            /* counted as unanswered below */
          }
          resolve({ status: res.statusCode ?? 0, code: parsed.code, tokens: parsed.data?.tokens ?? 0, ms: now - sent, at: now - t0 });
        });
      },
    );
    // No answer at all (connection refused or reset) is status 0, with the socket's error code.
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, code: error.code ?? error.message, tokens: 0, ms: performance.now() - sent, at: performance.now() - t0 }),
    );
    req.end(payload);
  });
}

async function report(pool: pg.Pool, propertyId: string, answers: Answer[], seconds: number) {
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const sold = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 409 && (a.code === 'PROPERTY_SOLD_OUT' || a.code === 'NOT_ENOUGH_TOKENS'));
  const serverErrors = answers.filter((a) => a.status >= 500).length;
  const other = answers.length - sold.length - refused.length - serverErrors;
  const soldTokens = sold.reduce((sum, a) => sum + a.tokens, 0);
  const { rows } = await pool.query<{ platform_tokens: string; total_tokens: string }>(`SELECT platform_tokens, total_tokens FROM properties WHERE id = $1`, [propertyId]);
  const left = Number(rows[0]!.platform_tokens);
  const soldOutAt = Math.max(...sold.map((a) => a.at)) / 1000;
  const invariants = await pool.query(`SELECT entry_id FROM postings GROUP BY entry_id HAVING sum(amount) <> 0
                                       UNION ALL SELECT NULL FROM ledger_accounts WHERE kind IN ('user_available', 'user_held') AND balance < 0`);

  console.log(`answered ${answers.length.toLocaleString('en-US')} requests in ${seconds.toFixed(2)} s`);
  console.log(
    `latency   p50 ${pct(50).toFixed(0)} ms   p95 ${pct(95).toFixed(0)} ms   p99 ${pct(99).toFixed(0)} ms   max ${pct(100).toFixed(0)} ms   ` +
      `first answer at ${(Math.min(...answers.map((a) => a.at)) / 1000).toFixed(2)} s`,
  );
  console.log(
    `purchases ${sold.length.toLocaleString('en-US')} (${(sold.length / seconds).toFixed(0)}/s, ${soldTokens.toLocaleString('en-US')} tokens, last at ${soldOutAt.toFixed(2)} s)   ` +
      `refusals ${refused.length.toLocaleString('en-US')} (${(refused.length / seconds).toFixed(0)}/s, sold out or not enough left)`,
  );
  console.log(
    `checks    oversold: ${soldTokens + left === Number(rows[0]!.total_tokens) && left >= 0 ? 'no' : 'YES'}   5xx: ${serverErrors}   other answers: ${other}   ` +
      `ledger invariants: ${invariants.rowCount === 0 ? 'hold' : 'BROKEN'}   tokens left: ${left}`,
  );
  if (other > 0) {
    // Anything but a purchase, a refusal for lack of tokens or a 5xx, by status and code (0: no answer, the connection failed).
    const kinds = new Map<string, number>();
    for (const a of answers) {
      if (a.status === 200 || a.status >= 500 || refused.includes(a)) continue;
      const kind = `${a.status}${a.code ? ` ${a.code}` : ''}`;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    console.log(`other     ${[...kinds].map(([kind, n]) => `${kind}: ${n}`).join('   ')}`);
  }
}

/**
 * Production needs real e-mail and SMS gateways (decisions.md §13), and every
 * purchase e-mails its buyer before it answers (src/http/route.ts): a gateway
 * in its own process, as a real one would be, that accepts each message at
 * once. So the API does its usual work, without a failed send and a log line
 * per purchase, and its answers do not wait on this load generator's busy
 * event loop.
 */
async function messagingGateway() {
  const code = `const s = require('node:http').createServer((q, r) => { q.resume(); q.on('end', () => r.writeHead(202).end()); });
    s.listen(0, '127.0.0.1', () => console.log(s.address().port));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (status) => reject(new Error(`messaging gateway exited (${status})`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    env: { EMAIL_PROVIDER: 'http', EMAIL_HTTP_URL: `${url}/email`, SMS_PROVIDER: 'http', SMS_HTTP_URL: `${url}/sms` },
    close: () => {
      child.kill('SIGTERM');
    },
  };
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

await main();
