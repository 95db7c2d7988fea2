#!/usr/bin/env node
// `pnpm bench` (apps/web): Lighthouse's mobile profile on the production build
// served by the real API, plus the initial JavaScript size. It prints figures
// beside their targets and asserts nothing.
//
//   pnpm --filter @sahm/web bench                 build, serve, measure /home, /property-detail, and /dashboard and /property-detail signed in
//   pnpm --filter @sahm/web bench -- --runs=3     median of three Lighthouse runs per page
//   pnpm --filter @sahm/web bench -- --no-build   measure the existing dist
//   pnpm --filter @sahm/web bench -- --only=dash  only the pages whose name contains the text
//   LIGHTHOUSE_REPORTS=/tmp/lh …                 also writes each run's whole report and its trace (JavaScript sampled) there
//   LIGHTHOUSE_NO_SAMPLING=1                      …without sampling the JavaScript: the sampler's start alone blocks the page for a second or more at 4×, so use it for the figures, the sampled trace for where the time goes
//   CHROME_PATH=/path/to/chrome                   another Chromium (default /usr/bin/chromium)
//
// Lighthouse 13 needs Node 22; 12.8.2 is the last release that runs on Node 20
// (../../shared/TOOLCHAIN.md), pinned in package.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startApi } from './serve.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(webDir, 'dist');
const args = process.argv.slice(2);
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1));
const build = !args.includes('--no-build');
// --only=dashboard: just the pages whose name contains the text (quicker while trying a change).
const only = args.find((a) => a.startsWith('--only='))?.split('=')[1];

const TARGETS = {
  score: { label: 'Performance score', target: '≥ 90', ok: (v) => v >= 90, show: (v) => String(Math.round(v)) },
  lcp: { label: 'Largest Contentful Paint', target: '≤ 2.5 s', ok: (v) => v <= 2500, show: (v) => `${(v / 1000).toFixed(2)} s` },
  tbt: { label: 'Total Blocking Time', target: '≤ 200 ms', ok: (v) => v <= 200, show: (v) => `${Math.round(v)} ms` },
  cls: { label: 'Cumulative Layout Shift', target: '≤ 0.1', ok: (v) => v <= 0.1, show: (v) => v.toFixed(3) },
};
const JS_TARGET_KB = 170;

const mark = (ok) => (ok ? 'meets' : 'MISSES');
const pad = (s, n) => String(s).padEnd(n);

