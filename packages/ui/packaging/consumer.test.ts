// The packages as another team receives them: a fresh Vite + React app in a
// temporary folder outside this workspace installs the packed tarballs with
// npm, type-checks strictly against the shipped declarations, builds, and
// renders PropertyCard, Calculator, OtpInput and TransactionTable under
// UIProvider in English and Arabic in Chromium, compared with references.
//
// npm installs @sahm/* only from the tarballs, and react, react-dom, their
// types and the packages' own dependencies from the registry (or its cache).
// The build tools (Vite, its React plugin, TypeScript) are this workspace's,
// driven from here: installing Vite and TypeScript into the app on every run
// would add a large download and install to each run without testing
// anything of ours, and nothing of ours can leak in through them (the app's
// imports resolve from the app's own node_modules, which the test checks).
import react from '@vitejs/plugin-react';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../tools/chromium.ts';
import { bundle, staticClosure } from './bundle.ts';
import { expectMatchesReference } from './screenshots.ts';
import { serve } from './static-server.ts';
import { repoRoot, run, runAsync } from './workspace.ts';

const tarballs = inject('tarballs');
const fixture = fileURLToPath(new URL('./consumer-app/', import.meta.url));
const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');

/** Our environment without what pnpm and vitest set for npm: the app's npm runs as a team's would. */
const npmEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_)/i.test(key)));

let app = '';
let installSeconds = 0;

beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), 'sahm-consumer-'));
  cpSync(fixture, app, { recursive: true });
  const file = (name: string) => {
    const tarball = tarballs[name];
    if (!tarball) throw new Error(`no tarball for ${name} (packed: ${Object.keys(tarballs).join(', ')})`);
    return `file:${tarball}`;
  };
  const manifest = {
    name: 'sahm-consumer-check',
    version: '0.0.0',
    private: true,
    type: 'module',
    dependencies: {
      '@sahm/domain': file('@sahm/domain'),
      '@sahm/tokens': file('@sahm/tokens'),
      '@sahm/ui': file('@sahm/ui'),
      react: '19.3.1',
      'react-dom': '19.3.1',
    },
    devDependencies: { '@types/react': '19.3.0', '@types/react-dom': '19.3.0' },
  };
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const started = Date.now();
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: app, env: npmEnv });
  installSeconds = (Date.now() - started) / 1000;
  console.log(`[package] npm install in ${installSeconds.toFixed(1)} s`);
});

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true });
});

describe.each(['@sahm/ui', '@sahm/tokens', '@sahm/domain'])('the %s tarball', (name) => {
  const tarball = () => tarballs[name] ?? '';
  const manifest = () =>
    JSON.parse(run('tar', ['-xzOf', tarball(), 'package/package.json'])) as {
      exports: Record<string, string | Record<string, string>>;
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      sideEffects: boolean | string[];
      scripts?: Record<string, string>;
    };

  test('holds only dist/, the README, the CHANGELOG and package.json', () => {
    const files = run('tar', ['-tzf', tarball()]).trim().split('\n');
    expect(files.filter((file) => !/^package\/(package\.json|README\.md|CHANGELOG\.md|dist\/.+)$/.test(file))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['package/README.md', 'package/CHANGELOG.md', 'package/dist/index.js', 'package/dist/index.d.ts']));
  });

  test('exports dist/ with its types, names versions instead of workspace links, and has side effects only in CSS', () => {
    const packed = manifest();
    expect(packed.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
    for (const target of Object.values(packed.exports).flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.values(entry)))) {
      expect(target).toMatch(/^\.\/(dist\/|package\.json$)/);
    }
    expect(JSON.stringify(packed.dependencies ?? {})).not.toContain('workspace:');
    const sideEffects = Array.isArray(packed.sideEffects) ? packed.sideEffects : [];
    expect(packed.sideEffects === false || sideEffects.every((pattern) => pattern.endsWith('.css') || pattern.endsWith('.css.ts'))).toBe(true);
    // Nothing runs when an app installs it.
    expect(Object.keys(packed.scripts ?? {}).filter((script) => ['preinstall', 'install', 'postinstall', 'prepare'].includes(script))).toEqual([]);
    if (name === '@sahm/ui') expect(packed.peerDependencies).toEqual({ react: '^19', 'react-dom': '^19' });
  });
});

