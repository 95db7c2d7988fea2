import * as RadixSlider from '@radix-ui/react-slider';
import { useId, useState, type ReactNode } from 'react';
import * as styles from './Slider.css';

export interface SliderProps {
  /** The visible label; also names the thumb for screen readers. */
  label: ReactNode;
  min: number;
  max: number;
  step?: number;
  /** Controlled value. */
  value?: number;
  /** Starting value when uncontrolled (defaults to `min`). */
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Called when a drag ends or a key moves the value (for expensive work). */
  onValueCommit?: (value: number) => void;
  /** Turns the value into display text (locale digits, units); also read as aria-valuetext. */
  formatValue?: (value: number) => string;
  /** Shows the formatted value beside the label (default true). */
  showValue?: boolean;
  disabled?: boolean;
  /** Form field name (a hidden input carries the value in forms). */
  name?: string;
  id?: string;
  className?: string;
}

/**
 * A single-thumb slider. Radix reads the direction from UIProvider, so in RTL
 * the range fills from the right and ArrowLeft increases the value.
 */
export function Slider({
  label,
  min,
  max,
  step = 1,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  formatValue,
  showValue = true,
  disabled,
  name,
  id,
  className,
}: SliderProps) {
  const labelId = useId();
  const [inner, setInner] = useState(defaultValue ?? min);
  const current = value ?? inner;
  const text = formatValue ? formatValue(current) : String(current);

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {showValue && (
          <bdi className={styles.value} data-slider-value="">
            {text}
          </bdi>
        )}
      </div>
      <RadixSlider.Root
        className={styles.root}
        min={min}
        max={max}
        step={step}
        value={[current]}
        onValueChange={([next]) => {
          if (next === undefined) return;
          if (value === undefined) setInner(next);
          onValueChange?.(next);
        }}
        onValueCommit={([next]) => {
          if (next !== undefined) onValueCommit?.(next);
        }}
        disabled={disabled}
        name={name}
      >
        <RadixSlider.Track className={styles.track}>
          <RadixSlider.Range className={styles.range} />
        </RadixSlider.Track>
        <RadixSlider.Thumb
          id={id}
          className={styles.thumb}
          aria-labelledby={labelId}
          aria-valuetext={formatValue ? text : undefined}
        />
      </RadixSlider.Root>
    </div>
  );
}
