import type { HTMLAttributes } from 'react';
import { useUI } from '../../provider/UIProvider';
import { money } from './Money.css';

export interface MoneyProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Whole Iraqi dinars. Bigint is accepted for ledger amounts. */
  value: number | bigint;
}

/** An IQD amount in the locale's digits and symbol, isolated so it never reorders nearby text. */
export function Money({ value, className, ...rest }: MoneyProps) {
  const { format } = useUI();
  return (
    <bdi className={[money, className].filter(Boolean).join(' ')} data-value={String(value)} {...rest}>
      {format.money(value)}
    </bdi>
  );
}
