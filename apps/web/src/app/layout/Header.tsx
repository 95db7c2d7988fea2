import { localeNames, locales, type Locale } from '@sahm/domain';
import { Button, Icon, IconButton, useUI } from '@sahm/ui';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { saveLocale } from '../../lib/storage';
import { useAuth } from '../auth';
import { useLogout } from './useLogout';
import * as styles from './Layout.css';
import { LazyDropdownMenu } from './LazyDropdownMenu';
import { useUnreadCount } from './session';

/** The bell: my unread notifications on its corner, a link to them; the label says the count as the badge shows it. */
function NotificationBell() {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const unread = useUnreadCount() ?? 0;
  const shown = unread > 99 ? `${format.number(99)}+` : format.number(unread);
  const label = unread > 0 ? t({ id: 'session.notificationsUnread' }, { count: shown }) : t({ id: 'session.notifications' });
  return (
    <IconButton icon="bell" label={label} count={unread} asChild>
      <Link to={paths.notifications.getHref()} />
    </IconButton>
  );
}

export interface HeaderProps {
  onOpenMenu: () => void;
  /** The menu button was hovered, focused or pressed: a good moment to fetch the menu's code. */
  onMenuIntent?: () => void;
}

/** The shared header of spec.md §2. */
export function Header({ onOpenMenu, onMenuIntent }: HeaderProps) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const { isLogin, isAdmin } = useAuth();
  const logout = useLogout();
  const { locale } = useUI();

  const chooseLanguage = (next: Locale) => {
    saveLocale(next);
    window.location.reload();
  };

  return (
    <header className={styles.header} data-app-header="">
      <Link to={paths.home.getHref()} className={styles.brand}>
        {t({ id: 'shell.brand' })}
      </Link>
      <nav aria-label={t({ id: 'shell.nav.label' })} className={`${styles.nav} ${styles.desktopOnly}`}>
        <Button variant="ghost" size="sm" asChild>
          <Link to={paths.home.getHref()}>{t({ id: 'shell.nav.home' })}</Link>
        </Button>
        <LazyDropdownMenu
          trigger={
            <Button variant="ghost" size="sm" trailing="chevronDown">
              {t({ id: 'shell.nav.about' })}
            </Button>
          }
          items={[
            { label: t({ id: 'shell.nav.aboutUs' }), onSelect: () => navigate(paths.aboutUs.getHref()) },
            { label: t({ id: 'shell.nav.terms' }), onSelect: () => navigate(paths.termsOfUse.getHref()) },
            { label: t({ id: 'shell.nav.privacy' }), onSelect: () => navigate(paths.privacyPolicy.getHref()) },
            { label: t({ id: 'shell.nav.contact' }), onSelect: () => navigate(paths.contactUs.getHref()) },
          ]}
        />
      </nav>
      <div className={`${styles.search} ${styles.desktopOnly}`}>
        {/* Clicking the search box opens /home in search mode (spec.md §2). */}
        <button type="button" className={styles.searchButton} onClick={() => navigate(paths.home.getHref(''))}>
          <Icon name="search" size={16} />
          <span className={styles.searchText}>{t({ id: 'shell.search.placeholder' })}</span>
        </button>
      </div>
      <div className={styles.actions}>
        <LazyDropdownMenu
          label={t({ id: 'shell.language' })}
          trigger={<IconButton icon="globe" label={t({ id: 'shell.language' })} />}
          items={locales.map((code) => ({ label: localeNames[code], current: code === locale, onSelect: () => chooseLanguage(code) }))}
        />
        {isLogin && <NotificationBell />}
        <span className={styles.desktopOnly}>
          {isLogin ? (
            <span className={styles.actions}>
              <Button size="sm" asChild>
                <Link to={paths.dashboard.getHref()}>{t({ id: 'shell.nav.dashboard' })}</Link>
              </Button>
              {/* The rest of the side menu's account part, for wide screens: the side menu is for phones. */}
              <LazyDropdownMenu
                label={t({ id: 'session.account' })}
                trigger={<IconButton icon="user" label={t({ id: 'session.account' })} />}
                items={[
                  { label: t({ id: 'shell.nav.portfolio' }), icon: 'trendingUp', onSelect: () => navigate(paths.portfolio.getHref()) },
                  { label: t({ id: 'shell.nav.transactions' }), icon: 'sort', onSelect: () => navigate(paths.transactions.getHref()) },
                  { label: t({ id: 'shell.nav.settings' }), icon: 'user', onSelect: () => navigate(paths.settings.getHref()) },
                  ...(isAdmin ? [{ label: t({ id: 'shell.nav.admin' }), icon: 'lock' as const, onSelect: () => navigate(paths.admin.getHref()) }] : []),
                  {
                    label: t({ id: 'shell.nav.logout' }),
                    icon: 'logout',
                    onSelect: () => void logout(),
                  },
                ]}
              />
            </span>
          ) : (
            <span className={styles.actions}>
              <Button size="sm" variant="secondary" asChild>
                <Link to={paths.login.getHref()}>{t({ id: 'shell.nav.login' })}</Link>
              </Button>
              <Button size="sm" asChild>
                <Link to={paths.register.getHref()}>{t({ id: 'shell.nav.signup' })}</Link>
              </Button>
            </span>
          )}
        </span>
        <span className={styles.phoneOnly}>
          <IconButton
            icon="menu"
            label={t({ id: 'shell.nav.openMenu' })}
            onClick={onOpenMenu}
            onPointerEnter={onMenuIntent}
            onPointerDown={onMenuIntent}
            onFocus={onMenuIntent}
          />
        </span>
      </div>
    </header>
  );
}
