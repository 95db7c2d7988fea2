import * as Progress from '@radix-ui/react-progress';
import { useId, type ReactNode } from 'react';
import type { Formatters } from '../../provider/format';
import { useUI } from '../../provider/UIProvider';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** Percent done, 0..100 (e.g. the funded percentage). Out-of-range values are clamped. */
  value: number;
  /** The visible label; also names the progress bar. */
  label: ReactNode;
  /** Fill colour. Defaults to success when complete, accent otherwise. */
  tone?: (typeof styles.progressTones)[number];
  className?: string;
}

/**
 * A percent with two decimals in the locale's digits; exactly 100 shows as
 * "100%" without decimals (spec.md §2: funded 100.00 shows 100).
 */
export function formatProgressPercent(format: Formatters, value: number): string {
  const clamped = clampPercent(value);
  // Decide on the rounded figure, so 99.999 does not read "100.00%".
  const rounded = Math.round(clamped * 100) / 100;
  return format.percent(rounded, rounded === 100 ? 0 : 2);
}

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export function ProgressBar({ value, label, tone, className }: ProgressBarProps) {
  const { format } = useUI();
  const labelId = useId();
  const clamped = clampPercent(value);
  const text = formatProgressPercent(format, clamped);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <bdi className={styles.value} aria-hidden="true">
          {text}
        </bdi>
      </div>
      <Progress.Root
        className={styles.track}
        value={clamped}
        max={100}
        getValueLabel={() => text}
        aria-labelledby={labelId}
      >
        <Progress.Indicator
          className={styles.indicator({ tone: tone ?? (clamped === 100 ? 'success' : 'accent') })}
          style={{ inlineSize: `${clamped}%` }}
        />
      </Progress.Root>
    </div>
  );
}
