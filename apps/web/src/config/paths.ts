import type { ReactNode } from 'react';

/**
 * Every route of spec.md §2, once: its path, who may open it, its screen (in
 * its own chunk) and `getHref()`. Screens link with `paths.x.getHref()`; the
 * router, the guard below, the first screen's preloading (app/routes.tsx and
 * the build's boot script, scripts/bootPreload.ts) and the pages a sign-in
 * never returns to are all derived from this table, so a new screen is one
 * entry here.
 *
 * Write each entry as a `route({ path: '…', access: '…', screen })` literal,
 * with the screen as `lazyScreen(() => import('…'))` or a `const` holding one:
 * the build reads this file's source to learn each path's chunk
 * (config/paths.test.ts checks that it still can).
 */

/**
 * Who may open a route (spec.md §2, §6):
 * - `public`: anyone, signed in or not;
 * - `guest`: only without a session (signing in); a signed-in user goes to the dashboard;
 * - `signedIn`: only with a session; a guest goes to /login, and back here after signing in;
 * - `admin`: only an admin; a guest goes to /login, any other user to /home.
 */
export const accessLevels = ['public', 'guest', 'signedIn', 'admin'] as const;
export type Access = (typeof accessLevels)[number];

/** A screen: the default export of its module, a function component. */
export type Screen<P extends object> = (props: P) => ReactNode;

/** A screen in its own chunk: fetched on first use (or by preloading), remembered afterwards. */
export interface LazyScreen<P extends object = object> {
  /** Fetches the chunk once; later calls get the same promise. */
  load(): Promise<Screen<P>>;
  /** The screen, once its chunk has arrived. */
  readonly loaded: Screen<P> | undefined;
}

export function lazyScreen<P extends object>(importer: () => Promise<{ default: Screen<P> }>): LazyScreen<P> {
  let pending: Promise<Screen<P>> | undefined;
  let loaded: Screen<P> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (module) => (loaded = module.default),
        (error: unknown) => {
          pending = undefined; // A failed fetch (offline, a deploy in between) may be retried.
          throw error;
        },
      );
      return pending;
    },
    get loaded() {
      return loaded;
    },
  };
}

export interface Route<P extends object = object, A extends unknown[] = []> {
  /** The first (and only) path segment, e.g. `/home`. */
  readonly path: `/${string}`;
  readonly access: Access;
  readonly screen: LazyScreen<P>;
  /** What the screen is rendered with, when one screen serves several routes. */
  readonly props: P;
  readonly getHref: (...args: A) => string;
}

// NoInfer: the screen says what its props are; `props` is checked against them.
type ScreenProps<P extends object> = object extends P ? { props?: NoInfer<P> } : { props: NoInfer<P> };

function route<P extends object, A extends unknown[] = []>(
  entry: { path: `/${string}`; access: Access; screen: LazyScreen<P>; getHref?: (...args: A) => string } & ScreenProps<P>,
): Route<P, A> {
  const { path, access, screen, getHref = () => path } = entry;
  return { path, access, screen, props: (entry.props ?? {}) as P, getHref };
}

/** The categories of /view-properties (spec.md §2); the heading is the state plus "Properties". */
export const propertyListStates = ['Hot', 'Residential', 'Recently', 'Trading', 'Funded', 'Available', 'Locked', 'All'] as const;
export type PropertyListState = (typeof propertyListStates)[number];

/**
 * The parts of /settings a link can go straight to, by the id of each part's
 * element: a purchase gate or the About button sends a person to the step
 * that clears it (spec.md §2), e.g. `paths.settings.getHref('phone')`. The
 * Shell scrolls to and focuses the part once it has rendered (lib/useHashTarget).
 */
export const settingsSections = {
  profile: 'settings-profile',
  personal: 'settings-personal',
  identity: 'settings-identity',
  phone: 'settings-phone',
  email: 'settings-email',
  security: 'settings-security',
  notifications: 'settings-notifications',
  reinvest: 'settings-reinvest',
} as const;
export type SettingsSection = keyof typeof settingsSections;

// Screens that serve more than one route: one chunk, one component, so moving between their routes keeps it mounted.
const legal = lazyScreen(() => import('../features/legal/LegalPage'));
/** Where a payment provider sends the customer back: one screen for both outcomes. */
const paymentResult = lazyScreen(() => import('../features/payment-result/PaymentResultPage'));

