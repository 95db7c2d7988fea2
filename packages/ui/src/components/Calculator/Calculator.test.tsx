import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Calculator, parseTypedAmount } from './Calculator';
import { root } from './Calculator.css';

/** The cells of a year's row, as text: [rental income, appreciation, total]. */
function yearRow(year: string) {
  const row = screen.getByRole('rowheader', { name: year }).closest('tr');
  if (!row) throw new Error(`no row for year ${year}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

const digits = (text: string) => text.replace(/\D/g, '');

describe('Calculator', () => {
  it('starts on the domain defaults and shows their five-year table', () => {
    renderWithUI(<Calculator />);
    expect(screen.getByRole('slider', { name: 'Investment amount' })).toHaveAttribute('aria-valuenow', '100000');
    expect(screen.getByRole('slider', { name: 'Property value growth over five years' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByRole('slider', { name: 'Annual rental return' })).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByRole('textbox', { name: 'Amount in Iraqi dinar' })).toHaveValue('100,000');

    expect(yearRow('1').map(digits)).toEqual(['10000', '6000', '16000']);
    expect(yearRow('5').map(digits)).toEqual(['50000', '30000', '80000']);
    // Plain numbers: the note says the currency once, so the total fits a phone.
    expect(yearRow('1')).toEqual(['10,000', '6,000', '16,000']);
  });

  it('says the amount range and step under the amount field, and reads each slider as a money sum or a percentage', async () => {
    renderWithUI(<Calculator />);
    const field = screen.getByRole('textbox', { name: 'Amount in Iraqi dinar' });
    expect(field).toHaveAccessibleDescription(/^From .*100,000 to .*100,000,000, in steps of .*100,000$/);
    const growth = screen.getByRole('slider', { name: 'Property value growth over five years' });
    const rental = screen.getByRole('slider', { name: 'Annual rental return' });
    expect(growth).toHaveAttribute('aria-valuetext', '30%');
    expect(rental).toHaveAttribute('aria-valuetext', '10%');
    // A half step of the rental rate keeps its decimal.
    rental.focus();
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(rental).toHaveAttribute('aria-valuetext', '10.5%');
  });

  it('has real table semantics: caption, column headers and year row headers', () => {
    renderWithUI(<Calculator />);
    const table = screen.getByRole('table', { name: 'Estimated returns by year' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Year', 'Rental income', 'Value appreciation', 'Total']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['1', '2', '3', '4', '5']);
    // The table's scroll area can be reached by keyboard and says what it holds.
    const region = screen.getByRole('region', { name: 'Estimated returns by year' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('says sums are in Iraqi dinar and results are estimates', () => {
    renderWithUI(<Calculator />);
    expect(screen.getByText(/All sums are in Iraqi dinar\. Results are estimates/)).toBeInTheDocument();
  });

  it('updates the table when a slider moves by keyboard', async () => {
    renderWithUI(<Calculator />);
    const user = userEvent.setup();
    screen.getByRole('slider', { name: 'Annual rental return' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(yearRow('1').map(digits)).toEqual(['10500', '6000', '16500']);

    screen.getByRole('slider', { name: 'Investment amount' }).focus();
    await user.keyboard('{PageUp}');
    // Ten steps of 100,000 on top of 100,000.
    expect(screen.getByRole('textbox', { name: 'Amount in Iraqi dinar' })).toHaveValue('1,100,000');
    expect(yearRow('1').map(digits)).toEqual(['115500', '66000', '181500']);
  });

  it('takes a typed amount in Arabic-Indic digits and snaps it to the step on Enter', async () => {
    renderWithUI(<Calculator />);
    const field = screen.getByRole('textbox', { name: 'Amount in Iraqi dinar' });
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '٢٥٠٠٠٠{Enter}');
    expect(field).toHaveValue('300,000');
    expect(screen.getByRole('slider', { name: 'Investment amount' })).toHaveAttribute('aria-valuenow', '300000');
    expect(yearRow('1').map(digits)).toEqual(['30000', '18000', '48000']);
  });

  it('clamps a typed amount into the range on blur and ignores unreadable text', async () => {
    renderWithUI(<Calculator />);
    const field = screen.getByRole('textbox', { name: 'Amount in Iraqi dinar' });
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '999,999,999');
    await user.tab();
    expect(field).toHaveValue('100,000,000');

    await user.clear(field);
    await user.type(field, 'abc');
    await user.tab();
    expect(field).toHaveValue('100,000,000');

    await user.clear(field);
    await user.type(field, '5');
    await user.tab();
    expect(field).toHaveValue('100,000');
  });

  it('reports nothing when the amount typed is the amount it already had, or when the field is only passed through', async () => {
    const onChange = vi.fn();
    renderWithUI(<Calculator onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Amount in Iraqi dinar' });
    const user = userEvent.setup();
    await user.click(field);
    await user.tab();
    await user.clear(field);
    await user.type(field, '120000{Enter}');
    // 120,000 snaps back to the 100,000 it was.
    expect(field).toHaveValue('100,000');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '200000{Enter}');
    expect(onChange.mock.calls).toEqual([[{ amount: 200_000, growthPercent: 30, rentalRatePercent: 10 }]]);
  });

  it("keeps the app's class beside its own", () => {
    renderWithUI(<Calculator className="home-calculator" />);
    expect(screen.getByRole('table').closest('.home-calculator')).toHaveClass(root);
  });

  it('in Arabic (RTL): ArrowLeft raises growth, and the table uses Arabic digits', async () => {
    renderWithUI(<Calculator />, { locale: 'ar' });
    const growth = screen.getByRole('slider', { name: 'نمو قيمة العقار خلال خمس سنوات' });
    growth.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowLeft}');
    expect(growth).toHaveAttribute('aria-valuenow', '31');
    // 100,000 × 31% × 1 ÷ 5 = 6,200
    expect(yearRow('١')[1]).toMatch(/٦٬٢٠٠/);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(growth).toHaveAttribute('aria-valuenow', '29');
    expect(screen.getByRole('textbox', { name: 'المبلغ بالدينار العراقي' })).toHaveValue('١٠٠٬٠٠٠');
  });

  it('is controllable: reports all three inputs and follows the value prop', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithUI(
      <Calculator value={{ amount: 500_000, growthPercent: 50, rentalRatePercent: 8 }} onChange={onChange} />,
    );
    expect(yearRow('1').map(digits)).toEqual(['40000', '50000', '90000']);
    screen.getByRole('slider', { name: 'Property value growth over five years' }).focus();
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith({ amount: 500_000, growthPercent: 100, rentalRatePercent: 8 });
    // Not applied until the parent passes it back.
    expect(yearRow('1').map(digits)).toEqual(['40000', '50000', '90000']);
    rerender(<Calculator value={{ amount: 500_000, growthPercent: 100, rentalRatePercent: 8 }} onChange={onChange} />);
    expect(yearRow('1').map(digits)).toEqual(['40000', '100000', '140000']);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUI(<Calculator />);
    await expectNoAxeViolations(container);
  });
});

describe('parseTypedAmount', () => {
  it('reads any digits, separators and symbols', () => {
    expect(parseTypedAmount('٢٥٠٬٠٠٠')).toBe(250000);
    expect(parseTypedAmount('۱۲۰۰۰۰۰')).toBe(1200000);
    expect(parseTypedAmount('1,500,000 IQD')).toBe(1500000);
    expect(parseTypedAmount('‏١٠٠٬٠٠٠ د.ع.‏')).toBe(100000);
    expect(parseTypedAmount('1.000.000')).toBe(1000000);
    expect(parseTypedAmount('250000.5')).toBe(250000.5);
    // The Arabic decimal separator (U+066B) is a decimal point.
    expect(parseTypedAmount('٢٥٠٠٠٠٫٥')).toBe(250000.5);
    expect(parseTypedAmount('')).toBeNaN();
    expect(parseTypedAmount('abc')).toBeNaN();
  });
});
