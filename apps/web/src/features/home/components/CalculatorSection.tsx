import { Calculator } from '@sahm/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../Home.css';

/** The returns calculator (spec.md §2, §9); its note about dinars and estimates is built in. */
export function CalculatorSection() {
  const t = useIntl().formatMessage;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t({ id: 'home.calculator.title' })}
      </h2>
      <p className={styles.sectionLead}>{t({ id: 'home.calculator.lead' })}</p>
      <div className={styles.calculatorCard}>
        <Calculator />
      </div>
    </section>
  );
}
