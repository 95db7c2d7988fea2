// Compares a PNG with its committed reference in __screenshots__/ (pixelmatch).
// The first capture of a new reference writes it and fails on purpose: look at
// it, commit it. UPDATE_SCREENSHOTS=1 rewrites the references a run takes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const referencesDir = fileURLToPath(new URL('./__screenshots__/', import.meta.url));
/** Failed comparisons leave the actual image and the diff here, outside the repository's files. */
const diffDir = fileURLToPath(new URL('../../../node_modules/.cache/package-screenshot-diffs/', import.meta.url));
/** Per-pixel colour distance tolerated, and the share of pixels that may differ (anti-aliasing). */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.002;

export function expectMatchesReference(name: string, actualBuffer: Buffer): void {
  const file = join(referencesDir, `${name}.png`);
  const update = process.env.UPDATE_SCREENSHOTS === '1';
  if (!existsSync(file) || update) {
    const isNew = !existsSync(file);
    mkdirSync(referencesDir, { recursive: true });
    writeFileSync(file, actualBuffer);
    if (isNew && !update) throw new Error(`Wrote a new reference ${file}; check it and commit it, then run again.`);
    return;
  }
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(actualBuffer);
  const keep = (diff?: PNG) => {
    mkdirSync(diffDir, { recursive: true });
    writeFileSync(join(diffDir, `${name}.actual.png`), actualBuffer);
    if (diff) writeFileSync(join(diffDir, `${name}.diff.png`), PNG.sync.write(diff));
  };
  if (expected.width !== actual.width || expected.height !== actual.height) {
    keep();
    throw new Error(`${name}: ${actual.width}×${actual.height} differs from the reference's ${expected.width}×${expected.height} (actual in ${diffDir})`);
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const diffPixels = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
  const ratio = diffPixels / (actual.width * actual.height);
  if (ratio > MAX_DIFF_RATIO) {
    keep(diff);
    throw new Error(`${name}: ${(ratio * 100).toFixed(2)}% of pixels differ from the reference (actual and diff in ${diffDir}; UPDATE_SCREENSHOTS=1 to accept)`);
  }
}
