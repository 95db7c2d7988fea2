import { describe, expect, it } from 'vitest';
import { toAsciiDigits } from './digits';

describe('toAsciiDigits', () => {
  it('turns Arabic-Indic and Persian digits into ASCII and leaves the rest', () => {
    expect(toAsciiDigits('١٢٣۴۵۶ abc 7')).toBe('123456 abc 7');
    expect(toAsciiDigits('٠٩۰۹')).toBe('0909');
  });
});
