import type { Locale } from '@sahm/domain';
import type { SWRConfiguration } from 'swr';
import { BrowserRouter, MemoryRouter, useRoutes } from 'react-router';
import { savedLocale } from '../lib/storage';
import './document.css';
import { DocumentTitle } from './DocumentTitle';
import { AppProviders } from './providers';
import { routes } from './routes';

export interface AppProps {
  locale?: Locale;
  /** Tests render at a path with an in-memory history. */
  initialPath?: string;
  /** Tests pass an isolated SWR cache. */
  swr?: SWRConfiguration;
}

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The declarative routers: the app needs no loaders or actions, and they
 * weigh a third of the data router (a smaller first download).
 */
export function App({ locale = savedLocale(), initialPath, swr }: AppProps) {
  return (
    <AppProviders locale={locale} swr={swr}>
      <DocumentTitle />
      {initialPath ? (
        <MemoryRouter initialEntries={[initialPath]}>
          <AppRoutes />
        </MemoryRouter>
      ) : (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      )}
    </AppProviders>
  );
}
