import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from '../TextField/FieldFrame';
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
  const ids = useFieldIds(idProp, hint, error, describedBy);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        ref={ref}
        id={ids.id}
        className={styles.textarea}
        required={required}
        aria-invalid={ids.hasError || undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
    </FieldFrame>
  );
}
