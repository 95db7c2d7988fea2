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
      }
    } finally {
      Intl.NumberFormat.supportedLocalesOf = original;
    }
  });
});
