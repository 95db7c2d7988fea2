import { localeDirection, type AppLocale } from '@sahm/domain';
import bidiFactory from 'bidi-js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { apiDir } from '../paths';
import { IRAQ_TZ } from '../wallet/dashboard';
import { exportText, fill } from './export-text';
import type { StatementData } from './exports';

const fontDir = join(apiDir, 'assets', 'fonts');
const FONTS = {
  latin: join(fontDir, 'noto-sans-latin-400-normal.woff'),
  latinBold: join(fontDir, 'noto-sans-latin-700-normal.woff'),
  arabic: join(fontDir, 'noto-sans-arabic-arabic-400-normal.woff'),
  arabicBold: join(fontDir, 'noto-sans-arabic-arabic-700-normal.woff'),
} as const;
type FontName = keyof typeof FONTS;

/**
 * A WOFF font as the plain OpenType (sfnt) file it wraps: each table inflated
 * once. fontkit reads a WOFF's compressed tables again on every access (the
 * whole glyf table inflated for each glyph it measures or embeds), which made
 * one Arabic statement take seconds of CPU.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(stored) : stored };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const head = Buffer.alloc(12 + numTables * 16);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(entrySelector, 8);
  head.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(head, at);
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

let fontFiles: Record<FontName, Buffer> | undefined;
/** The four faces as OpenType, read and unpacked on the first statement, then kept. */
function fonts(): Record<FontName, Buffer> {
  fontFiles ??= Object.fromEntries(Object.entries(FONTS).map(([name, file]) => [name, woffToSfnt(readFileSync(file))])) as Record<FontName, Buffer>;
  return fontFiles;
}

const bidi = bidiFactory();
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
/** Joiners and marks of direction: they steer the algorithms and have no glyph of their own. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A piece of a line in one font and one direction, in the order it is drawn (left to right). */
export interface VisualRun {
  /** What to hand to the font's layout: fontkit lays out Arabic-script text right to left itself. */
  text: string;
  font: 'latin' | 'arabic';
}

/**
 * One line of text as it is drawn left to right: the Unicode bidirectional
 * algorithm (bidi-js) orders the runs and mirrors brackets; each run is in
 * the Arabic face when it is Arabic script (Arabic, Sorani, Badini), else in
 * the Latin face. fontkit shapes Arabic-script runs (initial, medial, final
 * and isolated forms, lam-alef) and lays them out right to left, so such a
 * run is handed over in reading order; every other run in drawing order.
 */
export function visualRuns(line: string, direction: 'ltr' | 'rtl'): VisualRun[] {
  const text = line.replace(INVISIBLE, '');
  if (!text) return [];
  const levels = bidi.getEmbeddingLevels(text, direction);
  const order = Array.from(text, (_, i) => i);
  for (const [start = 0, end = start] of bidi.getReorderSegments(text, levels)) {
    const part = order.slice(start, end + 1).reverse();
    order.splice(start, part.length, ...part);
  }
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  const runs: { chars: string[]; font: VisualRun['font']; rtl: boolean }[] = [];
  for (const index of order) {
    const ch = mirrored.get(index) ?? text[index]!;
    const font = ARABIC_SCRIPT.test(ch) ? 'arabic' : 'latin';
    const rtl = (levels.levels[index]! & 1) === 1;
    const last = runs.at(-1);
    if (last && last.font === font && last.rtl === rtl) last.chars.push(ch);
    else runs.push({ chars: [ch], font, rtl });
  }
  return runs.map(({ chars, font }) => {
    const drawn = chars.join('');
    return { font, text: ARABIC_SCRIPT.test(drawn) ? [...drawn].reverse().join('') : drawn };
  });
}

type Align = 'start' | 'end' | 'center';

interface Column {
  /** Share of the table's width. */
  width: number;
  align: Align;
}

/**
 * The yearly statement as a PDF (A4), in the investor's language and its
 * direction: the summary, holdings at the year's end, rent received, trades
 * and gifts, deposits and withdrawals, and the page numbers.
 */
