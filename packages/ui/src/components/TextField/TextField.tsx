import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { Field } from '../Field/Field';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> {
  /** The visible label, tied to the input. */
  label: ReactNode;
  /** Help shown under the label and read with the input. */
  hint?: ReactNode;
  /** The error message; marks the input invalid and is announced when it appears. */
  error?: ReactNode;
  /** Icon inside the field at the reading start. */
  leading?: IconName;
  /** An action inside the field at the reading end (e.g. a show-password button). */
  trailing?: ReactNode;
  type?: (typeof styles.textFieldTypes)[number];
  /** Reaches the <input> itself (focus, selection). */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  leading,
  trailing,
  id: idProp,
  required,
  disabled,
  className,
  type = 'text',
  ref,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  return (
    <Field id={idProp} label={label} hint={hint} error={error} required={required} describedBy={describedBy} className={className}>
      {(control) => (
        <div className={styles.control({ invalid: Boolean(control['aria-invalid']), disabled: Boolean(disabled), trailing: Boolean(trailing) })}>
          {leading && <Icon name={leading} />}
          <input ref={ref} {...control} type={type} className={styles.input} required={required} disabled={disabled} {...rest} />
          {trailing}
        </div>
      )}
    </Field>
  );
}
