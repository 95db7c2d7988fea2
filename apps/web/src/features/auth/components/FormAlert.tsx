import { Icon } from '@sahm/ui';
import * as styles from './Auth.css';

/** A form-level error, announced when it appears. Renders nothing without a message. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert">
      {message && (
        <p className={styles.alert}>
          <Icon name="error" size={16} className={styles.alertIcon} />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
