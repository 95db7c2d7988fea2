import { Icon, type IconName } from '@sahm/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../Home.css';

/** The marketing claims of spec.md §1, one card each. */
export const advantages = [
  { id: 'minimum', icon: 'wallet' },
  { id: 'rent', icon: 'calendar' },
  { id: 'growth', icon: 'trendingUp' },
  { id: 'trade', icon: 'sort' },
  { id: 'licensed', icon: 'bank' },
  { id: 'documents', icon: 'file' },
] as const satisfies readonly { id: string; icon: IconName }[];

export function AdvantagesSection() {
  const t = useIntl().formatMessage;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t({ id: 'home.advantages.title' })}
      </h2>
      <ul className={styles.cards}>
        {advantages.map(({ id, icon }) => (
          <li key={id} className={styles.advantage}>
            <span className={styles.advantageIcon}>
              <Icon name={icon} size={24} />
            </span>
            <h3 className={styles.advantageTitle}>{t({ id: `home.advantages.${id}.title` })}</h3>
            <p className={styles.advantageText}>{t({ id: `home.advantages.${id}.body` })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
