import { Accordion, Section, Text } from '@sahm/ui';
import { useIntl } from 'react-intl';

/** The nine questions of the FAQ (spec.md §2), answered from the product's rules (spec.md §1, §9). */
export const faqQuestions = ['eligibility', 'minimum', 'returns', 'rent', 'selling', 'gifting', 'wallet', 'kyc', 'fees'] as const;

export function FaqSection() {
  const t = useIntl().formatMessage;
  return (
    <Section landmark title={t({ id: 'home.faq.title' })}>
      <Accordion
        headingLevel={3}
        items={faqQuestions.map((id) => ({
          value: id,
          question: t({ id: `home.faq.${id}.question` }),
          answer: <Text>{t({ id: `home.faq.${id}.answer` })}</Text>,
        }))}
      />
    </Section>
  );
}
