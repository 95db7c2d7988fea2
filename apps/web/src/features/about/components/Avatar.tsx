import * as styles from '../About.css';
import { initialsOf } from '../team';

/**
 * A generated portrait: the person's initials on a tinted disc (no photos are
 * downloaded). Decorative, because the name is printed right under it.
 */
export function Avatar({ name, tone }: { name: string; tone: keyof typeof styles.avatarTone }) {
  return (
    <span className={`${styles.avatarWrap} ${styles.avatarTone[tone]}`}>
      <svg className={styles.avatar} viewBox="0 0 96 96" aria-hidden="true" focusable="false" data-avatar="">
        <circle cx="48" cy="48" r="48" fill="currentColor" opacity="0.12" />
        <text x="48" y="50" textAnchor="middle" dominantBaseline="central" fill="currentColor" className={styles.avatarText}>
          {initialsOf(name)}
        </text>
      </svg>
    </span>
  );
}
