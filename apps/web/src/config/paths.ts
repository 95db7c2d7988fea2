/**
 * Every route of spec.md §2, once. Screens link with `paths.x.getHref()`;
 * the router is built from the same table, so a path can't drift.
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/home', getHref: (search?: string) => (search !== undefined ? `/home?search=${encodeURIComponent(search)}` : '/home') },
  login: { path: '/login', getHref: (redirectTo?: string) => (redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login') },
  register: { path: '/register', getHref: () => '/register' },
  otp: { path: '/otp', getHref: () => '/otp' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: (email?: string) => (email ? `/reset-password?email=${encodeURIComponent(email)}` : '/reset-password') },
  propertyDetail: { path: '/property-detail', getHref: (id: string) => `/property-detail?id=${encodeURIComponent(id)}` },
  viewProperties: { path: '/view-properties', getHref: (state: PropertyListState = 'All') => `/view-properties?state=${state}` },
  aboutUs: { path: '/about-us', getHref: () => '/about-us' },
  termsOfUse: { path: '/terms-of-use', getHref: () => '/terms-of-use' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  contactUs: { path: '/contact-us', getHref: () => '/contact-us' },
  // Signed-in area.
  kycVerification: { path: '/kyc-verification', getHref: () => '/kyc-verification' },
  portfolio: { path: '/portfolio', getHref: () => '/portfolio' },
  settings: { path: '/settings', getHref: () => '/settings' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  transactions: { path: '/transactions', getHref: () => '/transactions' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  bids: { path: '/bids', getHref: () => '/bids' },
  success: { path: '/success', getHref: () => '/success' },
  failure: { path: '/failure', getHref: () => '/failure' },
} as const;

/** The categories of /view-properties (spec.md §2); the heading is the state plus "Properties". */
export const propertyListStates = ['Hot', 'Residential', 'Recently', 'Trading', 'Funded', 'Available', 'Locked', 'All'] as const;
export type PropertyListState = (typeof propertyListStates)[number];

/** Pages anyone may open, signed in or not. */
export const alwaysPublic = ['/home', '/property-detail', '/view-properties', '/about-us', '/terms-of-use', '/privacy-policy', '/contact-us'] as const;
/** Pages for signing in; a signed-in user is sent to the dashboard instead. */
export const authOnlyPublic = ['/login', '/register', '/otp', '/forgot-password', '/reset-password'] as const;
export const signedInOnly = ['/kyc-verification', '/portfolio', '/settings', '/dashboard', '/transactions', '/notifications', '/bids', '/success', '/failure'] as const;

export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string };

/**
 * The route rules of spec.md §2: with a token, public sign-in pages go to the
 * signed-in area and unknown routes to /home; without one, any first path
 * segment that is not public goes to /login.
 */
export function guard(pathname: string, signedIn: boolean): GuardDecision {
  const first = `/${pathname.split('/').filter(Boolean)[0] ?? ''}`;
  if (first === '/') return { kind: 'redirect', to: paths.home.getHref() };
  const isAlwaysPublic = (alwaysPublic as readonly string[]).includes(first);
  const isAuthPage = (authOnlyPublic as readonly string[]).includes(first);
  const isSignedInPage = (signedInOnly as readonly string[]).includes(first);
  if (signedIn) {
    if (isAlwaysPublic || isSignedInPage) return { kind: 'render' };
    if (isAuthPage) return { kind: 'redirect', to: paths.dashboard.getHref() };
    return { kind: 'redirect', to: paths.home.getHref() };
  }
  if (isAlwaysPublic || isAuthPage) return { kind: 'render' };
  return { kind: 'redirect', to: paths.login.getHref(isSignedInPage ? pathname : undefined) };
}
