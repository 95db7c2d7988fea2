import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
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
  return (
    <Field id={idProp} label={label} hint={hint} error={error} required={required} describedBy={describedBy} className={className}>
      {(control) => <textarea ref={ref} {...control} className={styles.textarea} required={required} {...rest} />}
    </Field>
  );
}
