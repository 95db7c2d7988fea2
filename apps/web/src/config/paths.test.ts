import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeScreens } from '../../scripts/bootPreload';
import { safeRedirect } from '../features/auth/forms';
import { accessLevels, guard, lazyScreen, paths, pathsWithAccess, type AnyRoute, type RouteTable, type Viewer } from './paths';

const table = Object.entries(paths) as [string, AnyRoute][];

describe('the route table', () => {
  it.each(table)('%s has an access level, a path and a screen that loads', async (_name, route) => {
    expect(accessLevels).toContain(route.access);
    expect(route.path).toMatch(/^\/[a-z-]+$/);
    expect((route.getHref as () => string)()).toMatch(new RegExp(`^${route.path}(\\?|$)`));
    const screen = await route.screen.load();
    expect(screen).toBeTypeOf('function');
    expect(route.screen.loaded).toBe(screen);
  });

  it('holds each path once', () => {
    const all = table.map(([, route]) => route.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it('is written so the build can read each route and its screen module (scripts/bootPreload.ts)', () => {
    const file = resolve(import.meta.dirname, 'paths.ts');
    const declared = routeScreens(readFileSync(file, 'utf8'));
    expect(declared.map(({ path, access }) => ({ path, access }))).toEqual(table.map(([, { path, access }]) => ({ path, access })));
    for (const { path, module } of declared) expect(existsSync(`${resolve(dirname(file), module)}.tsx`), `${path}: ${module}`).toBe(true);
  });

  it('sends nobody back to a sign-in page after signing in', () => {
    expect(pathsWithAccess('guest')).toEqual(['/login', '/register', '/otp', '/forgot-password', '/reset-password']);
    for (const path of pathsWithAccess('guest')) expect(safeRedirect(path), path).toBeNull();
    for (const path of [...pathsWithAccess('public'), ...pathsWithAccess('signedIn')]) expect(safeRedirect(path), path).toBe(path);
  });
});

describe('routeScreens (how the build reads the table)', () => {
  it('finds inline screens and screens held in a const, and skips entries without one', () => {
    const source = `
      const shared = lazyScreen(() => import('../features/shared/SharedPage'));
      export const paths = {
        a: route({ path: '/a', access: 'public', screen: lazyScreen(() => import('../features/a/APage')), getHref: (x?: string) => '/a' }),
        b: route({ path: '/b', access: 'signedIn', screen: shared, props: { screen: 'b' } }),
        c: route({ path: '/c', access: 'admin', screen: shared }),
        d: { path: '/d', getHref: () => '/d' },
      } as const;`;
    expect(routeScreens(source)).toEqual([
      { path: '/a', access: 'public', module: '../features/a/APage' },
      { path: '/b', access: 'signedIn', module: '../features/shared/SharedPage' },
      { path: '/c', access: 'admin', module: '../features/shared/SharedPage' },
    ]);
  });
});

/** The real table plus an admin page: the admin console arrives later, its access level is here now. */
const withAdmin: RouteTable = {
  ...paths,
  adminConsole: { path: '/admin', access: 'admin', screen: lazyScreen(async () => ({ default: () => null })), props: {}, getHref: () => '/admin' },
};

const guest: Viewer = { signedIn: false };
const investor: Viewer = { signedIn: true, isAdmin: false };
const admin: Viewer = { signedIn: true, isAdmin: true };
const profileLoading: Viewer = { signedIn: true };

/** Where the guard sends a viewer: null when the screen renders, 'wait' while it can't tell yet. */
function outcome(path: string, viewer: Viewer) {
  const decision = guard(path, viewer, withAdmin);
  return decision.kind === 'redirect' ? decision.to : decision.kind === 'wait' ? 'wait' : null;
}

describe('the guard, by access level (spec.md §2, §6)', () => {
  it.each([
    ['/home', guest],
    ['/home', investor],
    ['/property-detail', guest],
    ['/view-properties', investor],
    ['/about-us', admin],
    ['/contact-us', profileLoading],
  ])('public: %s opens for anyone (%o)', (path, viewer) => {
    expect(outcome(path, viewer)).toBeNull();
  });

  it('guest only: a guest signs in; a signed-in user goes to /dashboard', () => {
    for (const path of ['/login', '/register', '/otp', '/forgot-password', '/reset-password']) {
      expect(outcome(path, guest), path).toBeNull();
      expect(outcome(path, investor), path).toBe('/dashboard');
      expect(outcome(path, admin), path).toBe('/dashboard');
    }
  });

  it('signed in: opens with a session; a guest goes to /login, to come back after signing in', () => {
    expect(outcome('/dashboard', investor)).toBeNull();
    expect(outcome('/settings', profileLoading)).toBeNull();
    expect(outcome('/dashboard', guest)).toBe('/login?redirectTo=%2Fdashboard');
    expect(outcome('/settings', guest)).toBe('/login?redirectTo=%2Fsettings');
  });

  it('admin: opens for an admin; a non-admin goes to /home, a guest to /login; waits for the profile', () => {
    expect(outcome('/admin', admin)).toBeNull();
    expect(outcome('/admin/withdrawals', admin)).toBeNull();
    expect(outcome('/admin', investor)).toBe('/home');
    expect(outcome('/admin', guest)).toBe('/login?redirectTo=%2Fadmin');
    expect(outcome('/admin', profileLoading)).toBe('wait');
  });

  it('the root goes to /home; unknown routes to /home when signed in, to /login otherwise', () => {
    expect(outcome('/', guest)).toBe('/home');
    expect(outcome('/', investor)).toBe('/home');
    expect(outcome('/no-such-page', guest)).toBe('/login');
    expect(outcome('/no-such-page', investor)).toBe('/home');
  });
});
