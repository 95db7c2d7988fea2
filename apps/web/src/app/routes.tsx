import { lazy, useState, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { preload } from 'swr';
import { paths, signedInOnly } from '../config/paths';
import { getPropertyDetails, propertyDetailsKey } from '../features/property-detail/api/get-property-details';
import { getToken } from '../lib/storage';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { Shell } from './layout/Shell';

/**
 * A route's screen, in its own chunk so the first page loads only what it
 * shows. Rendered straight away when the chunk is already here (preloaded,
 * or visited before), otherwise through React.lazy and the Shell's Suspense
 * fallback. The choice is made once per mount, so a mounted screen never
 * swaps its component type (which would reset it).
 */
function screen<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const load = () =>
    importer().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(load);
  function Screen(props: P) {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { Screen, load };
}

const home = screen(() => import('../features/home/HomePage'));
const viewProperties = screen(() => import('../features/properties/ViewPropertiesPage'));
const propertyDetail = screen(() => import('../features/property-detail/PropertyDetailPage'));
const aboutUs = screen(() => import('../features/about/AboutPage'));
const legal = screen(() => import('../features/legal/LegalPage'));
const contactUs = screen(() => import('../features/contact/ContactPage'));
const login = screen(() => import('../features/auth/LoginPage'));
const register = screen(() => import('../features/auth/RegisterPage'));
const otp = screen(() => import('../features/auth/OtpPage'));
const forgotPassword = screen(() => import('../features/auth/ForgotPasswordPage'));
const resetPassword = screen(() => import('../features/auth/ResetPasswordPage'));
const signedIn = screen(() => import('../features/account/SignedInPage'));

/** The screen each public first path segment shows. */
const screenOfPath: Record<string, { load: () => Promise<unknown> }> = {
  [paths.home.path]: home,
  [paths.viewProperties.path]: viewProperties,
  [paths.propertyDetail.path]: propertyDetail,
  [paths.aboutUs.path]: aboutUs,
  [paths.termsOfUse.path]: legal,
  [paths.privacyPolicy.path]: legal,
  [paths.contactUs.path]: contactUs,
  [paths.login.path]: login,
  [paths.register.path]: register,
  [paths.otp.path]: otp,
  [paths.forgotPassword.path]: forgotPassword,
  [paths.resetPassword.path]: resetPassword,
  ...Object.fromEntries(signedInOnly.map((path) => [path, signedIn])),
};

function preloadImage(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
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
    void preload(propertyDetailsKey(id, !!getToken()), () =>
      getPropertyDetails(id).then((details) => {
        // The cover photo is the page's largest image: start it now rather than after the render.
        if (details.coverImage.url && !details.isLocked) preloadImage(details.coverImage.url);
        return details;
      }),
    );
  },
};

/**
 * Fetches the chunk of the screen at `location`, and the data it opens with;
 * main.tsx awaits the chunk, with the language catalog, before the first
 * render, so the first paint is the screen itself rather than a loading
 * skeleton, and its data is already on the way.
 */
export function preloadScreen({ pathname, search }: { pathname: string; search: string }): Promise<unknown> {
  const first = `/${pathname.split('/').filter(Boolean)[0] ?? ''}`;
  try {
    dataOfPath[first]?.(new URLSearchParams(search));
  } catch {
    // The screen fetches it itself.
  }
  const target = screenOfPath[first];
  // A failure shows when the route renders the screen (RouteErrorBoundary).
  return target ? target.load().catch(() => undefined) : Promise.resolve();
}

/** The route table of spec.md §2, built from config/paths. The Shell applies the guard rules. */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <Shell />
      </RouteErrorBoundary>
    ),
    children: [
      { path: paths.home.path, element: <home.Screen /> },
      { path: paths.viewProperties.path, element: <viewProperties.Screen /> },
      { path: paths.propertyDetail.path, element: <propertyDetail.Screen /> },
      { path: paths.aboutUs.path, element: <aboutUs.Screen /> },
      { path: paths.termsOfUse.path, element: <legal.Screen document="terms" /> },
      { path: paths.privacyPolicy.path, element: <legal.Screen document="privacy" /> },
      { path: paths.contactUs.path, element: <contactUs.Screen /> },
      { path: paths.login.path, element: <login.Screen /> },
      { path: paths.register.path, element: <register.Screen /> },
      { path: paths.otp.path, element: <otp.Screen /> },
      { path: paths.forgotPassword.path, element: <forgotPassword.Screen /> },
      { path: paths.resetPassword.path, element: <resetPassword.Screen /> },
      ...(['kycVerification', 'portfolio', 'settings', 'dashboard', 'transactions', 'notifications', 'bids', 'success', 'failure'] as const).map((name) => ({
        path: paths[name].path,
        element: <signedIn.Screen screen={name} />,
      })),
      // Unknown paths: the Shell's guard sends them to /home or /login.
      { path: '*', element: null },
    ],
  },
];
