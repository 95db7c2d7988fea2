import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './TextField.css';

/** The ids and description a labelled control needs, shared by TextField and TextArea. */
export function useFieldIds(idProp: string | undefined, hint: ReactNode, error: ReactNode, describedBy: string | undefined) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describers = [hint ? hintId : undefined, hasError ? errorId : undefined, describedBy].filter(Boolean).join(' ');
  return { id, hintId, errorId, hasError, describedBy: describers || undefined };
}

interface FieldFrameProps {
  ids: ReturnType<typeof useFieldIds>;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  /** The control itself, wired with `ids.id`, `ids.describedBy` and aria-invalid. */
  children: ReactNode;
}

/** Label (with the required star), hint, the control, and the error region that announces the message. */
export function FieldFrame({ ids, label, hint, error, required, className, children }: FieldFrameProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
        {/* The control's own `required` tells screen readers; the star is for the eye. */}
        {required && (
          <span aria-hidden="true" className={styles.requiredMarker}>
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {/* Always present so the message is announced when it is filled in. */}
      <div role="alert" className={styles.errorRegion}>
        {ids.hasError && (
          <p id={ids.errorId} className={styles.error}>
            <Icon name="error" size={16} />
            <span>{error}</span>
          </p>
        )}
      </div>
    </div>
  );
}
