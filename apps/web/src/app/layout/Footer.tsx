import { Box, Heading, MenuList, Stack, Text, TextLink, Tiles } from '@sahm/ui';
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

const company = [
  { label: 'shell.nav.aboutUs', href: paths.aboutUs.getHref() },
  { label: 'shell.nav.terms', href: paths.termsOfUse.getHref() },
  { label: 'shell.nav.privacy', href: paths.privacyPolicy.getHref() },
  { label: 'shell.nav.contact', href: paths.contactUs.getHref() },
] as const;

/** Company links, the support e-mail, social links and the copyright year (spec.md §2). */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Box as="footer" paddingBlock="xxl" paddingInline="xl" backgroundColor="muted" className={styles.footer}>
      <Stack gap="xl" className={styles.footerContent}>
        <Tiles minColumnSize={200} stretch space="xl">
          <Stack gap="sm">
            <Text weight="semibold">{t({ id: 'shell.brand' })}</Text>
            <Text>{t({ id: 'shell.footer.tagline' })}</Text>
          </Stack>
          <Stack as="nav" gap="sm" aria-label={t({ id: 'shell.footer.company' })}>
            <Heading level={2} size={4}>
              {t({ id: 'shell.footer.company' })}
            </Heading>
            <MenuList>
              {company.map(({ label, href }) => (
                <li key={label}>
                  <TextLink tone="neutral" asChild>
                    <Link to={href}>{t({ id: label })}</Link>
                  </TextLink>
                </li>
              ))}
            </MenuList>
          </Stack>
          <Stack gap="sm">
            <Heading level={2} size={4}>
              {t({ id: 'shell.footer.support' })}
            </Heading>
            <div>
              <TextLink tone="neutral" href={`mailto:${SUPPORT_EMAIL}`}>
                <bdi>{SUPPORT_EMAIL}</bdi>
              </TextLink>
            </div>
          </Stack>
          <Stack as="nav" gap="sm" aria-label={t({ id: 'shell.footer.social' })}>
            <Heading level={2} size={4}>
              {t({ id: 'shell.footer.social' })}
            </Heading>
            <MenuList>
              {social.map((s) => (
                <li key={s.name}>
                  <TextLink tone="neutral" href={s.href} rel="noopener noreferrer" target="_blank" lang="en">
                    {s.name}
                  </TextLink>
                </li>
              ))}
            </MenuList>
          </Stack>
        </Tiles>
        <Text size="sm" tone="muted" align="center">
          {t({ id: 'shell.footer.copyright' }, { year: intl.formatNumber(year, { useGrouping: false }) })}
        </Text>
      </Stack>
    </Box>
  );
}
