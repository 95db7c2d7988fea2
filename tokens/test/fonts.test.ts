// The self-hosted fonts must draw every letter the four languages use,
// including the Kurdish letters Arabic lacks. Reads the cmap of the shipped
// WOFF files, so a font swap that drops a script fails here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

function fontFile(pkg: string, file: string): Buffer {
  return readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), 'files', file));
}

/** Code points mapped by a WOFF 1.0 font's cmap (formats 4 and 12). */
function codePoints(woff: Buffer): Set<number> {
  if (woff.toString('ascii', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const numTables = woff.readUInt16BE(12);
  let cmap: Buffer | undefined;
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    if (woff.toString('ascii', entry, entry + 4) !== 'cmap') continue;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    cmap = compLength < origLength ? inflateSync(raw) : raw;
  }
  if (!cmap) throw new Error('no cmap table');
  const points = new Set<number>();
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const at = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(at);
    if (format === 4) {
      const segX2 = cmap.readUInt16BE(at + 6);
      const ends = at + 14;
      const starts = ends + segX2 + 2;
      for (let s = 0; s < segX2 / 2; s++) {
        const end = cmap.readUInt16BE(ends + s * 2);
        const start = cmap.readUInt16BE(starts + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) points.add(c);
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(at + 12);
      for (let g = 0; g < groups; g++) {
        const start = cmap.readUInt32BE(at + 16 + g * 12);
        const end = cmap.readUInt32BE(at + 20 + g * 12);
        for (let c = start; c <= end; c++) points.add(c);
      }
    }
  }
  return points;
}

const missing = (points: Set<number>, text: string) =>
  [...text].filter((ch) => !/\s/.test(ch) && !points.has(ch.codePointAt(0)!));

describe('self-hosted fonts', () => {
  const arabic = codePoints(fontFile('@fontsource/noto-sans-arabic', 'noto-sans-arabic-arabic-400-normal.woff'));
  const latin = codePoints(fontFile('@fontsource/noto-sans', 'noto-sans-latin-400-normal.woff'));

  it('Noto Sans Arabic draws the Kurdish letters ڕ ڵ ۆ ێ ڤ ھ and Arabic', () => {
    expect(missing(arabic, 'ڕ ڵ ۆ ێ ڤ ھ گ چ پ ژ ە')).toEqual([]);
    expect(missing(arabic, 'سهم عقار بغداد أإآ ة ى ك')).toEqual([]);
  });

  it('Noto Sans Arabic draws Arabic-Indic and Persian digits', () => {
    expect(missing(arabic, '٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ ٫ ٬')).toEqual([]);
  });

  it('Noto Sans draws Latin text and digits', () => {
    expect(missing(latin, 'Sahm IQD 0123456789 %')).toEqual([]);
  });
});
