import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as css from './Checkbox.css';

export type CheckboxState = boolean | 'indeterminate';

export interface CheckboxProps {
  /** The visible label; may hold a link (e.g. to the Terms and Conditions). */
  label: ReactNode;
  checked?: CheckboxState;
  defaultChecked?: CheckboxState;
  onCheckedChange?: (checked: CheckboxState) => void;
  /** Error text from the app; marks the box invalid and describes it. */
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** Form field name: a hidden native checkbox carries the value when inside a form. */
  name?: string;
  value?: string;
  id?: string;
  className?: string;
}

/**
 * A labelled checkbox (Radix Checkbox: Space toggles, checkbox semantics).
 * The label is a separate <label>, so a link inside it follows the link
 * instead of toggling the box.
 */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  error,
  disabled,
  required,
  name,
  value,
  id,
  className,
}: CheckboxProps) {
  const autoId = useId();
  // Tracked here too, so the indicator can draw a tick or a dash.
  const [ownState, setOwnState] = useState<CheckboxState>(defaultChecked ?? false);
  const state = checked ?? ownState;
  const boxId = id ?? `${autoId}-box`;
  const errorId = `${autoId}-error`;
  return (
    <div className={[css.field, className].filter(Boolean).join(' ')}>
      <div className={css.row}>
        <RadixCheckbox.Root
          id={boxId}
          checked={state}
          onCheckedChange={(next) => {
            if (checked === undefined) setOwnState(next);
            onCheckedChange?.(next);
          }}
          disabled={disabled}
          required={required}
          name={name}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={css.box}
        >
          <RadixCheckbox.Indicator className={css.indicator}>
            <Icon name={state === 'indeterminate' ? 'minus' : 'check'} size={16} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={boxId} className={css.label} data-disabled={disabled ? '' : undefined}>
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} role="alert" className={css.error}>
          <Icon name="alert" size={16} />
          {error}
        </p>
      )}
    </div>
  );
}
