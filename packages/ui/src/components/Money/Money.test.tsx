import { localeDirection, locales, toAsciiDigits } from '@sahm/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getFormatters } from '../../provider/format';
import { renderWithUI } from '../../test/render';
import { Money } from './Money';

describe('Money', () => {
  it('shows whole dinars with the IQD code in English', () => {
    renderWithUI(<Money value={100000} data-testid="m" />);
    const text = screen.getByTestId('m').textContent ?? '';
    expect(text).toMatch(/IQD/);
    expect(text).toMatch(/100,000/);
    expect(text).not.toMatch(/\.\d/);
  });

  it('uses Arabic-Indic digits and the dinar symbol in Arabic and both Kurdish languages', () => {
    for (const locale of locales.filter((l) => localeDirection[l] === 'rtl')) {
      const text = getFormatters(locale).money(1250000);
      expect(text).toMatch(/[٠-٩]/);
      expect(toAsciiDigits(text).replace(/\D/g, '')).toBe('1250000');
    }
  });

  it('formats bigint ledger amounts exactly', () => {
    expect(getFormatters('en').money(9007199254740993n)).toMatch(/9,007,199,254,740,993/);
  });

  it('is isolated from the surrounding text direction', () => {
    renderWithUI(<Money value={5} data-testid="m" />, { locale: 'ar' });
    expect(screen.getByTestId('m').tagName).toBe('BDI');
  });
});
