import { useUI } from '@sahm/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { legalDocuments, SUPPORT_EMAIL, type LegalDocument } from './documents';
import * as styles from './Legal.css';

/** /terms-of-use and /privacy-policy: the legal texts of spec.md §1, with a table of contents. */
export default function LegalPage({ document }: { document: LegalDocument }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const sections = legalDocuments[document];
  const anchor = (id: string) => `${document}-${id}`;
  const email: ReactNode = (
    <a className={styles.email} href={`mailto:${SUPPORT_EMAIL}`}>
      <bdi>{SUPPORT_EMAIL}</bdi>
    </a>
  );
  const numbered = (index: number, title: string) => `${format.number(index + 1)}. ${title}`;

  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {t({ id: `legal.${document}.title` })}
        </h1>
        <p className={styles.lead}>{t({ id: `legal.${document}.intro` })}</p>
      </header>

      <nav className={styles.toc} aria-labelledby="legal-toc">
        <h2 id="legal-toc" className={styles.tocTitle}>
          {t({ id: 'legal.toc' })}
        </h2>
        <ol className={styles.tocList}>
          {sections.map((section, index) => (
            <li key={section.id}>
              <a className={styles.tocLink} href={`#${anchor(section.id)}`}>
                {numbered(index, t({ id: `legal.${document}.${section.id}.title` }))}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className={styles.body}>
        {sections.map((section, index) => (
          <section key={section.id} id={anchor(section.id)} className={styles.section} aria-labelledby={`${anchor(section.id)}-title`}>
            <h2 id={`${anchor(section.id)}-title`} className={styles.sectionTitle}>
              {numbered(index, t({ id: `legal.${document}.${section.id}.title` }))}
            </h2>
            {Array.from({ length: section.paragraphs }, (_, p) => (
              <p key={p} className={styles.paragraph}>
                {t({ id: `legal.${document}.${section.id}.p${p + 1}` }, { email })}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
