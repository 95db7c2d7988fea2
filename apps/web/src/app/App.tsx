import type { Locale } from '@sahm/ui';
import { useMemo } from 'react';
import type { SWRConfiguration } from 'swr';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { savedLocale } from '../lib/storage';
import { AppProviders } from './providers';
import { routes } from './routes';

export interface AppProps {
  locale?: Locale;
  /** Tests render at a path with an in-memory history. */
  initialPath?: string;
  /** Tests pass an isolated SWR cache. */
  swr?: SWRConfiguration;
}

export function App({ locale = savedLocale(), initialPath, swr }: AppProps) {
  const router = useMemo(
    () => (initialPath ? createMemoryRouter(routes, { initialEntries: [initialPath] }) : createBrowserRouter(routes)),
    [initialPath],
  );
  return (
    <AppProviders locale={locale} swr={swr}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
