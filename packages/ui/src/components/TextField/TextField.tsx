import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
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
  const autoId = useId();
  const id = idProp ?? autoId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describers = [hint ? hintId : undefined, hasError ? errorId : undefined, describedBy].filter(Boolean).join(' ');

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {/* The input's own `required` tells screen readers; the star is for the eye. */}
        {required && (
          <span aria-hidden="true" className={styles.requiredMarker}>
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.control({ invalid: hasError, disabled: Boolean(disabled), trailing: Boolean(trailing) })}>
        {leading && <Icon name={leading} />}
        <input
          ref={ref}
          id={id}
          type={type}
          className={styles.input}
          required={required}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={describers || undefined}
          {...rest}
        />
        {trailing}
      </div>
      {/* Always present so the message is announced when it is filled in. */}
      <div role="alert" className={styles.errorRegion}>
        {hasError && (
          <p id={errorId} className={styles.error}>
            <Icon name="error" size={16} />
            <span>{error}</span>
          </p>
        )}
      </div>
    </div>
  );
}
