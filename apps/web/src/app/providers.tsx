import { ToastProvider, UIProvider, localeLang, type Locale } from '@sahm/ui';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { catalogs } from '../i18n';
import { setFallbackMessages, swrFetcher } from '../lib/api';
import { AuthProvider } from './auth';

export interface AppProvidersProps {
  locale: Locale;
  children: ReactNode;
  /** Tests pass `{ provider: () => new Map() }` for an isolated cache. */
  swr?: SWRConfiguration;
}

/** Direction, formatting, strings, toasts, data fetching and the session, for every screen. */
export function AppProviders({ locale, children, swr }: AppProvidersProps) {
  const messages = catalogs[locale];
  useEffect(() => {
    setFallbackMessages({ noResponse: messages['shell.error.noResponse']!, serverError: messages['shell.error.server']! });
  }, [messages]);
  return (
    <UIProvider locale={locale} applyToDocument>
      <IntlProvider locale={localeLang[locale]} messages={messages} defaultLocale="en">
        <ToastProvider>
          <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, shouldRetryOnError: false, ...swr }}>
            <AuthProvider>{children}</AuthProvider>
          </SWRConfig>
        </ToastProvider>
      </IntlProvider>
    </UIProvider>
  );
}