// 1. The production build.
if (build) {
  console.log('Building the web app (pnpm --filter @sahm/web build)…');
  const result = spawnSync('pnpm', ['--filter', '@sahm/web', 'build'], { cwd: webDir, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    process.exit(result.status ?? 1);
  }
}
if (!existsSync(join(dist, 'index.html'))) {
  console.error('apps/web/dist/index.html is missing: run without --no-build.');
  process.exit(1);
}

// 2. Initial JavaScript: the module script and modulepreloads index.html loads before any route chunk.
function initialJavaScript() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /type=["']module["']/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel=["']modulepreload["']/.test(tag);
    const url = /(?:src|href)=["']([^"']+\.js)["']/.exec(tag)?.[1];
    if ((isScript || isPreload) && url && !/^https?:/.test(url)) refs.add(url.replace(/^\//, ''));
  }
  return [...refs].map((ref) => {
    const bytes = readFileSync(join(dist, ref));
    return { file: ref, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

const files = initialJavaScript();
const totalGzip = files.reduce((sum, f) => sum + f.gzip, 0);
console.log('\nInitial JavaScript (index.html module script + modulepreloads, gzip -9):');
for (const f of files) console.log(`  ${pad(f.file, 48)} ${pad(`${(f.raw / 1024).toFixed(1)} KB raw`, 16)} ${(f.gzip / 1024).toFixed(1)} KB gzip`);
const jsKb = totalGzip / 1024;
console.log(`  ${pad('total', 48)} ${pad('', 16)} ${jsKb.toFixed(1)} KB gzip   target ≤ ${JS_TARGET_KB} KB: ${mark(jsKb <= JS_TARGET_KB)}`);

// 3. Lighthouse, if it can run here.
let lighthouse;
let chromeLauncher;
try {
  lighthouse = (await import('lighthouse')).default;
  chromeLauncher = await import('chrome-launcher');
} catch (error) {
  console.log(`\nLighthouse could not be loaded (${error.message}); only the JavaScript size above was measured.`);
  process.exit(0);
}
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.log(`\nNo Chromium at ${chromePath} (apt-get install -y chromium, or set CHROME_PATH); only the JavaScript size above was measured.`);
  process.exit(0);
}


/** chrome-launcher's default flags with the omnibox popup's pages off (see the launch below). */
function launcherFlags(defaults) {
  const off = 'WebUIOmniboxPopup,WebUIOmniboxAimPopup';
  const flags = defaults.map((flag) => (flag.startsWith('--disable-features=') ? `${flag},${off}` : flag));
  return flags.some((flag) => flag.startsWith('--disable-features=')) ? flags : [...flags, `--disable-features=${off}`];
}

function lighthouseVersion() {
  try {
    return createRequire(import.meta.url)('lighthouse/package.json').version;
  } catch {
    return '(version unknown)';
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Signs the demo investor in and leaves the token in the origin's
 * localStorage of the Chromium Lighthouse drives (through puppeteer-core,
 * which Lighthouse itself depends on). `clearCaches()` empties the HTTP cache
 * and service workers before each signed-in run, as Lighthouse's own reset
 * would, but keeps localStorage.
 */
async function signIn(origin, port) {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'investor@sahm.iq', password: 'Investor123' }),
  });
  const token = (await login.json()).data?.token;
  if (!token) throw new Error(`the demo investor could not sign in (${login.status})`);
  const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
  const puppeteer = requireFromLighthouse('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${origin}/home`, { waitUntil: 'load' });
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  // Off the app: a page left on /home went on rendering its later sections (and, hidden, taking the service
  // worker's changes) while the first run measured its page, on the same two cores.
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  const clearCaches = async () => {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  };
  return { clearCaches };
}

const api = await startApi();
let chrome;
try {
  const lists = await (await fetch(`${api.url}/api/user/marketplace/list`)).json();
  const property = Object.values(lists.data)
    .flat()
    .find((p) => !p.isLocked);
  // [name, path, signed in]: a signed-in page opens with the demo investor's session in localStorage.
  const pages = [
    ['/home', '/home', false],
    ['/property-detail', `/property-detail?id=${property._id}`, false],
    ['/dashboard (signed in)', '/dashboard', true],
    ['/property-detail (signed in)', `/property-detail?id=${property._id}`, true],
  ].filter(([name]) => !only || name.includes(only));

  chrome = await chromeLauncher.launch({
    chromePath,
    // chrome-launcher's own flags, with two more features off in its --disable-features (Chromium takes the
    // last --disable-features it is given, so a second one would undo chrome-launcher's): since Chromium 156
    // the omnibox's popup is a page of its own, rendered in a process of its own even when headless, and on
    // two cores its work competed with the page measured (puppeteer turns both off too).
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...launcherFlags(chromeLauncher.Launcher.defaultFlags()),
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  console.log(`\nLighthouse ${lighthouseVersion()}, mobile profile (simulated slow 4G, 4× CPU slowdown), ${runs} run${runs > 1 ? 's (median)' : ''} per page, Chromium at ${chromePath}:`);

  const session = pages.some(([, , signedIn]) => signedIn) ? await signIn(api.url, chrome.port) : null;

  for (const [name, path, signedIn] of pages) {
    const samples = { score: [], lcp: [], tbt: [], cls: [] };
    let last;
    for (let i = 0; i < runs; i += 1) {
      // Signed in: Lighthouse keeps the origin's storage (the token) instead of clearing it; caches are still cold.
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(signedIn ? { disableStorageReset: true } : {}),
        // Reports kept: the trace samples the JavaScript too, so a long task can be read down to its functions.
        ...(process.env.LIGHTHOUSE_REPORTS && !process.env.LIGHTHOUSE_NO_SAMPLING ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      };
      // Chromium sometimes loses a trace on a busy machine (NO_NAVSTART): that run is made again, up to twice.
      let result;
      for (let attempt = 1; ; attempt += 1) {
        if (signedIn) await session.clearCaches();
        result = await lighthouse(`${api.url}${path}`, flags);
        const { runtimeError } = result.lhr;
        if (!runtimeError) break;
        if (attempt === 3) throw new Error(`${name}: ${runtimeError.code} ${runtimeError.message}`);
        console.log(`  (${name}: ${runtimeError.code}, run again)`);
      }
      const { categories, audits } = result.lhr;
      // LIGHTHOUSE_REPORTS=dir: each run's whole report, for a closer look (network requests, long tasks).
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const file = join(process.env.LIGHTHOUSE_REPORTS, `${name.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}-${i + 1}`);
        writeFileSync(`${file}.json`, JSON.stringify(result.lhr));
        // The page's trace, for Chromium's Performance panel (Load profile) or a script.
        const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
        if (trace) writeFileSync(`${file}.trace.json`, JSON.stringify(trace));
      }
      samples.score.push((categories.performance.score ?? 0) * 100);
      samples.lcp.push(audits['largest-contentful-paint'].numericValue);
      samples.tbt.push(audits['total-blocking-time'].numericValue);
      samples.cls.push(audits['cumulative-layout-shift'].numericValue);
      last = result.lhr;
    }
    console.log(`\n  ${name}`);
    for (const [key, spec] of Object.entries(TARGETS)) {
      const value = median(samples[key]);
      console.log(`    ${pad(spec.label, 26)} ${pad(spec.show(value), 10)} target ${pad(spec.target, 9)} ${mark(spec.ok(value))}`);
    }
    // Where the time goes, from the last run: Lighthouse's biggest opportunities and the layout-shift culprits.
    const opportunities = Object.values(last.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0 && (a.score ?? 1) < 0.9)
      .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
      .slice(0, 4);
    for (const a of opportunities) console.log(`      opportunity: ${a.title} (≈ ${Math.round(a.details.overallSavingsMs)} ms${a.displayValue ? `, ${a.displayValue}` : ''})`);
    // The LCP element and where its time went (TTFB, load delay, load time, render delay).
    const lcpItems = last.audits['largest-contentful-paint-element']?.details?.items ?? [];
    const lcpNode = lcpItems[0]?.items?.[0]?.node;
    if (lcpNode) console.log(`      LCP element: ${lcpNode.selector ?? lcpNode.nodeLabel}${lcpNode.nodeLabel ? ` ("${String(lcpNode.nodeLabel).slice(0, 60)}")` : ''}`);
    const phases = lcpItems[1]?.items ?? [];
    if (phases.length) console.log(`      LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`);
    // Where the main thread's time went (the render delay and TBT), and how fast this CPU is:
    // Lighthouse's simulated 4× slowdown assumes a desktop-class CPU, so a slow one scores lower.
    const work = last.audits['mainthread-work-breakdown']?.details?.items ?? [];
    if (work.length) console.log(`      main thread: ${work.slice(0, 5).map((w) => `${w.groupLabel ?? w.group} ${Math.round(w.duration)} ms`).join(', ')}`);
    const scripts = (last.audits['bootup-time']?.details?.items ?? []).filter((b) => typeof b.url === 'string');
    if (scripts.length) console.log(`      scripts: ${scripts.slice(0, 4).map((b) => `${b.url.split('/').pop()} ${Math.round(b.total)} ms`).join(', ')}`);
    const benchmarkIndex = last.environment?.benchmarkIndex;
    if (benchmarkIndex) console.log(`      CPU benchmark index: ${Math.round(benchmarkIndex)}`);
    const shifts = last.audits['layout-shifts']?.details?.items ?? [];
    for (const item of shifts.slice(0, 3)) {
      const selector = item.node?.selector ?? item.node?.nodeLabel ?? 'unknown element';
      console.log(`      layout shift ${item.score.toFixed(3)}: ${selector}`);
    }
  }
  console.log(`\n  ${pad('Initial JS (gzip)', 28)} ${pad(`${jsKb.toFixed(1)} KB`, 10)} target ${pad(`≤ ${JS_TARGET_KB} KB`, 9)} ${mark(jsKb <= JS_TARGET_KB)}`);
  console.log('\nFigures only: the bench asserts nothing.');
} catch (error) {
  console.log(`\nLighthouse could not run here: ${error.message}\nOnly the JavaScript size above was measured.`);
} finally {
  await chrome?.kill();
  await api.stop();
}
