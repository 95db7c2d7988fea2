import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, routeOf } from '../../config/paths';
import { useAuth } from '../auth';

/**
 * Logout from a menu: sign out and go to /home (spec.md §2). Signed out on a
 * page only a signed-in visitor may see, the page's guard puts /login in its
 * history entry; /home then takes that entry instead of following it, so Back
 * from /home opens the page before, not a login page nobody asked for.
 */
export function useLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const at = useRef(pathname);
  at.current = pathname;
  return useCallback(async () => {
    // Asked now: the guard's redirect may unmount the menu (and this hook's component) before signOut resolves.
    const leavingGuardedPage = routeOf(at.current)?.access !== 'public';
    await signOut();
    navigate(paths.home.getHref(), { replace: leavingGuardedPage });
  }, [signOut, navigate]);
}
