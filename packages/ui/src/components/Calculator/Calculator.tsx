import {
  calculateReturns,
  calculatorRanges,
  clampToRange,
  toAsciiDigits,
  type CalculatorInput,
} from '@sahm/domain';
import { useId, useMemo, useState } from 'react';
import { useUI } from '../../provider/UIProvider';
import { Icon } from '../Icon/Icon';
import { Slider } from '../Slider/Slider';
import { TextField } from '../TextField/TextField';
import * as styles from './Calculator.css';

export type { CalculatorInput };

export interface CalculatorProps {
  /** Controlled inputs (amount in IQD, growth and rental rate in percent). */
  value?: CalculatorInput;
  /** Starting inputs when uncontrolled; missing ones take the domain defaults. */
  defaultValue?: Partial<CalculatorInput>;
  /** Called with all three inputs whenever one changes. */
  onChange?: (value: CalculatorInput) => void;
  className?: string;
}

// (Mutation testing: StrykerJS 9.6.1 reports `{}` here as survived although the tests fail with it;
// a static mutant is switched on after the module has loaded when the run names its test files, stryker-js#6144.)
const defaults: CalculatorInput = {
  amount: calculatorRanges.amount.default,
  growthPercent: calculatorRanges.growth.default,
  rentalRatePercent: calculatorRanges.rentalRate.default,
};

/**
 * Reads a typed amount: any digits (ASCII, Arabic-Indic, Persian), thousands
 * separators and a currency symbol are accepted. NaN when there is no number.
 */
export function parseTypedAmount(text: string): number {
  const ascii = toAsciiDigits(text).replace(/\u066B/g, '.');
  const kept = ascii.replace(/[^\d.]/g, '');
  // Several dots can only be grouping (1.000.000) or the dots of "د.ع.".
  const number = (kept.match(/\./g)?.length ?? 0) > 1 ? kept.replace(/\./g, '') : kept;
  return /\d/.test(number) ? Number(number) : Number.NaN;
}

/** The investment calculator (spec.md §2, §9): three inputs and a five-year table of estimates. */
export function Calculator({ value, defaultValue, onChange, className }: CalculatorProps) {
  const { t, format } = useUI();
  const captionId = useId();
  const [inner, setInner] = useState<CalculatorInput>(() => ({ ...defaults, ...defaultValue }));
  const input = value ?? inner;
  // What the user is typing in the amount field; null shows the committed amount.
  const [draft, setDraft] = useState<string | null>(null);
  const rows = useMemo(() => calculateReturns(input), [input]);

  const update = (patch: Partial<CalculatorInput>) => {
    const next = { ...input, ...patch };
    // While controlled, `inner` is not shown: updating it anyway would only show if the parent later dropped `value`.
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const commitDraft = () => {
    if (draft === null) return;
    const typed = parseTypedAmount(draft);
    setDraft(null);
    // Unreadable text goes back to the last amount rather than jumping to a default.
    if (Number.isNaN(typed)) return;
    const amount = clampToRange(typed, calculatorRanges.amount);
    if (amount !== input.amount) update({ amount });
  };

  const { amount, growth, rentalRate } = calculatorRanges;
  const wholePercent = (v: number) => format.percent(v, 0);
  const ratePercent = (v: number) => format.percent(v, Number.isInteger(v) ? 0 : 1);

  return (
    // Without `filter(Boolean)` the class attribute would end in a space when no className is given: the same class list.
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.layout}>
        <div className={styles.controls}>
          <div className={styles.amountGroup}>
            <Slider
              label={t('calculatorAmount')}
              min={amount.min}
              max={amount.max}
              step={amount.step}
              value={input.amount}
              onValueChange={(next) => update({ amount: next })}
              formatValue={format.money}
            />
            <TextField
              label={t('calculatorAmountInput')}
              hint={t('calculatorAmountHint', {
                min: format.money(amount.min),
                max: format.money(amount.max),
                step: format.money(amount.step),
              })}
              leading="wallet"
              inputMode="numeric"
              autoComplete="off"
              value={draft ?? format.number(input.amount)}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={commitDraft}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                // Enter snaps the amount here; it must not submit a surrounding form.
                event.preventDefault();
                commitDraft();
              }}
            />
          </div>
          <Slider
            label={t('calculatorGrowth')}
            min={growth.min}
            max={growth.max}
            step={growth.step}
            value={input.growthPercent}
            onValueChange={(next) => update({ growthPercent: next })}
            formatValue={wholePercent}
          />
          <Slider
            label={t('calculatorRentalRate')}
            min={rentalRate.min}
            max={rentalRate.max}
            step={rentalRate.step}
            value={input.rentalRatePercent}
            onValueChange={(next) => update({ rentalRatePercent: next })}
            formatValue={ratePercent}
          />
        </div>
        <div className={styles.results}>
          {/* Plain numbers in the cells (the note says every sum is in Iraqi dinar): without a currency symbol per cell
              the four columns, the total included, fit a phone. Focusable so keyboard users can still scroll the
              table when very large sums make it wider than the screen. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.tableRegion} role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className={styles.table}>
              <caption id={captionId} className={styles.caption}>
                {t('calculatorCaption')}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.columnHeader}>
                    {t('calculatorYear')}
                  </th>
                  <th scope="col" className={styles.columnHeader}>
                    {t('calculatorRentalIncome')}
                  </th>
                  <th scope="col" className={styles.columnHeader}>
                    {t('calculatorAppreciation')}
                  </th>
                  <th scope="col" className={styles.columnHeader}>
                    {t('calculatorTotal')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.year}>
                    <th scope="row" className={styles.rowHeader}>
                      {format.number(row.year)}
                    </th>
                    <td className={styles.amountCell}>
                      {format.number(row.rentalIncome)}
                    </td>
                    <td className={styles.amountCell}>
                      {format.number(row.appreciation)}
                    </td>
                    <td className={styles.totalCell}>
                      {format.number(row.total)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.note}>
            <Icon name="info" size={16} />
            <span>{t('calculatorNote')}</span>
          </p>
        </div>
      </div>
    </div>
  );
}
