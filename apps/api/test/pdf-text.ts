import { inflateSync } from 'node:zlib';

/**
 * Reads back what a PDF written by pdfkit draws: every text object (BT…ET)
 * with its page, position, font and glyph codes, each glyph turned back into
 * the characters it stands for through its font's ToUnicode map. Enough of
 * the format for our own statements, not a general PDF reader.
 */
export interface DrawnRun {
  page: number;
  x: number;
  y: number;
  font: string;
  /** The glyph codes, as drawn left to right. */
  codes: number[];
  /** Per glyph, the characters it stands for. */
  chars: string[];
}

function objects(pdf: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const m of pdf.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) out.set(Number(m[1]), m[2]!);
  return out;
}

function streamOf(body: string): string {
  const start = body.indexOf('stream');
  if (start < 0) return '';
  const length = Number(/\/Length (\d+)/.exec(body)?.[1] ?? 0);
  const dataStart = body.indexOf('\n', start) + 1;
  const raw = Buffer.from(body.slice(dataStart, dataStart + length), 'latin1');
  return (/\/FlateDecode/.test(body.slice(0, start)) ? inflateSync(raw) : raw).toString('latin1');
}

const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((h) => parseInt(h, 16)));

function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const m of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const start = parseInt(m[1]!, 16);
    [...m[3]!.matchAll(/<([^>]*)>/g)].forEach((dst, i) => map.set(start + i, utf16(dst[1]!.replace(/\s+/g, ''))));
  }
  for (const m of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const pair of m[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(parseInt(pair[1]!, 16), utf16(pair[2]!.replace(/\s+/g, '')));
  return map;
}

export function drawnRuns(pdf: Buffer): DrawnRun[] {
  const text = pdf.toString('latin1');
  const objs = objects(text);
  const fontNames = new Map<string, number>();
  for (const body of objs.values())
    for (const dict of body.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) for (const ref of dict[1]!.matchAll(/\/(\w+) (\d+) 0 R/g)) fontNames.set(ref[1]!, Number(ref[2]));
  const cmaps = new Map<string, Map<number, string>>();
  for (const [name, id] of fontNames) {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(objs.get(id) ?? '')?.[1];
    cmaps.set(name, ref ? toUnicode(streamOf(objs.get(Number(ref)) ?? '')) : new Map());
  }
  const pagesBody = [...objs.values()].find((b) => /\/Type \/Pages/.test(b)) ?? '';
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pagesBody)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

  const runs: DrawnRun[] = [];
  kids.forEach((pageId, pageIndex) => {
    const contents = [...(objs.get(pageId) ?? '').matchAll(/\/Contents (\d+) 0 R/g)].map((m) => streamOf(objs.get(Number(m[1])) ?? '')).join('\n');
    let run: DrawnRun | null = null;
    let font = '';
    for (const line of contents.split('\n')) {
      if (line === 'BT') run = { page: pageIndex + 1, x: NaN, y: NaN, font: '', codes: [], chars: [] };
      else if (line === 'ET' && run) {
        runs.push(run);
        run = null;
      } else if (run) {
        const tm = /^1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm$/.exec(line);
        const tf = /^\/(\w+) [\d.]+ Tf$/.exec(line);
        if (tm && Number.isNaN(run.x)) [run.x, run.y] = [Number(tm[1]), Number(tm[2])];
        else if (tf) run.font = font = tf[1]!;
        else if (line.endsWith('TJ'))
          for (const hex of line.matchAll(/<([0-9a-fA-F]+)>/g))
            for (const code of hex[1]!.match(/.{4}/g) ?? []) {
              const n = parseInt(code, 16);
              run.codes.push(n);
              run.chars.push(cmaps.get(font)?.get(n) ?? '\uFFFD');
            }
      }
    }
  });
  return runs;
}

/** A PDF literal string's bytes: backslash escapes undone. */
function literal(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = body[++i]!;
    out += ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[next] ?? next;
  }
  return out.startsWith('\xFE\xFF') ? Buffer.from(out.slice(2), 'latin1').swap16().toString('utf16le') : out;
}

/**
 * The ActualText of every marked span, in drawing order: what a PDF reader
 * copies or searches (the text in reading order, whatever glyphs drew it).
 */
export function actualTexts(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const objs = objects(text);
  const out: string[] = [];
  for (const body of objs.values()) {
    if (!/\/Length \d+/.test(body) || !body.includes('stream')) continue;
    const content = streamOf(body);
    for (const m of content.matchAll(/\/ActualText \(((?:\\.|[^\\)])*)\)/g)) out.push(literal(m[1]!));
  }
  return out;
}

/** The page's lines as drawn, left to right (runs on the same baseline joined in order of x), top to bottom. */
export function drawnLines(pdf: Buffer, page = 1): string[] {
  const byLine = new Map<number, DrawnRun[]>();
  for (const run of drawnRuns(pdf).filter((r) => r.page === page)) {
    const key = Math.round(run.y);
    byLine.set(key, [...(byLine.get(key) ?? []), run]);
  }
  return [...byLine.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, runs]) =>
      runs
        .sort((a, b) => a.x - b.x)
        .map((r) => r.chars.join(''))
        .join(''),
    );
}
