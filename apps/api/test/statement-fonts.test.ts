// The statement's fonts unpacked from WOFF once (statement-pdf.ts woffToSfnt):
// each table whole, at a 4-byte boundary, with the checksum the WOFF records
// for the original; anything else is refused.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiDir } from '../src/paths';
import { woffToSfnt } from '../src/transactions/statement-pdf';

const fontDir = join(apiDir, 'assets', 'fonts');
const woffs = readdirSync(fontDir).filter((f) => f.endsWith('.woff'));

/** The OpenType table checksum: the sum of its big-endian 32-bit words (zero-padded). */
function checksum(data: Buffer): number {
  const padded = Buffer.alloc((data.length + 3) & ~3);
  data.copy(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  it.each(woffs)('%s: the same tables, unpacked, each with its recorded checksum', (file) => {
    const woff = readFileSync(join(fontDir, file));
    const sfnt = woffToSfnt(woff);
    const numTables = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(numTables);
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    for (let i = 0; i < numTables; i++) {
      const entry = 44 + i * 20;
      const record = 12 + i * 16;
      const tag = woff.toString('latin1', entry, entry + 4);
      expect(sfnt.toString('latin1', record, record + 4)).toBe(tag);
      const offset = sfnt.readUInt32BE(record + 8);
      const length = sfnt.readUInt32BE(record + 12);
      expect(offset % 4, tag).toBe(0);
      expect(length, tag).toBe(woff.readUInt32BE(entry + 12));
      // head's checksum counts its checkSumAdjustment as zero.
      const data = Buffer.from(sfnt.subarray(offset, offset + length));
      if (tag === 'head') data.writeUInt32BE(0, 8);
      expect(checksum(data), tag).toBe(woff.readUInt32BE(entry + 16));
    }
  });

  it('refuses what is not a WOFF font', () => {
    expect(() => woffToSfnt(Buffer.from('OTTO\0\0\0\0'))).toThrow('Not a WOFF font');
  });
});
