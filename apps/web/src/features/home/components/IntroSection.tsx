import { Button, Card, Heading, Stack, Text } from '@sahm/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import * as styles from '../Home.css';

export interface IntroSectionProps {
  isLogin: boolean;
  /** Signed-in users are taken to the list of all properties. */
  onStartInvesting: () => void;
}

/** What Sahm is, and "start now": sign up as a guest, the properties when signed in (spec.md §2). */
export function IntroSection({ isLogin, onStartInvesting }: IntroSectionProps) {
  const t = useIntl().formatMessage;
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} tone="outline" phone="same" display="grid" alignItems="center" gap="lg" className={styles.intro}>
      <Stack gap="sm">
        <Heading level={2} id={headingId}>
          {t({ id: 'home.intro.title' })}
        </Heading>
        <Text tone="muted" className={styles.lead}>
          {t({ id: 'home.intro.body' })}
        </Text>
        <ol className={styles.introPoints}>
          <li>{t({ id: 'home.intro.step1' })}</li>
          <li>{t({ id: 'home.intro.step2' })}</li>
          <li>{t({ id: 'home.intro.step3' })}</li>
        </ol>
      </Stack>
      {isLogin ? (
        <Button size="lg" trailing="arrowEnd" onClick={onStartInvesting}>
          {t({ id: 'home.intro.startNow' })}
        </Button>
      ) : (
        <Button size="lg" trailing="arrowEnd" asChild>
          <Link to={paths.register.getHref()}>{t({ id: 'home.intro.startNow' })}</Link>
        </Button>
      )}
    </Card>
  );
}
