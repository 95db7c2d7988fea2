import { Card, Heading, PageBlock, Section, Stack, Text, TextLink, useUI } from '@sahm/ui';
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
    <TextLink href={`mailto:${SUPPORT_EMAIL}`}>
      <bdi>{SUPPORT_EMAIL}</bdi>
    </TextLink>
  );
  const numbered = (index: number, title: string) => `${format.number(index + 1)}. ${title}`;

  return (
    <PageBlock as="article" aria-labelledby="legal-title" width="wide" space="xxl">
      <Section level={1} headingId="legal-title" title={t({ id: `legal.${document}.title` })} lead={t({ id: `legal.${document}.intro` })} />

      <div className={styles.columns}>
        <Card as="nav" tone="muted" padding="lg" gap="sm" className={styles.toc} aria-labelledby="legal-toc">
          <Heading level={2} size={4} id="legal-toc">
            {t({ id: 'legal.toc' })}
          </Heading>
          <ol className={styles.tocList}>
            {sections.map((section, index) => (
              <li key={section.id}>
                <TextLink tone="neutral" href={`#${anchor(section.id)}`}>
                  {numbered(index, t({ id: `legal.${document}.${section.id}.title` }))}
                </TextLink>
              </li>
            ))}
          </ol>
        </Card>

        <Stack gap="xl" className={styles.body}>
          {sections.map((section, index) => (
            <Section
              key={section.id}
              landmark
              id={anchor(section.id)}
              headingId={`${anchor(section.id)}-title`}
              title={numbered(index, t({ id: `legal.${document}.${section.id}.title` }))}
              space="sm"
              className={styles.section}
            >
              {Array.from({ length: section.paragraphs }, (_, p) => (
                <Text key={p}>{t({ id: `legal.${document}.${section.id}.p${p + 1}` }, { email })}</Text>
              ))}
            </Section>
          ))}
        </Stack>
      </div>
    </PageBlock>
  );
}
