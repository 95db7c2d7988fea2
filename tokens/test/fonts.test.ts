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

/** The @font-face rules of src/fonts.css: family, weight, the file (a package path) and the unicode-range as [from, to] pairs. */
function faces() {
  const css = readFileSync(new URL('../src/fonts.css', import.meta.url), 'utf8');
  return [...css.matchAll(/@font-face \{([^}]+)\}/g)].map(([, body]) => {
    const field = (name: string) => new RegExp(`${name}: ([^;]+);`).exec(body!)?.[1];
    const ranges = (field('unicode-range') ?? '').split(',').filter(Boolean).map((part) => {
      const [from, to = from] = part.trim().replace(/^U\+/, '').split('-');
      return [parseInt(from!, 16), parseInt(to!, 16)] as const;
    });
    return { family: field('font-family'), weight: field('font-weight'), src: /url\('([^']+)'\)/.exec(field('src') ?? '')?.[1] ?? '', ranges };
  });
}
const inRanges = (ranges: ReadonlyArray<readonly [number, number]>, c: number) => ranges.some(([from, to]) => c >= from && c <= to);

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

  describe('src/fonts.css: each face names the characters it draws', () => {
    const all = faces();
    it('four weights of each family, each with its file and a unicode-range', () => {
      const weights = ['400', '500', '600', '700'];
      expect(all.map((f) => `${f.family} ${f.weight}`)).toEqual([...weights.map((w) => `'Noto Sans' ${w}`), ...weights.map((w) => `'Noto Sans Arabic' ${w}`)]);
      for (const face of all) {
        expect(face.src).toMatch(/^@fontsource\/noto-sans(-arabic)?\/files\/.+\.woff2$/);
        expect(() => require.resolve(face.src)).not.toThrow();
        expect(face.ranges.length).toBeGreaterThan(0);
      }
    });

    it('every character either file draws is drawn by the same face as without ranges (the first in the stack that has it)', () => {
      const changed: string[] = [];
      for (const weight of ['400', '500', '600', '700']) {
        const stack = all
          .filter((face) => face.weight === weight)
          .map((face) => ({ ...face, points: codePoints(fontFile(face.src.split('/files/')[0]!, face.src.split('/files/')[1]!.replace(/\.woff2$/, '.woff'))) }));
        const drawn = new Set(stack.flatMap((face) => [...face.points]));
        for (const c of drawn) {
          if (c <= 0x20) continue;
          const before = stack.find((face) => face.points.has(c));
          const after = stack.find((face) => inRanges(face.ranges, c) && face.points.has(c));
          if (before !== after) changed.push(`U+${c.toString(16)} ${weight}: ${before?.family} -> ${after?.family ?? 'the system font'}`);
        }
      }
      expect(changed).toEqual([]);
    });

    it('Arabic script goes only to Noto Sans Arabic, Latin text only to Noto Sans: an English page needs no Arabic face', () => {
      for (const face of all) {
        const arabicScript = [...'سهم ڕڵۆێڤ ٠١٢٣ ۰۱۲'].filter((ch) => ch !== ' ').map((ch) => ch.codePointAt(0)!);
        const latinText = [...'Sahm IQD 0123456789 %'].filter((ch) => ch !== ' ').map((ch) => ch.codePointAt(0)!);
        const drawsArabic = face.family === "'Noto Sans Arabic'";
        expect(arabicScript.every((c) => inRanges(face.ranges, c))).toBe(drawsArabic);
        expect(latinText.some((c) => inRanges(face.ranges, c))).toBe(!drawsArabic);
      }
    });
  });
});
