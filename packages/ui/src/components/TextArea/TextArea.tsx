import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible label, tied to the textarea. */
  label: ReactNode;
  /** Help shown under the label and read with the textarea. */
  hint?: ReactNode;
  /** The error message; marks the textarea invalid and is announced when it appears. */
  error?: ReactNode;
  /** Reaches the <textarea> itself (focus, selection). */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line field that behaves like TextField: label, hint, required star, error announced, aria-invalid. */
export function TextArea({ label, hint, error, id: idProp, required, className, ref, 'aria-describedby': describedBy, ...rest }: TextAreaProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describers = [hint ? hintId : undefined, hasError ? errorId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {/* The textarea's own `required` tells screen readers; the star is for the eye. */}
        {required && (
          <span aria-hidden="true" className={fieldStyles.requiredMarker}>
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <textarea
        ref={ref}
        id={id}
        className={styles.textarea}
        required={required}
        aria-invalid={hasError || undefined}
        aria-describedby={describers || undefined}
        {...rest}
      />
      {/* Always present so the message is announced when it is filled in. */}
      <div role="alert" className={fieldStyles.errorRegion}>
        {hasError && (
          <p id={errorId} className={fieldStyles.error}>
            <Icon name="error" size={16} />
            <span>{error}</span>
          </p>
        )}
      </div>
    </div>
  );
}
