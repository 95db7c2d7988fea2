import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getFormatters } from './format';
import { UIProvider, useUI } from './UIProvider';

function Probe() {
  const { dir, lang, t, format } = useUI();
  return (
    <p data-testid="probe">
      {dir} {lang} {t('close')} {format.percent(12.5)}
    </p>
  );
}

describe('UIProvider', () => {
  it.each([
    ['en', 'ltr', 'en', 'Close'],
    ['ar', 'rtl', 'ar-IQ', 'إغلاق'],
    ['kr', 'rtl', 'ckb-IQ', 'داخستن'],
    ['bh', 'rtl', 'kmr-Arab-IQ', 'گرتن'],
  ] as const)('%s sets dir=%s and lang=%s and speaks its language', (locale, dir, lang, close) => {
    const { container } = render(
      <UIProvider locale={locale}>
        <Probe />
      </UIProvider>,
    );
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('dir', dir);
    expect(root).toHaveAttribute('lang', lang);
    expect(screen.getByTestId('probe').textContent).toContain(`${dir} ${lang} ${close}`);
  });

  it('sets dir and lang on <html> when asked', () => {
    render(
      <UIProvider locale="kr" applyToDocument>
        <span />
      </UIProvider>,
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ckb-IQ');
  });

  it('throws a clear error outside a provider', () => {
    expect(() => render(<Probe />)).toThrow(/inside <UIProvider>/);
  });

  it('formats percent with two decimals from a 0..100 value', () => {
    expect(getFormatters('en').percent(100)).toBe('100.00%');
    expect(getFormatters('en').percent(7.456)).toBe('7.46%');
  });
});

describe('Kurdish dates (glossary: day first, the language’s own month names)', () => {
  const day = new Date('2025-03-14T12:00:00Z');
  it('Sorani puts the day first, not the year', () => {
    expect(getFormatters('kr').date(day)).toBe('١٤ ئازار ٢٠٢٥');
    expect(getFormatters('kr').date(day, { month: 'short', year: 'numeric', timeZone: 'UTC' })).toBe('ئازار ٢٠٢٥');
  });
  it('Badini has its own month names', () => {
    expect(getFormatters('bh').date(day)).toBe('١٤ ئادار ٢٠٢٥');
    expect(getFormatters('bh').date('2025-11-02T12:00:00Z', { dateStyle: 'long' })).toBe('٢ چریا دووێ ٢٠٢٥');
  });
  it('a date with a time keeps Arabic-Indic digits and adds the time after the date', () => {
    const text = getFormatters('bh').date(day, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    expect(text.startsWith('١٤ ئادار ٢٠٢٥، ')).toBe(true);
    expect(text).toMatch(/١٢/);
    expect(text).not.toMatch(/[0-9]/);
  });
  it('Kurdish times carry no Arabic ص or م: Sorani marks noon its own way, Badini keeps the 24-hour clock', () => {
    const afternoon = new Date('2025-03-14T15:05:00Z');
    const morning = new Date('2025-03-14T06:05:00Z');
    const at = (locale: 'kr' | 'bh', date: Date) => getFormatters(locale).date(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Baghdad' });
    expect(at('kr', afternoon)).toBe('١٤ ئازار ٢٠٢٥، ٦:٠٥ د.ن');
    expect(at('kr', morning)).toBe('١٤ ئازار ٢٠٢٥، ٩:٠٥ ب.ن');
    expect(at('bh', afternoon)).toBe('١٤ ئادار ٢٠٢٥، ١٨:٠٥');
    expect(at('bh', morning)).toBe('١٤ ئادار ٢٠٢٥، ٠٩:٠٥');
    expect(getFormatters('ar').date(afternoon, { timeStyle: 'short', timeZone: 'Asia/Baghdad' })).toMatch(/م$/);
  });
  it('Arabic and English keep their own formats', () => {
    expect(getFormatters('ar').date(day)).not.toMatch(/ئ/);
    expect(getFormatters('en').date(day)).toBe('Mar 14, 2025');
  });
});

describe('Kurdish formatting without Kurdish data', () => {
  it('falls back to Arabic-Indic digits and the dinar symbol when the runtime lacks ckb (as Chromium does)', async () => {
    const original = Intl.NumberFormat.supportedLocalesOf;
    Intl.NumberFormat.supportedLocalesOf = ((locales: string | string[]) =>
      ([] as string[]).concat(locales).filter((l) => !/^(ckb|kmr)/i.test(l))) as typeof original;
    try {
      const { getFormatters: fresh } = await import(`./format?nockb=${Date.now()}`);
      for (const locale of ['kr', 'bh'] as const) {
        const f = fresh(locale);
        expect(f.tag).toBe('ar-IQ');
        expect(f.money(1250000)).toMatch(/[٠-٩]/);
        expect(f.money(1250000)).not.toMatch(/IQD/);
        // Iraqi Arabic's digits, never its month names (آذار) in a Kurdish sentence.
        expect(f.date(new Date('2025-03-14T12:00:00Z'))).toBe(locale === 'kr' ? '١٤ ئازار ٢٠٢٥' : '١٤ ئادار ٢٠٢٥');
        // Iraqi Arabic's digits, never its ص and م: Sorani's own marks, Badini's 24-hour clock.
        const times = ['2025-03-14T06:05:00Z', '2025-03-14T15:05:00Z'].map((t) => f.date(t, { timeStyle: 'short', timeZone: 'Asia/Baghdad' }));
        expect(times).toEqual(locale === 'kr' ? ['٩:٠٥ ب.ن', '٦:٠٥ د.ن'] : ['٠٩:٠٥', '١٨:٠٥']);
      }
    } finally {
      Intl.NumberFormat.supportedLocalesOf = original;
    }
  });
});
