import { Icon } from '@sahm/ui';
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import * as styles from '../Contact.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line field that behaves like the library's TextField (label, error
 * announced, aria-invalid). The library has no textarea yet; this is the
 * contact form's until it does.
 */
export function TextArea({ label, error, id: idProp, required, ref, 'aria-describedby': describedBy, ...rest }: TextAreaProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describers = [hasError ? errorId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.requiredMarker}>
            *
          </span>
        )}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={styles.textarea}
        required={required}
        aria-invalid={hasError || undefined}
        aria-describedby={describers || undefined}
        {...rest}
      />
      <div role="alert">
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
