import type { IconName } from '@sahm/ui';
import { paths } from '../../config/paths';

export interface NavEntry {
  id: string;
  /** Catalog key of the label. */
  label: string;
  icon: IconName;
  href?: string;
  action?: 'search' | 'logout';
}

/** The side menu of spec.md §2, in its exact order, for each kind of visitor; an admin also gets the operator console. */
export function sideMenuEntries(signedIn: boolean, isAdmin = false): NavEntry[] {
  const common: NavEntry[] = [
    { id: 'home', label: 'shell.nav.home', icon: 'home', href: paths.home.getHref() },
    { id: 'about', label: 'shell.nav.about', icon: 'info', href: paths.aboutUs.getHref() },
    { id: 'terms', label: 'shell.nav.terms', icon: 'file', href: paths.termsOfUse.getHref() },
    { id: 'privacy', label: 'shell.nav.privacy', icon: 'lock', href: paths.privacyPolicy.getHref() },
    { id: 'contact', label: 'shell.nav.contact', icon: 'mail', href: paths.contactUs.getHref() },
    { id: 'search', label: 'shell.nav.search', icon: 'search', action: 'search' },
  ];
  if (!signedIn) return common;
  return [
    { id: 'dashboard', label: 'shell.nav.dashboard', icon: 'wallet', href: paths.dashboard.getHref() },
    { id: 'portfolio', label: 'shell.nav.portfolio', icon: 'trendingUp', href: paths.portfolio.getHref() },
    { id: 'transactions', label: 'shell.nav.transactions', icon: 'sort', href: paths.transactions.getHref() },
    { id: 'settings', label: 'shell.nav.settings', icon: 'user', href: paths.settings.getHref() },
    ...(isAdmin ? [{ id: 'admin', label: 'shell.nav.admin', icon: 'lock', href: paths.admin.getHref() } satisfies NavEntry] : []),
    ...common,
    { id: 'logout', label: 'shell.nav.logout', icon: 'logout', action: 'logout' },
  ];
}
