import { Calculator, Card, Section, Text } from '@sahm/ui';
import { useIntl } from 'react-intl';
import * as styles from '../Home.css';

/** The returns calculator (spec.md §2, §9); its note about dinars and estimates is built in. */
export function CalculatorSection() {
  const t = useIntl().formatMessage;
  return (
    <Section landmark title={t({ id: 'home.calculator.title' })}>
      <Text tone="muted" className={styles.lead}>
        {t({ id: 'home.calculator.lead' })}
      </Text>
      <Card tone="outline">
        <Calculator />
      </Card>
    </Section>
  );
}
