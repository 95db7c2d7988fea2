import { Button, CountUp } from '@sahm/ui';
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

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{t({ id: 'about.eyebrow' })}</p>
        <h1 className={styles.title}>{t({ id: 'about.title' })}</h1>
        <p className={styles.lead}>{t({ id: 'about.lead' })}</p>
      </header>

      <section className={styles.section} aria-labelledby="about-mission">
        <h2 id="about-mission" className={styles.sectionTitle}>
          {t({ id: 'about.mission.title' })}
        </h2>
        <p className={styles.text}>{t({ id: 'about.mission.text' })}</p>
        <ul className={styles.grid}>
          {missionPoints.map((point) => (
            <li key={point} className={styles.card}>
              <h3 className={styles.cardTitle}>{t({ id: `about.mission.${point}.title` })}</h3>
              <p className={styles.muted}>{t({ id: `about.mission.${point}.text` })}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-stats">
        <h2 id="about-stats" className={styles.sectionTitle}>
          {t({ id: 'about.stats.title' })}
        </h2>
        <ul className={styles.grid}>
          {aboutStats.map((stat) => {
            const { prefix, suffix } = figureParts(t({ id: `about.stats.${stat.id}.figure` }, { value: '{value}' }));
            return (
              <li key={stat.id} className={styles.statCard} data-stat={stat.id}>
                <CountUp value={stat.value} durationMs={COUNT_UP_MS} prefix={prefix} suffix={suffix} size="display" />
                <p className={styles.statLabel}>{t({ id: `about.stats.${stat.id}.label` })}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-team">
        <h2 id="about-team" className={styles.sectionTitle}>
          {t({ id: 'about.team.title' })}
        </h2>
        <p className={styles.text}>{t({ id: 'about.team.text' })}</p>
        <ul className={styles.grid}>
          {teamMembers.map((member) => {
            const name = t({ id: `about.team.${member.id}.name` });
            return (
              <li key={member.id} className={styles.member}>
                <Avatar name={name} tone={member.tone} />
                <h3 className={styles.cardTitle}>{name}</h3>
                <p className={styles.muted}>{t({ id: `about.team.${member.id}.position` })}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-partners">
        <h2 id="about-partners" className={styles.sectionTitle}>
          {t({ id: 'about.partners.title' })}
        </h2>
        <ul className={styles.partners}>
          {partners.map((partner) => (
            <li key={partner.name} className={styles.partner} translate="no" lang="en">
              <PartnerLogo name={partner.name} shape={partner.shape} />
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.cta} aria-labelledby="about-start">
        <h2 id="about-start" className={styles.sectionTitle}>
          {t({ id: 'about.cta.title' })}
        </h2>
        <p className={styles.text}>{t({ id: 'about.cta.text' })}</p>
        {action ? (
          <Button asChild size="lg" trailing="arrowEnd" className={styles.wrapButton}>
            <Link to={action.href}>{t({ id: action.label })}</Link>
          </Button>
        ) : (
          <Button size="lg" loading className={styles.wrapButton}>
            {t({ id: 'about.cta.start' })}
          </Button>
        )}
      </section>
    </div>
  );
}
