import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getFormatters } from '../../provider/format';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { formatProgressPercent, ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with the value and a two-decimal percent', () => {
    renderWithUI(<ProgressBar label="Funded" value={45.5} />);
    const bar = screen.getByRole('progressbar', { name: 'Funded' });
    expect(bar).toHaveAttribute('aria-valuenow', '45.5');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '45.50%');
    expect(screen.getByText('45.50%')).toBeInTheDocument();
  });

  it('shows 100 (no decimals) when the value is 100.00', () => {
    renderWithUI(<ProgressBar label="Funded" value={100.0} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100%');
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.queryByText('100.00%')).toBeNull();
  });

  it('keeps decimals just below 100 and clamps out-of-range values', () => {
    const format = getFormatters('en');
    expect(formatProgressPercent(format, 99.5)).toBe('99.50%');
    expect(formatProgressPercent(format, 0)).toBe('0.00%');
    expect(formatProgressPercent(format, 130)).toBe('100%');
    expect(formatProgressPercent(format, 99.999)).toBe('100%');
    expect(formatProgressPercent(format, -3)).toBe('0.00%');
  });

  it('fills by inline size so the bar grows from the reading start', () => {
    renderWithUI(<ProgressBar label="Funded" value={30} />);
    const fill = screen.getByRole('progressbar').firstElementChild as HTMLElement;
    expect(fill.style.inlineSize).toBe('30%');
  });

  it('uses the locale digits in Arabic (RTL)', () => {
    renderWithUI(<ProgressBar label="نسبة التمويل" value={12.25} />, { locale: 'ar' });
    const bar = screen.getByRole('progressbar', { name: 'نسبة التمويل' });
    expect(bar.getAttribute('aria-valuetext')).toMatch(/١٢٫٢٥/);
    expect(bar.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUI(<ProgressBar label="Funded" value={72} />);
    await expectNoAxeViolations(container);
  });
});
