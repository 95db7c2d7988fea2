import { Button, Dialog, Icon, Stack } from '@sahm/ui';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../auth';
import { useLogout } from './useLogout';
import * as styles from './Layout.css';
import { sideMenuEntries } from './navigation';

/** The side menu opened by the hamburger at widths of 576 or less (spec.md §2). */
export function SideMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useIntl().formatMessage;
  const { isLogin, isAdmin } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);

  return (
    <Dialog title={t({ id: 'shell.nav.menuTitle' })} open={open} onOpenChange={onOpenChange} size="lg">
      <nav aria-label={t({ id: 'shell.nav.label' })}>
        <ul className={styles.sideList}>
          {sideMenuEntries(isLogin, isAdmin === true).map((entry) => (
            <li key={entry.id}>
              {entry.href ? (
                <Link to={entry.href} className={styles.sideLink} aria-current={pathname === entry.href ? 'page' : undefined} onClick={close}>
                  <Icon name={entry.icon} />
                  {t({ id: entry.label })}
                </Link>
              ) : (
                <button
                  type="button"
                  className={styles.sideLink}
                  onClick={async () => {
                    close();
                    if (entry.action === 'logout') await logout();
                    else navigate(paths.home.getHref(''));
                  }}
                >
                  <Icon name={entry.icon} />
                  {t({ id: entry.label })}
                </button>
              )}
            </li>
          ))}
        </ul>
        {!isLogin && (
          <Stack gap="sm" paddingBlockStart="lg">
            <Button variant="secondary" fullWidth asChild>
              <Link to={paths.login.getHref()} onClick={close}>
                {t({ id: 'shell.nav.login' })}
              </Link>
            </Button>
            <Button fullWidth asChild>
              <Link to={paths.register.getHref()} onClick={close}>
                {t({ id: 'shell.nav.signup' })}
              </Link>
            </Button>
          </Stack>
        )}
      </nav>
    </Dialog>
  );
}
