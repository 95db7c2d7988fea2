import type { Locale } from '@sahm/domain';
import { DeferredToastProvider, getFormatters, UIProvider } from '@sahm/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { catalogs, loadCatalog, type Catalog } from '../i18n';
import { setFallbackMessages, swrFetcher } from '../lib/api';
import { AuthProvider } from './auth';

export interface AppProvidersProps {
  locale: Locale;
  children: ReactNode;
  /** Tests pass `{ provider: () => new Map() }` for an isolated cache. */
  swr?: SWRConfiguration;
}

/** The language's catalog; main.tsx loads it before the first render, anything else waits for it here. */
function useCatalog(locale: Locale): Catalog | undefined {
  const [fetched, setFetched] = useState<{ locale: Locale; messages: Catalog }>();
  const ready = catalogs[locale];
  useEffect(() => {
    if (!ready) void loadCatalog(locale).then((messages) => setFetched({ locale, messages }), () => undefined);
  }, [locale, ready]);
  return ready ?? (fetched?.locale === locale ? fetched.messages : undefined);
}

/** The fetcher's own error texts (lib/api), in the active language. */
function FallbackMessages() {
  const t = useIntl().formatMessage;
  useEffect(() => {
    setFallbackMessages({ noResponse: t({ id: 'shell.error.noResponse' }), serverError: t({ id: 'shell.error.server' }) });
  }, [t]);
  return null;
}

/** Direction, formatting, strings, toasts, data fetching and the session, for every screen. */
export function AppProviders({ locale, children, swr }: AppProvidersProps) {
  const messages = useCatalog(locale);
  // Nothing rather than message ids while the strings are on their way.
  if (!messages) return null;
  return (
    <UIProvider locale={locale} applyToDocument>
      {/* The formatters' tag, not the lang attribute's: numbers inside messages ({count, plural} and #) then get the same
          digits as every other number on the screen — Chromium has no Kurdish number data, and Badini's own is Latin "1.234".
          Kurdish plurals have only "one", which Iraqi Arabic's rules pick for the same numbers. */}
      <IntlProvider locale={getFormatters(locale).tag} messages={messages} defaultLocale="en">
        {/* Toasts start below the sticky header, so they never cover Login, Sign up or the account menu. */}
        <DeferredToastProvider clearOf="[data-app-header]">
          <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, shouldRetryOnError: false, ...swr }}>
            <AuthProvider>
              <FallbackMessages />
              {children}
            </AuthProvider>
          </SWRConfig>
        </DeferredToastProvider>
      </IntlProvider>
    </UIProvider>
  );
}