export const paths = {
  home: route({
    path: '/home',
    access: 'public',
    screen: lazyScreen(() => import('../features/home/HomePage')),
    getHref: (search?: string) => (search !== undefined ? `/home?search=${encodeURIComponent(search)}` : '/home'),
  }),
  propertyDetail: route({
    path: '/property-detail',
    access: 'public',
    screen: lazyScreen(() => import('../features/property-detail/PropertyDetailPage')),
    getHref: (id: string) => `/property-detail?id=${encodeURIComponent(id)}`,
  }),
  viewProperties: route({
    path: '/view-properties',
    access: 'public',
    screen: lazyScreen(() => import('../features/properties/ViewPropertiesPage')),
    getHref: (state: PropertyListState = 'All') => `/view-properties?state=${state}`,
  }),
  aboutUs: route({ path: '/about-us', access: 'public', screen: lazyScreen(() => import('../features/about/AboutPage')) }),
  termsOfUse: route({ path: '/terms-of-use', access: 'public', screen: legal, props: { document: 'terms' } }),
  privacyPolicy: route({ path: '/privacy-policy', access: 'public', screen: legal, props: { document: 'privacy' } }),
  contactUs: route({ path: '/contact-us', access: 'public', screen: lazyScreen(() => import('../features/contact/ContactPage')) }),
  // Signing in.
  login: route({
    path: '/login',
    access: 'guest',
    screen: lazyScreen(() => import('../features/auth/LoginPage')),
    getHref: (redirectTo?: string) => (redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login'),
  }),
  register: route({ path: '/register', access: 'guest', screen: lazyScreen(() => import('../features/auth/RegisterPage')) }),
  otp: route({ path: '/otp', access: 'guest', screen: lazyScreen(() => import('../features/auth/OtpPage')) }),
  forgotPassword: route({ path: '/forgot-password', access: 'guest', screen: lazyScreen(() => import('../features/auth/ForgotPasswordPage')) }),
  resetPassword: route({
    path: '/reset-password',
    access: 'guest',
    screen: lazyScreen(() => import('../features/auth/ResetPasswordPage')),
    getHref: (email?: string) => (email ? `/reset-password?email=${encodeURIComponent(email)}` : '/reset-password'),
  }),
  // The signed-in area.
  kycVerification: route({ path: '/kyc-verification', access: 'signedIn', screen: lazyScreen(() => import('../features/kyc/KycPage')) }),
  portfolio: route({ path: '/portfolio', access: 'signedIn', screen: lazyScreen(() => import('../features/portfolio/PortfolioPage')) }),
  settings: route({
    path: '/settings',
    access: 'signedIn',
    screen: lazyScreen(() => import('../features/settings/SettingsPage')),
    getHref: (section?: SettingsSection) => (section ? `/settings#${settingsSections[section]}` : '/settings'),
  }),
  dashboard: route({ path: '/dashboard', access: 'signedIn', screen: lazyScreen(() => import('../features/dashboard/DashboardPage')) }),
  transactions: route({ path: '/transactions', access: 'signedIn', screen: lazyScreen(() => import('../features/transactions/TransactionsPage')) }),
  notifications: route({ path: '/notifications', access: 'signedIn', screen: lazyScreen(() => import('../features/notifications/NotificationsPage')) }),
  bids: route({ path: '/bids', access: 'signedIn', screen: lazyScreen(() => import('../features/bids/BidsPage')) }),
  success: route({ path: '/success', access: 'signedIn', screen: paymentResult, props: { result: 'success' }, getHref: (paymentId: string) => `/success?paymentId=${encodeURIComponent(paymentId)}` }),
  failure: route({ path: '/failure', access: 'signedIn', screen: paymentResult, props: { result: 'failure' }, getHref: (paymentId: string) => `/failure?paymentId=${encodeURIComponent(paymentId)}` }),
  // The operator console (decisions.md §9): its own chunks, only for admins; a section and a record in the query.
  admin: route({
    path: '/admin',
    access: 'admin',
    screen: lazyScreen(() => import('../features/admin/AdminConsole')),
    getHref: (section?: string, id?: string) =>
      section ? `/admin?section=${encodeURIComponent(section)}${id ? `&id=${encodeURIComponent(id)}` : ''}` : '/admin',
  }),
} as const;

/** Any entry of a route table, whatever its screen's props and its getHref's arguments. */
export interface AnyRoute {
  readonly path: `/${string}`;
  readonly access: Access;
  readonly screen: LazyScreen<never>;
  readonly props: object;
  readonly getHref: (...args: never) => string;
}
export type RouteTable = Readonly<Record<string, AnyRoute>>;

/** The paths of a table's routes with the given access, e.g. the sign-in pages a redirect never returns to. */
export function pathsWithAccess(access: Access, table: RouteTable = paths): string[] {
  return Object.values(table)
    .filter((entry) => entry.access === access)
    .map((entry) => entry.path);
}

/** The route a pathname opens: matched on its first segment (spec.md §2), or none. */
export function routeOf(pathname: string, table: RouteTable = paths): AnyRoute | undefined {
  const first = `/${pathname.split('/').filter(Boolean)[0] ?? ''}`;
  return Object.values(table).find((entry) => entry.path === first);
}

/** Who is looking: `isAdmin` is unknown (undefined) until a signed-in user's profile has loaded. */
export interface Viewer {
  signedIn: boolean;
  isAdmin?: boolean;
}

/** Render the screen; wait (the profile decides an admin route); or go elsewhere. */
export type GuardDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/**
 * The route rules of spec.md §2, from each route's access: the root goes to
 * /home; with a session, sign-in pages go to the dashboard and unknown routes
 * to /home; without one, any first path segment that is not public goes to
 * /login (returning here afterwards when it is a real page); admin pages send
 * everyone else to /home.
 */
export function guard(pathname: string, viewer: Viewer, table: RouteTable = paths): GuardDecision {
  if (pathname.split('/').filter(Boolean).length === 0) return { kind: 'redirect', to: paths.home.getHref() };
  const target = routeOf(pathname, table);
  if (!target) return { kind: 'redirect', to: viewer.signedIn ? paths.home.getHref() : paths.login.getHref() };
  switch (target.access) {
    case 'public':
      return { kind: 'render' };
    case 'guest':
      return viewer.signedIn ? { kind: 'redirect', to: paths.dashboard.getHref() } : { kind: 'render' };
    case 'signedIn':
      return viewer.signedIn ? { kind: 'render' } : { kind: 'redirect', to: paths.login.getHref(pathname) };
    case 'admin':
      if (!viewer.signedIn) return { kind: 'redirect', to: paths.login.getHref(pathname) };
      if (viewer.isAdmin === undefined) return { kind: 'wait' };
      return viewer.isAdmin ? { kind: 'render' } : { kind: 'redirect', to: paths.home.getHref() };
  }
}
