// The designers' pages of the built Storybook: the introduction, the token
// pages and each product component's page render, and axe finds nothing on
// them; and the package README links only to pages that exist, one line per
// component. Reads storybook-static/ (`npm test` builds it just before the
// suites; built here when missing or older than its sources).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AxeResults, Result } from 'axe-core';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../tools/chromium.ts';
import { serve } from '../../packages/ui/packaging/static-server.ts';
import { pnpm } from '../../packages/ui/packaging/workspace.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const staticDir = join(root, 'storybook-static');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What the Storybook is built from; a test file or a reference image changes nothing in it. */
const inputs = ['.storybook', 'packages/ui/src', 'tokens/src', 'packages/domain/src', 'apps/web/src'].map((p) => join(root, p));
const notAnInput = /\.test\.tsx?$|__screenshots__|node_modules|[/\\]test$/;

function newestMtime(path: string): number {
  if (!existsSync(path) || notAnInput.test(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
  importPath: string;
}

let entries: IndexEntry[] = [];
let browser: Browser | undefined;
let site: Awaited<ReturnType<typeof serve>> | undefined;

beforeAll(async () => {
  const index = join(staticDir, 'index.json');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt < Math.max(...inputs.map(newestMtime))) {
    console.log(`[docs] storybook-static is ${builtAt ? 'older than its sources' : 'missing'}: building it…`);
    pnpm(['run', 'build-storybook', '--quiet']);
  }
  entries = Object.values((JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
  site = await serve(staticDir);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

function formatViolations(violations: Result[]): string {
  return violations
    .map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.slice(0, 3).map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`)
    .join('\n');
}

const designerPages = () => entries.filter((e) => e.type === 'docs' && (e.id === 'introduction--docs' || e.id.startsWith('tokens-') || e.importPath.endsWith('.mdx')));

test('the introduction, five token pages and the seven product pages are built', () => {
  const ids = designerPages().map((e) => e.id);
  expect(ids).toEqual(
    expect.arrayContaining([
      'introduction--docs',
      'tokens-colours--docs',
      'tokens-typography--docs',
      'tokens-spacing--docs',
      'tokens-radii--docs',
      'tokens-shadows--docs',
      'product-propertycard--docs',
      'product-calculator--docs',
      'product-otpinput--docs',
      'product-transactiontable--docs',
      'product-carousel--docs',
      'product-countdowntimer--docs',
      'product-qrcode--docs',
    ]),
  );
});

/** Opens a docs page of the built Storybook; fails on a page error or a page that does not render. */
async function openDocsPage(id: string) {
  if (!browser || !site) throw new Error('not set up');
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, reducedMotion: 'reduce', locale: 'en-US' });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}/iframe.html?id=${id}&viewMode=docs`);
    await page.locator('#storybook-docs h1').first().waitFor({ timeout: 30_000 });
    // Storybook swaps in the examples after the first paint.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    expect(errors).toEqual([]);
    return { page, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

// The introduction and the token pages: axe over the whole rendered page.
// (A component's page shows several examples of it at once, so its landmarks
// repeat, and Storybook's own controls table is on it; each example is
// checked with axe on its own by the storybook project instead.)
describe('axe on the introduction and the token pages', () => {
  const pages = ['introduction--docs', 'tokens-colours--docs', 'tokens-typography--docs', 'tokens-spacing--docs', 'tokens-radii--docs', 'tokens-shadows--docs'];
  test.each(pages)('%s renders and axe finds nothing', async (id) => {
    const { page, close } = await openDocsPage(id);
    try {
      await page.addScriptTag({ content: axeSource });
      const results = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<AxeResults> } }).axe;
        return axe.run(document.querySelector('#storybook-docs')!, { resultTypes: ['violations'] });
      });
      expect(results.violations, formatViolations(results.violations)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the product components’ pages', () => {
  const pages = ['propertycard', 'calculator', 'otpinput', 'transactiontable', 'carousel', 'countdowntimer', 'qrcode'].map((name) => `product-${name}--docs`);
  test.each(pages)('%s says when to use it, when not, and what changes right to left', async (id) => {
    const { page, close } = await openDocsPage(id);
    try {
      const headings = await page.locator('#storybook-docs h2').allTextContents();
      expect(headings).toEqual(expect.arrayContaining(['When to use', 'When not to use', 'Right to left']));
      // The examples are still on it, under the guidance.
      await expect(page.locator('#storybook-docs .docs-story').count()).resolves.toBeGreaterThan(1);
    } finally {
      await close();
    }
  });
});

describe('packages/ui/README.md', () => {
  const readme = readFileSync(join(root, 'packages/ui/README.md'), 'utf8');

  test('links only to Storybook pages that exist', () => {
    const ids = new Set(entries.map((e) => e.id));
    const linked = [...readme.matchAll(/\?path=\/docs\/([a-z0-9-]+--docs)/g)].map((m) => m[1]!);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((id) => !ids.has(id))).toEqual([]);
  });

  test('has one line per component of the library, linked to its page', () => {
    const components = readdirSync(join(root, 'packages/ui/src/components')).filter((name) =>
      existsSync(join(root, 'packages/ui/src/components', name, `${name}.stories.tsx`)),
    );
    const pageOf = new Map(entries.filter((e) => e.type === 'docs').map((e) => [e.importPath.split('/').slice(-2, -1)[0], e.id]));
    const missing = components.filter((name) => !new RegExp(`^- \\[[^\\]]+\\]\\([^)]*\\?path=/docs/${pageOf.get(name)}\\)`, 'm').test(readme));
    expect(missing, 'add a line "- [Name](…?path=/docs/<page id>) — what it is" to packages/ui/README.md').toEqual([]);
  });
});
