import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useState, type ReactNode } from 'react';
import { Field } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import * as css from './Checkbox.css';

export type CheckboxState = boolean | 'indeterminate';

export interface CheckboxProps {
  /** The visible label; may hold a link (e.g. to the Terms and Conditions). */
  label: ReactNode;
  checked?: CheckboxState;
  defaultChecked?: CheckboxState;
  onCheckedChange?: (checked: CheckboxState) => void;
  /** Help read with the box, under the label text. */
  hint?: ReactNode;
  /** Error text from the app; marks the box invalid, describes it and is announced. */
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
 * instead of toggling the box. Label, hint and error come from Field's
 * inline layout, lined up with the label text.
 */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  hint,
  error,
  disabled,
  required,
  name,
  value,
  id,
  className,
}: CheckboxProps) {
  // Tracked here too, so the indicator can draw a tick or a dash.
  const [ownState, setOwnState] = useState<CheckboxState>(defaultChecked ?? false);
  const state = checked ?? ownState;
  return (
    <Field id={id} layout="inline" label={label} hint={hint} error={error} required={required} disabled={disabled} className={className}>
      {(control) => (
        <RadixCheckbox.Root
          {...control}
          checked={state}
          onCheckedChange={(next) => {
            if (checked === undefined) setOwnState(next);
            onCheckedChange?.(next);
          }}
          disabled={disabled}
          required={required}
          name={name}
          value={value}
          className={css.box}
        >
          <RadixCheckbox.Indicator className={css.indicator}>
            <Icon name={state === 'indeterminate' ? 'minus' : 'check'} size={16} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
      )}
    </Field>
  );
}
