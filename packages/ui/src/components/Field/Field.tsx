import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Field.css';

export type FieldLayout = (typeof styles.fieldLayouts)[number];

/**
 * What Field hands its control: spread it onto the element that takes the
 * value. With `group`, put `aria-labelledby` on the group element, and the
 * description and invalid state where the role supports them (on a
 * radiogroup itself; on each box of a row of text inputs).
 */
export interface FieldControlProps {
  /** The control's id; the label points at it. */
  id: string;
  /** The hint, the error (when there is one) and any ids passed in `describedBy`, in that order. */
  'aria-describedby'?: string;
  /** Set while there is an error. */
  'aria-invalid'?: true;
  /** Only with `group`: the label's id, to name the group (role="group" or "radiogroup"). */
  'aria-labelledby'?: string;
}

export interface FieldProps {
  /** The visible label. */
  label: ReactNode;
  /** Help read with the control: under the label when stacked, under the label text when inline. */
  hint?: ReactNode;
  /** The error message: marks the control invalid, describes it, and is announced when it appears. */
  error?: ReactNode;
  /**
   * Shows the required star, for the eye only. Pass `required` to the control
   * as well: that is what screen readers and the browser's validation read.
   */
  required?: boolean;
  /** Greys an inline label and makes it stop looking clickable. */
  disabled?: boolean;
  /** The control's id; generated when not given. */
  id?: string;
  /** More ids that describe the control, read after the hint and the error. */
  describedBy?: string;
  /** `stacked` (default): label above the control. `inline`: control at the reading start, label beside it. */
  layout?: FieldLayout;
  /**
   * The control is a group of inputs (code boxes, radios) rather than one
   * labelable element: the label becomes a plain element with an id, and the
   * group is named by `aria-labelledby` instead of `<label for>`.
   */
  group?: boolean;
  className?: string;
  /** Renders the control with the ids and ARIA state it needs. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame of every form control: the label (with the required star), the
 * hint, the control, and a live region that announces the error message. It
 * owns the ids, so label, hint and error are always wired to the control
 * (`for`, `aria-describedby`, `aria-invalid`). TextField, TextArea, Select,
 * Checkbox and OtpInput are built on it; use it directly for a control the
 * library does not have (a file picker, a group of radios), so its label,
 * hint and error look and behave like every other field.
 *
 * ```tsx
 * <Field label="Passport photo" hint="JPG or PNG, up to 5 MB" error={errors.photo} required>
 *   {(control) => <input type="file" accept="image/*" required {...control} />}
 * </Field>
 * ```
 *
 * Replaces the library's private `FieldFrame`/`useFieldIds` (TextField and
 * TextArea) and the label and error markup Select, Checkbox and OtpInput each
 * had of their own.
 */
export function Field({
  label,
  hint,
  error,
  required,
  disabled,
  id: idProp,
  describedBy,
  layout = 'stacked',
  group = false,
  className,
  children,
}: FieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describers = [hint ? hintId : undefined, hasError ? errorId : undefined, describedBy].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    'aria-describedby': describers || undefined,
    'aria-invalid': hasError || undefined,
    ...(group ? { 'aria-labelledby': labelId } : {}),
  };

  const labelContent = (
    <>
      {label}
      {/* The control's own `required` tells screen readers; the star is for the eye. */}
      {required && (
        <span aria-hidden="true" className={styles.requiredMarker}>
          *
        </span>
      )}
    </>
  );
  const inline = layout === 'inline';
  const labelClass = inline ? styles.inlineLabel : styles.label;
  const labelElement = group ? (
    <span id={labelId} className={labelClass}>
      {labelContent}
    </span>
  ) : (
    // The inline label is the control's larger click target, so it shows when it cannot be used.
    // Its value is never read: the style matches `[data-disabled]`, so any string would do.
    <label htmlFor={id} className={labelClass} data-disabled={inline && disabled ? '' : undefined}>
      {labelContent}
    </label>
  );
  const hintElement = hint && (
    <p id={hintId} className={styles.hint}>
      {hint}
    </p>
  );
  // Always present so the message is announced when it is filled in.
  const errorRegion = (
    <div role="alert" className={styles.errorRegion}>
      {hasError && (
        <p id={errorId} className={styles.error}>
          <Icon name="error" size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
  // Without `filter(Boolean)` the class attribute would end in a space when no className is given: the same class list.
  const classes = [styles.field({ layout }), className].filter(Boolean).join(' ');

  if (inline) {
    return (
      <div className={classes}>
        {children(control)}
        <div className={styles.inlineBody}>
          {labelElement}
          {hintElement}
          {errorRegion}
        </div>
      </div>
    );
  }
  return (
    <div className={classes}>
      {labelElement}
      {hintElement}
      {children(control)}
      {errorRegion}
    </div>
  );
}
