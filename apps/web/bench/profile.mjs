// Where the main thread's time goes while a page opens: a V8 CPU profile of
// the first seconds under Lighthouse's 4× CPU slowdown, summed per function
// (self time) and per script. A companion to lighthouse.mjs, which says how
// long; this says where.
//
//   node bench/profile.mjs [/path] [--signed-in] [--seconds=6] [--top=40]
//
// Builds nothing: it serves the existing dist through the API as `npm start`
// does (lighthouse.mjs's startApi), on a throw-away database with the demo seed.
import { chromium } from 'playwright-core';
import { startApi } from './serve.mjs';

const args = process.argv.slice(2);
const path = args.find((a) => a.startsWith('/')) ?? '/home';
const signedIn = args.includes('--signed-in');
const seconds = Number(args.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 6);
const top = Number(args.find((a) => a.startsWith('--top='))?.split('=')[1] ?? 40);

const api = await startApi();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  if (signedIn) {
    const login = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'investor@sahm.iq', password: 'Investor123' }),
    });
    const token = (await login.json()).data.token;
    await context.addInitScript((value) => localStorage.setItem('authToken', value), token);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${api.url}${path}`);
  await page.waitForTimeout(seconds * 1000);
  const { profile } = await cdp.send('Profiler.stop');
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          resolve({ at: Math.round(last.startTime), element: last.element?.outerHTML.slice(0, 120) });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

  // Self time per node: samples × interval, from timeDeltas.
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFunction = new Map();
  const byScript = new Map();
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    if (!us) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : `(${functionName || 'native'})`;
    const key = `${functionName || '(anonymous)'}  ${file}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    byScript.set(file, (byScript.get(file) ?? 0) + us);
  }
  const ms = (us) => `${(us / 1000).toFixed(0).padStart(6)} ms`;
  console.log(`${path}${signedIn ? ' (signed in)' : ''}: ${seconds} s profiled under a 4× CPU slowdown; LCP at ${lcp.at} ms: ${lcp.element}`);
  console.log('\nper script (self time):');
  for (const [k, v] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${ms(v)}  ${k}`);
  console.log(`\nper function (self time), top ${top}:`);
  for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(v)}  ${k}`);
} finally {
  await browser.close();
  await api.stop();
}
