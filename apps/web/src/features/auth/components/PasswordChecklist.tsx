import { Icon, Tiles, VisuallyHidden } from '@sahm/ui';
import { useIntl } from 'react-intl';
import * as styles from './Auth.css';

/** The constraints of spec.md §5 that "The Password does not meet the constraints below" points at. */
export const passwordRules = [
  { id: 'length', test: (value: string) => value.length >= 8 },
  { id: 'upper', test: (value: string) => /[A-Z]/.test(value) },
  { id: 'lower', test: (value: string) => /[a-z]/.test(value) },
  { id: 'number', test: (value: string) => /[0-9]/.test(value) },
] as const;

export interface PasswordChecklistProps {
  password: string;
  /** Referenced by the password input's aria-describedby. */
  id: string;
}

/** The password constraints, each ticked as soon as the typed password meets it. Put it right under the password field. */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const t = useIntl().formatMessage;
  return (
    <Tiles as="ul" minColumnSize={170} stretch space="xs" id={id} aria-label={t({ id: 'auth.password.rules' })}>
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={styles.checklistItem} data-met={met} data-rule={rule.id}>
            <Icon name={met ? 'check' : 'close'} size={16} />
            <span>{t({ id: `auth.password.rule.${rule.id}` })}</span>
            <VisuallyHidden>{t({ id: met ? 'auth.password.met' : 'auth.password.notMet' })}</VisuallyHidden>
          </li>
        );
      })}
    </Tiles>
  );
}
