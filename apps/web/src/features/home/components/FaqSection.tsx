import { Accordion } from '@sahm/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../Home.css';

/** The nine questions of the FAQ (spec.md §2), answered from the product's rules (spec.md §1, §9). */
export const faqQuestions = ['eligibility', 'minimum', 'returns', 'rent', 'selling', 'gifting', 'wallet', 'kyc', 'fees'] as const;

export function FaqSection() {
  const t = useIntl().formatMessage;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t({ id: 'home.faq.title' })}
      </h2>
      <Accordion
        headingLevel={3}
        items={faqQuestions.map((id) => ({
          value: id,
          question: t({ id: `home.faq.${id}.question` }),
          answer: <p className={styles.faqAnswer}>{t({ id: `home.faq.${id}.answer` })}</p>,
        }))}
      />
    </section>
  );
}
