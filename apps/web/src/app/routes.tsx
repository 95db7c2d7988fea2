import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { preload } from 'swr';
import { guard, paths, routeOf, type LazyScreen } from '../config/paths';
import { getPropertyDetails, propertyDetailsKey } from '../features/property-detail/api/get-property-details';
import { dashboardKey } from '../features/dashboard/api';
import { swrFetcher } from '../lib/api';
import { profileKey } from './auth';
import { getToken } from '../lib/storage';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { Shell } from './layout/Shell';

/**
 * The React component of a table's screen. Rendered straight away when the
 * chunk is already here (preloaded, or visited before), otherwise through
 * React.lazy and the Shell's Suspense fallback. The choice is made once per
 * mount, so a mounted screen never swaps its component type (which would
 * reset it). One component per screen, shared by the routes it serves.
 */
const components = new Map<LazyScreen<never>, ComponentType<object>>();
function screenComponent(screen: LazyScreen<never>): ComponentType<object> {
  let component = components.get(screen);
  if (!component) {
    const Lazy = lazy(() => screen.load().then((loaded) => ({ default: loaded as (props: object) => ReactNode })));
    component = function Screen(props: object) {
      const [Ready] = useState(() => screen.loaded as ((props: object) => ReactNode) | undefined);
      return Ready ? <Ready {...props} /> : <Lazy {...props} />;
    };
    components.set(screen, component);
  }
  return component;
}

function preloadImage(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * Starts a fetch into SWR's cache. The screen's useSWR takes the promise over
 * and shows its failure (a 401 signs out: lib/api); this handler only keeps a
 * failure from also surfacing as an unhandled rejection before then.
 */
function preloadData<T>(key: Parameters<typeof preload>[0], fetcher: () => Promise<T>) {
  void Promise.resolve(preload(key, fetcher)).catch(() => undefined);
}

/**
 * The data the first screen is made of, fetched into SWR's cache while the
 * screen's code downloads: a property's details (its title and cover photo
 * are the page). The home page's lists are below its first screen on phones
 * and load as they come near.
 */
const dataOfPath: Record<string, (query: URLSearchParams) => void> = {
  [paths.propertyDetail.path]: (query) => {
    const id = query.get('id')?.trim();
    if (!id) return;
    preloadData(propertyDetailsKey(id, !!getToken()), () =>
      getPropertyDetails(id).then((details) => {
        // The cover photo is the page's largest image: start it now rather than after the render.
        if (details.coverImage.url && !details.isLocked) preloadImage(details.coverImage.url);
        return details;
      }),
    );
  },
  // The wallet cards are the dashboard's first screen: without the data they are skeletons.
  [paths.dashboard.path]: () => preloadData(dashboardKey, () => swrFetcher(dashboardKey)),
};

/**
 * Fetches the chunk of the screen `location` will show (after the guard's
 * redirect, if any), and the data it opens with; main.tsx awaits the chunk,
 * with the language catalog, before the first render, so the first paint is
 * the screen itself rather than a loading skeleton, and its data is already
 * on the way.
 */
export function preloadScreen({ pathname, search }: { pathname: string; search: string }): Promise<unknown> {
  const decision = guard(pathname, { signedIn: !!getToken() });
  const [path = '', query = ''] = decision.kind === 'redirect' ? decision.to.split('?') : [pathname, search.replace(/^\?/, '')];
  const target = routeOf(path);
  if (!target) return Promise.resolve();
  try {
    // Signed in, every screen's header (and the dashboard's welcome) shows the profile.
    if (getToken()) preloadData(profileKey, () => swrFetcher(profileKey));
    dataOfPath[target.path]?.(new URLSearchParams(query));
  } catch {
    // The screen fetches it itself.
  }
  // An admin route waits for the profile, and so does its screen: only an admin downloads the
  // console, never an investor who types /admin on the way to /home (e2e/loading.e2e.test.ts).
  if (decision.kind === 'wait')
    return Promise.resolve(preload(profileKey, () => swrFetcher<{ role?: string }>(profileKey)))
      .then((profile) => (profile?.role === 'admin' ? target.screen.load() : undefined))
      .catch(() => undefined);
  // A failure shows when the route renders the screen (RouteErrorBoundary).
  return target.screen.load().catch(() => undefined);
}

/** The router, built from config/paths: every route with its screen. The Shell applies the guard. */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <Shell />
      </RouteErrorBoundary>
    ),
    children: [
      ...Object.values(paths).map((route) => {
        const Screen = screenComponent(route.screen);
        return { path: route.path, element: <Screen {...route.props} /> };
      }),
      // Unknown paths: the Shell's guard sends them to /home or /login.
      { path: '*', element: null },
    ],
  },
];
