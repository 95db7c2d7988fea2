import { Button, Card, CountUp, Heading, PageBlock, Section, Text, Tiles } from '@sahm/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth';
import * as styles from './About.css';
import { Avatar } from './components/Avatar';
import { PartnerLogo } from './components/PartnerLogo';
import { startActionFor } from './startAction';
import { partners, teamMembers } from './team';

/** spec.md §9: the About stats count up over 3 seconds. */
export const COUNT_UP_MS = 3000;

/** The figures of spec.md §9: 151 (million USD), 40 (million) and 371. */
export const aboutStats = [
  { id: 'invested', value: 151 },
  { id: 'tokens', value: 40 },
  { id: 'units', value: 371 },
] as const;

const missionPoints = ['access', 'income', 'liquidity', 'trust'] as const;

/** Splits a catalog figure like "${value}M" into what comes before and after the number. */
function figureParts(template: string): { prefix: string; suffix: string } {
  const [prefix = '', suffix = ''] = template.split('{value}');
  return { prefix, suffix };
}

/** /about-us: mission, count-up stats, team, partners and the start button (spec.md §2, §9). */
export default function AboutPage() {
  const t = useIntl().formatMessage;
  const { isLogin, profile } = useAuth();
  const action = startActionFor(isLogin, profile);
  const ctaId = useId();

  return (
    <PageBlock width="wide" space="xxxl">
      <Section level={1} eyebrow={t({ id: 'about.eyebrow' })} title={t({ id: 'about.title' })} lead={t({ id: 'about.lead' })} />

      <Section landmark title={t({ id: 'about.mission.title' })}>
        <Text className={styles.measure}>{t({ id: 'about.mission.text' })}</Text>
        <Tiles as="ul" minColumnSize={220} stretch>
          {missionPoints.map((point) => (
            <Card key={point} as="li" gap="sm">
              <Heading level={3}>{t({ id: `about.mission.${point}.title` })}</Heading>
              <Text size="sm" tone="muted">
                {t({ id: `about.mission.${point}.text` })}
              </Text>
            </Card>
          ))}
        </Tiles>
      </Section>

      <Section landmark title={t({ id: 'about.stats.title' })}>
        <Tiles as="ul" minColumnSize={220} stretch>
          {aboutStats.map((stat) => {
            const { prefix, suffix } = figureParts(t({ id: `about.stats.${stat.id}.figure` }, { value: '{value}' }));
            return (
              <Card key={stat.id} as="li" tone="accent" gap="sm" alignItems="center" textAlign="center" data-stat={stat.id}>
                <CountUp value={stat.value} durationMs={COUNT_UP_MS} prefix={prefix} suffix={suffix} size="display" />
                <Text weight="medium">{t({ id: `about.stats.${stat.id}.label` })}</Text>
              </Card>
            );
          })}
        </Tiles>
      </Section>

      <Section landmark title={t({ id: 'about.team.title' })}>
        <Text className={styles.measure}>{t({ id: 'about.team.text' })}</Text>
        <Tiles as="ul" minColumnSize={220} stretch>
          {teamMembers.map((member) => {
            const name = t({ id: `about.team.${member.id}.name` });
            return (
              <Card key={member.id} as="li" gap="sm" alignItems="center" textAlign="center">
                <Avatar name={name} tone={member.tone} />
                <Heading level={3}>{name}</Heading>
                <Text size="sm" tone="muted">
                  {t({ id: `about.team.${member.id}.position` })}
                </Text>
              </Card>
            );
          })}
        </Tiles>
      </Section>

      <Section landmark title={t({ id: 'about.partners.title' })}>
        <Tiles as="ul" minColumnSize={180} stretch alignItems="center">
          {partners.map((partner) => (
            <Card key={partner.name} as="li" tone="outline" padding="lg" alignItems="center" justifyContent="center" translate="no" lang="en">
              <PartnerLogo name={partner.name} shape={partner.shape} />
            </Card>
          ))}
        </Tiles>
      </Section>

      <Card as="section" tone="accent" alignItems="flex-start" aria-labelledby={ctaId}>
        <Heading level={2} id={ctaId}>
          {t({ id: 'about.cta.title' })}
        </Heading>
        <Text className={styles.measure}>{t({ id: 'about.cta.text' })}</Text>
        {action ? (
          <Button asChild size="lg" trailing="arrowEnd">
            <Link to={action.href}>{t({ id: action.label })}</Link>
          </Button>
        ) : (
          <Button size="lg" loading>
            {t({ id: 'about.cta.start' })}
          </Button>
        )}
      </Card>
    </PageBlock>
  );
}
