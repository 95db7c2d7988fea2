import type { HTMLAttributes, ReactNode } from 'react';
import type { UIMessageKey } from '../../i18n';
import { useUI } from '../../provider/UIProvider';
import { Icon, type IconName } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Alert.css';

export type AlertTone = (typeof styles.alertTones)[number];

const toneIcon: Record<AlertTone, IconName> = { info: 'info', success: 'success', warning: 'warning', critical: 'error' };
const toneLabel: Record<AlertTone, UIMessageKey> = {
  info: 'alertInfo',
  success: 'alertSuccess',
  warning: 'alertWarning',
  critical: 'alertCritical',
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** `info` (default), `success`, `warning` or `critical`. */
  tone?: AlertTone;
  /** A short bold line above the message. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
}

/**
 * A message on a form or a page: a failed sign-in, a sent contact form, a
 * pending identity check. `critical` is announced at once (role="alert"),
 * the other tones politely (role="status"). The tone is never told by colour
 * alone: the icon differs, and screen readers hear the tone's name ("Error")
 * first, in the library's language. The icon sits at the reading start (the
 * right in Arabic and Kurdish).
 *
 * With nothing to say (no title, no message) it renders an empty live
 * region that takes no room: keep it mounted and fill it when the message
 * arrives, so the message is announced. Keep one Alert per tone when a
 * result may be either (sent or failed): a region that changes role is not
 * announced reliably.
 *
 * Replaces the web app's `FormAlert` (`Auth.css.ts` `alert`/`alertIcon`) and
 * the contact form's `status` styles (`Contact.css.ts`).
 */
export function Alert({ tone = 'info', title, children, className, ...rest }: AlertProps) {
  const { t } = useUI();
  const hasMessage = children !== undefined && children !== null && children !== false && children !== '';
  const hasTitle = title !== undefined && title !== null && title !== false && title !== '';
  return (
    <div
      role={tone === 'critical' ? 'alert' : 'status'}
      {...rest}
      className={[styles.region, className].filter(Boolean).join(' ')}
    >
      {(hasTitle || hasMessage) && (
        <div className={styles.alert({ tone })} data-tone={tone}>
          <Icon name={toneIcon[tone]} size={16} className={styles.icon} />
          <div className={styles.content}>
            {/* Spaces between the parts keep the announced words apart. */}
            <VisuallyHidden>{t(toneLabel[tone])}</VisuallyHidden>{' '}
            {hasTitle && (
              <>
                <p className={styles.title}>{title}</p>{' '}
              </>
            )}
            {hasMessage && <div>{children}</div>}
          </div>
        </div>
      )}
    </div>
  );
}