export function statementPdf(data: StatementData, locale: AppLocale, issuedAt: Date = new Date()): Promise<Buffer> {
  const text = exportText[locale];
  const direction = localeDirection[locale];
  const rtl = direction === 'rtl';
  // Figures in the language's digits: Arabic-Indic for Arabic and both Kurdish languages.
  const numberTag = locale === 'en' ? 'en' : 'ar-IQ-u-nu-arab';
  const integer = new Intl.NumberFormat(numberTag, { maximumFractionDigits: 0 });
  const plain = new Intl.NumberFormat(numberTag, { useGrouping: false });
  const money = (v: number) => (locale === 'en' ? `IQD ${integer.format(v)}` : `${integer.format(v)} د.ع.`);
  const day = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ar-IQ-u-nu-arab', { timeZone: IRAQ_TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
  const dayOf = (iso: string | Date) => day.format(new Date(iso));

  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    bufferPages: true,
    lang: locale === 'en' ? 'en' : locale === 'ar' ? 'ar-IQ' : locale === 'kr' ? 'ckb-IQ' : 'kmr-Arab-IQ',
    displayTitle: true,
    info: { Title: fill(text.title, { year: plain.format(data.year) }), Author: 'Sahm', Creator: 'Sahm', CreationDate: issuedAt },
  });
  for (const [name, font] of Object.entries(fonts())) doc.registerFont(name, font);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 24;
  let y = doc.page.margins.top;

  /** Draws one line of text in a box, aligned at its start or end in the reading direction; shrinks it to fit. */
  const draw = (value: string, x: number, boxWidth: number, align: Align, size: number, bold = false, color = '#1a1a1a') => {
    const runs = visualRuns(value, direction);
    const fontOf = (run: VisualRun): FontName => (run.font === 'arabic' ? (bold ? 'arabicBold' : 'arabic') : bold ? 'latinBold' : 'latin');
    // Widths scale with the size: measured once, at 1 pt.
    const widths = runs.map((run) => doc.font(fontOf(run)).fontSize(1).widthOfString(run.text));
    const unit = widths.reduce((a, b) => a + b, 0);
    const fontSize = unit * size > boxWidth ? Math.max(size * 0.6, boxWidth / unit) : size;
    const total = unit * fontSize;
    const physical = align === 'center' ? 'center' : (align === 'start') !== rtl ? 'left' : 'right';
    let cx = physical === 'left' ? x : physical === 'right' ? x + boxWidth - total : x + (boxWidth - total) / 2;
    doc.fillColor(color);
    // Every run on one baseline, whatever its face's ascent (the Arabic face's is taller).
    const baseline = y + size;
    // What a reader copies or searches: the text in reading order. Glyphs alone would not say it: shaped
    // forms share glyphs (Noto draws ش as the base of س with three dots), and the runs are in drawing order.
    doc.markContent('Span', { actual: value });
    runs.forEach((run, i) => {
      doc.font(fontOf(run)).fontSize(fontSize);
      doc.text(run.text, cx, baseline, { lineBreak: false, baseline: 'alphabetic' });
      cx += widths[i]! * fontSize;
    });
    doc.endMarkedContent();
  };

  const newPage = () => {
    doc.addPage();
    y = doc.page.margins.top;
  };
  const ensure = (height: number) => {
    if (y + height > bottom()) newPage();
  };

  const heading = (value: string) => {
    ensure(56);
    y += 14;
    draw(value, left, width, 'start', 14, true, '#0b5c55');
    y += 22;
    doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.75).strokeColor('#0b5c55').stroke();
    y += 8;
  };

  /** A table: columns laid out in the reading direction, the header again on each new page. */
  const table = (columns: Column[], header: string[], rows: string[][], emphasizeLast = false) => {
    const xs: { x: number; w: number }[] = [];
    let cursor = 0;
    for (const column of columns) {
      const w = column.width * width;
      xs.push({ x: rtl ? left + width - cursor - w : left + cursor, w });
      cursor += w;
    }
    const rowHeight = 18;
    const drawRow = (cells: string[], bold: boolean, color?: string) => {
      cells.forEach((value, i) => draw(value, xs[i]!.x + 3, xs[i]!.w - 6, columns[i]!.align, 9.5, bold, color));
      y += rowHeight;
    };
    const drawHeader = () => {
      doc.rect(left, y - 3, width, rowHeight).fill('#e8f3f2');
      drawRow(header, true, '#0b5c55');
    };
    if (rows.length === 0) {
      ensure(rowHeight);
      draw(text.none, left, width, 'start', 10, false, '#555555');
      y += rowHeight;
      return;
    }
    ensure(rowHeight * 2);
    drawHeader();
    rows.forEach((cells, i) => {
      if (y + rowHeight > bottom()) {
        newPage();
        drawHeader();
      }
      drawRow(cells, emphasizeLast && i === rows.length - 1);
    });
  };

  // Title and who it is for.
  draw('Sahm · سهم', left, width, 'end', 10, true, '#0b5c55');
  y += 18;
  draw(fill(text.title, { year: plain.format(data.year) }), left, width, 'start', 20, true);
  y += 32;
  const facts: [string, string][] = [
    [text.investor, `${data.investor.name} — ${data.investor.email}`],
    [text.period, `${dayOf(`${data.year}-01-01T12:00:00+03:00`)} – ${dayOf(`${data.year}-12-31T12:00:00+03:00`)}`],
    [text.issued, dayOf(issuedAt)],
  ];
  for (const [label, value] of facts) {
    draw(label, rtl ? left + width * 0.75 : left, width * 0.25, 'start', 10, true, '#555555');
    draw(value, rtl ? left : left + width * 0.25, width * 0.75, 'start', 10);
    y += 16;
  }

  heading(text.summary);
  const s = data.summary;
  table(
    [
      { width: 0.6, align: 'start' },
      { width: 0.4, align: 'end' },
    ],
    [text.summary, text.amount],
    [
      [text.deposits, money(s.deposits)],
      [text.withdrawals, money(s.withdrawals)],
      [text.purchases, money(s.purchases)],
      [text.sales, money(s.sales)],
      [text.rent, money(s.rent)],
      [text.fees, money(s.fees)],
    ],
  );

  heading(text.holdings);
  const holdingsTotal = data.holdings.reduce((sum, h) => sum + h.value, 0);
  table(
    [
      { width: 0.43, align: 'start' },
      { width: 0.15, align: 'end' },
      { width: 0.2, align: 'end' },
      { width: 0.22, align: 'end' },
    ],
    [text.property, text.tokens, text.price, text.value],
    data.holdings.length
      ? [...data.holdings.map((h) => [h.property, integer.format(h.tokens), money(h.pricePerToken), money(h.value)]), [text.holdingsTotal, '', '', money(holdingsTotal)]]
      : [],
    true,
  );

  heading(text.rentReceived);
  table(
    [
      { width: 0.6, align: 'start' },
      { width: 0.4, align: 'end' },
    ],
    [text.property, text.amount],
    data.rent.map((r) => [r.property, money(r.amount)]),
  );

  heading(text.trades);
  table(
    [
      { width: 0.14, align: 'start' },
      { width: 0.16, align: 'start' },
      { width: 0.3, align: 'start' },
      { width: 0.1, align: 'end' },
      { width: 0.18, align: 'end' },
      { width: 0.12, align: 'end' },
    ],
    [text.date, text.type, text.property, text.tokens, text.amount, text.fee],
    data.trades.map((t) => [dayOf(t.time), t.typeLabel, t.property, integer.format(t.tokens), money(t.amount), money(t.fee)]),
  );

  heading(text.wallet);
  table(
    [
      { width: 0.2, align: 'start' },
      { width: 0.25, align: 'start' },
      { width: 0.25, align: 'start' },
      { width: 0.3, align: 'end' },
    ],
    [text.date, text.type, text.status, text.amount],
    data.wallet.map((w) => [dayOf(w.time), w.typeLabel, w.statusLabel, money(w.amount)]),
  );

  ensure(30);
  y += 12;
  draw(text.currency, left, width, 'start', 9, false, '#555555');

  // Page numbers, once every page exists.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    y = doc.page.height - doc.page.margins.bottom - 6;
    // Writing below the bottom margin must not start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    draw(fill(text.page, { page: plain.format(i + 1), pages: plain.format(range.count) }), left, width, 'center', 8, false, '#777777');
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
