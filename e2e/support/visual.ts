// Screenshot references compared with pixelmatch. The first run of a new
// reference writes it and fails on purpose (look at it, then commit it);
// UPDATE_SCREENSHOTS=1 rewrites every reference the run takes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';

export const screenshotsDir = fileURLToPath(new URL('../__screenshots__/', import.meta.url));
/** Failed comparisons leave the actual image and the diff here (outside the repository's files). */
export const diffDir = fileURLToPath(new URL('../../node_modules/.cache/e2e-screenshot-diffs/', import.meta.url));

/** Per-pixel colour distance pixelmatch tolerates (0 exact … 1 anything). */
const PIXEL_THRESHOLD = 0.1;
/** Share of the image allowed to differ: anti-aliasing noise, never a moved element. */
const MAX_DIFF_RATIO = 0.002;

export interface Comparison {
  diffPixels: number;
  ratio: number;
}

/**
 * Photographs the first screen (the viewport: width × height, scale 1) and
 * compares it with __screenshots__/<name>.png.
 */
export async function expectScreenshot(page: Page, name: string, { mask = [] }: { mask?: Locator[] } = {}): Promise<Comparison> {
  // `mask` paints boxes over anything that changes with time or data (none on today's screens).
  const actualBuffer = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', fullPage: false, mask, maskColor: '#FF00FF' });
  const file = join(screenshotsDir, `${name}.png`);
  const update = process.env.UPDATE_SCREENSHOTS === '1';
  if (!existsSync(file) || update) {
    mkdirSync(screenshotsDir, { recursive: true });
    const isNew = !existsSync(file);
    writeFileSync(file, actualBuffer);
    if (isNew && !update) throw new Error(`Wrote a new reference ${file}; check it and commit it, then run again.`);
    return { diffPixels: 0, ratio: 0 };
  }

  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(actualBuffer);
  const save = (diff?: PNG) => {
    mkdirSync(diffDir, { recursive: true });
    writeFileSync(join(diffDir, `${name}.actual.png`), actualBuffer);
    if (diff) writeFileSync(join(diffDir, `${name}.diff.png`), PNG.sync.write(diff));
  };
  if (expected.width !== actual.width || expected.height !== actual.height) {
    save();
    throw new Error(`${name}: size ${actual.width}×${actual.height} differs from the reference ${expected.width}×${expected.height} (actual in ${diffDir})`);
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const diffPixels = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
  const ratio = diffPixels / (actual.width * actual.height);
  if (ratio > MAX_DIFF_RATIO) {
    save(diff);
    throw new Error(
      `${name}: ${diffPixels} pixels (${(ratio * 100).toFixed(2)}%) differ from the reference, more than ${(MAX_DIFF_RATIO * 100).toFixed(2)}% (actual and diff in ${diffDir}; UPDATE_SCREENSHOTS=1 to accept)`,
    );
  }
  return { diffPixels, ratio };
}