describe('installed with npm', () => {
  test('the @sahm packages come from the tarballs, each once, with dist only and no vanilla-extract', () => {
    const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { resolved?: string; version?: string }>;
    };
    const sahm = Object.entries(lock.packages).filter(([path]) => /(^|\/)node_modules\/@sahm\//.test(path));
    expect(sahm.map(([path]) => path).sort()).toEqual(['node_modules/@sahm/domain', 'node_modules/@sahm/tokens', 'node_modules/@sahm/ui']);
    for (const [path, entry] of sahm) {
      expect(entry.resolved, path).toMatch(/^file:.*\.tgz$/);
    }
    for (const name of ['ui', 'tokens', 'domain']) {
      const dir = join(app, 'node_modules/@sahm', name);
      expect(readdirSync(dir).sort(), name).toEqual(expect.arrayContaining(['dist', 'package.json']));
      expect(existsSync(join(dir, 'src')), `${name} ships src/`).toBe(false);
    }
    expect(existsSync(join(app, 'node_modules/@vanilla-extract'))).toBe(false);
  });
});

test('a strict TypeScript app compiles against the shipped declarations (bundler with skipLibCheck off, and nodenext)', async () => {
  // Both at once: each is a single-threaded tsc, and this group runs alone.
  await Promise.all(['tsconfig.json', 'tsconfig.nodenext.json'].map((config) => runAsync(process.execPath, [tsc, '-p', join(app, config)], { cwd: app })));
}, 300_000);

describe('built with Vite and rendered in Chromium', () => {
  let browser: Browser | undefined;
  let site: Awaited<ReturnType<typeof serve>> | undefined;

  beforeAll(async () => {
    await build({ root: app, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: join(app, 'dist') } });
    site = await serve(join(app, 'dist'));
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  test('the build carries the one CSS file, the themes and the fonts', () => {
    const assets = readdirSync(join(app, 'dist/assets'));
    expect(assets.filter((f) => f.endsWith('.woff2'))).toHaveLength(8);
    const css = assets.filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(app, 'dist/assets', f), 'utf8'));
    expect(css).toHaveLength(1);
    expect(css[0]).toMatch(/font-family:\s*["']?Noto Sans Arabic/);
    // Both theme classes with every variable: the one CSS file needs nothing else.
    const themeRules = css[0]!.split('}').filter((rule) => (rule.match(/[{;]--[\w-]+:/g) ?? []).length >= 50);
    expect(themeRules.length).toBeGreaterThanOrEqual(2);
  });

  test.each([
    ['en', 'ltr'],
    ['ar', 'rtl'],
  ])('renders the four components in %s (%s)', async (locale, dir) => {
    if (!browser || !site) throw new Error('not set up');
    const context = await browser.newContext({
      viewport: { width: 1100, height: 800 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      locale: 'en-US',
      timezoneId: 'Asia/Baghdad',
    });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${site.url}/?locale=${locale}`);
      await page.getByRole('table').first().waitFor();
      await page.evaluate(async () => {
        const weights = [400, 500, 600, 700];
        await Promise.all(
          weights.flatMap((w) => [document.fonts.load(`${w} 16px "Noto Sans"`, 'Sahm 0123'), document.fonts.load(`${w} 16px "Noto Sans Arabic"`, 'سهم ١٢٣')]),
        );
        await document.fonts.ready;
        await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
      });

      expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
      expect(await page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${locale}`));
      // Each component is there, and styled: the theme's variables reach it.
      await expect(page.getByRole('link', { name: 'Empire Tower, Erbil' }).count()).resolves.toBe(1);
      await expect(page.getByRole('slider').count()).resolves.toBeGreaterThan(0);
      await expect(page.locator('input[autocomplete="one-time-code"]').count()).resolves.toBe(1);
      await expect(page.getByRole('row').count()).resolves.toBeGreaterThan(3);
      const surface = await page.evaluate(() => getComputedStyle(document.querySelector('[data-theme]')!).backgroundColor);
      expect(surface).toBe('rgb(255, 255, 255)');
      const fonts = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/["']/g, '')));
      expect(fonts).toContain(locale === 'ar' ? 'Noto Sans Arabic' : 'Noto Sans');
      expect(errors).toEqual([]);

      expectMatchesReference(`consumer-${locale}`, await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' }));
    } finally {
      await context.close();
    }
  });
});

test("importing one component from the installed package leaves the others out of the app's bundle", async () => {
  const ui = join(app, 'node_modules/@sahm/ui/dist');
  const output = await bundle({ entry: `export { PropertyCard } from '@sahm/ui';`, root: app, external: (id) => !id.startsWith('@sahm/ui') });
  const allowed = staticClosure(join(ui, 'components/PropertyCard/PropertyCard.js'));
  const pulled = output.modules.filter((id) => id.startsWith(ui));
  expect(pulled.length).toBeGreaterThan(0);
  expect(pulled.filter((id) => !allowed.has(id))).toEqual([]);
  expect(pulled.some((id) => id.includes('/TransactionTable/'))).toBe(false);
});
