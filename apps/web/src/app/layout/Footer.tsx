import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import * as styles from './Layout.css';

export const SUPPORT_EMAIL = 'support@sahm.iq';

const social = [
  { name: 'Facebook', href: 'https://www.facebook.com/sahm.iq' },
  { name: 'Instagram', href: 'https://www.instagram.com/sahm.iq' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/sahm-iq' },
  { name: 'X', href: 'https://x.com/sahm_iq' },
] as const;

/** Company links, the support e-mail, social links and the copyright year (spec.md §2). */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const t = useIntl().formatMessage;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerGrid}>
        <div>
          <p className={styles.footerHeading}>{t({ id: 'shell.brand' })}</p>
          <p>{t({ id: 'shell.footer.tagline' })}</p>
        </div>
        <nav aria-label={t({ id: 'shell.footer.company' })}>
          <h2 className={styles.footerHeading}>{t({ id: 'shell.footer.company' })}</h2>
          <ul className={styles.sideList}>
            <li><Link className={styles.footerLink} to={paths.aboutUs.getHref()}>{t({ id: 'shell.nav.aboutUs' })}</Link></li>
            <li><Link className={styles.footerLink} to={paths.termsOfUse.getHref()}>{t({ id: 'shell.nav.terms' })}</Link></li>
            <li><Link className={styles.footerLink} to={paths.privacyPolicy.getHref()}>{t({ id: 'shell.nav.privacy' })}</Link></li>
            <li><Link className={styles.footerLink} to={paths.contactUs.getHref()}>{t({ id: 'shell.nav.contact' })}</Link></li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.footerHeading}>{t({ id: 'shell.footer.support' })}</h2>
          <a className={styles.footerLink} href={`mailto:${SUPPORT_EMAIL}`}>
            <bdi>{SUPPORT_EMAIL}</bdi>
          </a>
        </div>
        <nav aria-label={t({ id: 'shell.footer.social' })}>
          <h2 className={styles.footerHeading}>{t({ id: 'shell.footer.social' })}</h2>
          <ul className={styles.sideList}>
            {social.map((s) => (
              <li key={s.name}>
                <a className={styles.footerLink} href={s.href} rel="noopener noreferrer" target="_blank" lang="en">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{t({ id: 'shell.footer.copyright' }, { year: String(year) })}</p>
    </footer>
  );
}
