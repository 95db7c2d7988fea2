import { Skeleton, Stack, useToast } from '@sahm/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router';
import { guard } from '../../config/paths';
import { api, clearSessionExpired, sessionExpiredBefore } from '../../lib/api';
import { useHashTarget } from '../../lib/useHashTarget';
import { useFocusOnNavigate } from '../../lib/useFocusOnNavigate';
import { useScrollTopOnNavigate } from '../../lib/useScrollTopOnNavigate';
import { useAuth } from '../auth';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './Layout.css';
import { useSignedInSession } from './session';

// The side menu (a Radix dialog) is its own chunk: fetched when the menu button is hovered, focused or
// pressed, rendered on first open (focus stays on the button until the dialog takes it).
const loadSideMenu = () => import('./SideMenu');
const preloadSideMenu = () => void loadSideMenu().catch(() => undefined);
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));

/** Sends `task` once the browser is idle, so it never competes with what the screen needs first. */
function whenIdle(task: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3000 });
  else window.setTimeout(task, 1);
}

/**
 * A first-party page view on every route change (issue 5); failures never
 * bother the user. Sent when the browser is idle: the screen's own code,
 * data and images go first.
 */
function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    whenIdle(() => void api('/user/analytics/page-view', { method: 'POST', body: { path: pathname } }).catch(() => undefined));
  }, [pathname]);
}

/** After a 401 reload, say why the user is signed out (spec.md §4); the mark is read once, at the first render. */
function useSessionExpiredNotice() {
  const toast = useToast();
  const t = useIntl().formatMessage;
  const [expiredBefore, setExpiredBefore] = useState(sessionExpiredBefore);
  useEffect(() => {
    if (!expiredBefore) return;
    clearSessionExpired();
    setExpiredBefore(false);
    toast.show({ tone: 'error', message: t({ id: 'shell.error.sessionExpired' }) });
  }, [expiredBefore, toast, t]);
}

export function PageLoading() {
  const t = useIntl().formatMessage;
  return (
    <Stack gap="md" padding="xl" aria-busy="true" aria-label={t({ id: 'shell.loading' })}>
      <Skeleton inlineSize="40%" blockSize={32} />
      <Skeleton shape="rect" blockSize={200} />
      <Skeleton inlineSize="70%" />
    </Stack>
  );
}

/** Header, side menu, the routed screen and the footer, behind the route rules of spec.md §2. */
export function Shell() {
  const { pathname, search, hash } = useLocation();
  const { isLogin, isAdmin } = useAuth();
  const t = useIntl().formatMessage;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  usePageViews();
  useSessionExpiredNotice();
  useSignedInSession();
  useHashTarget();
  useScrollTopOnNavigate();
  useFocusOnNavigate();

  const decision = guard(pathname, { signedIn: isLogin, isAdmin });
  // The whole address, #fragment included: signing in returns to the very part of the page asked for.
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace state={{ from: `${pathname}${search}${hash}` }} />;

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t({ id: 'shell.skipToContent' })}
      </a>
      <Header
        onMenuIntent={preloadSideMenu}
        onOpenMenu={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
      />
      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        {decision.kind === 'wait' ? (
          <PageLoading />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <Footer />
    </div>
  );
}
