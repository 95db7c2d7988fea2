import { Button, Dialog, MenuLink, MenuList, Stack } from '@sahm/ui';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../auth';
import { useLogout } from './useLogout';
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
        <MenuList>
          {sideMenuEntries(isLogin, isAdmin === true).map((entry) => (
            <li key={entry.id}>
              {entry.href ? (
                <MenuLink asChild icon={entry.icon} current={pathname === entry.href}>
                  <Link to={entry.href} onClick={close}>
                    {t({ id: entry.label })}
                  </Link>
                </MenuLink>
              ) : (
                <MenuLink
                  icon={entry.icon}
                  onClick={async () => {
                    close();
                    if (entry.action === 'logout') await logout();
                    else navigate(paths.home.getHref(''));
                  }}
                >
                  {t({ id: entry.label })}
                </MenuLink>
              )}
            </li>
          ))}
        </MenuList>
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
