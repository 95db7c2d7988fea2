import type { Locale } from '@sahm/domain';
import { Alert, Button, Skeleton, Stack, useUI } from '@sahm/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

/** Message id → ICU message (syntax trees in production builds, like the app's: read through formatMessage only). */
type Catalog = Record<string, string>;

/** The console's strings, one chunk per language, fetched by the console only (the app's catalogs leave them out). */
const loaders = import.meta.glob<Catalog>('../../i18n/admin/*.json', { import: 'default' });
const loaded: Partial<Record<Locale, Catalog>> = {};

function loadAdminCatalog(locale: Locale): Promise<Catalog> {
  const cached = loaded[locale];
  if (cached) return Promise.resolve(cached);
  const load = loaders[`../../i18n/admin/${locale}.json`];
  if (!load) return Promise.reject(new Error(`no console catalog for ${locale}`));
  return load().then((catalog) => (loaded[locale] = catalog));
}

/** The app's messages plus the console's, in the active language: the console renders once they are here. */
export function AdminMessages({ children }: { children: ReactNode }) {
  const parent = useIntl();
  const { locale } = useUI();
  const [catalog, setCatalog] = useState<{ locale: Locale; messages: Catalog } | null>(() =>
    loaded[locale] ? { locale, messages: loaded[locale] } : null,
  );
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    loadAdminCatalog(locale).then(
      (messages) => live && setCatalog({ locale, messages }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [locale, attempt]);

  if (failed)
    // The app's own words: the console's are what failed to arrive.
    return (
      <Alert tone="critical" title={parent.formatMessage({ id: 'shell.error.page' })}>
        <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {parent.formatMessage({ id: 'shell.error.retry' })}
        </Button>
      </Alert>
    );
  if (!catalog || catalog.locale !== locale)
    return (
      <Stack gap="md" padding="xl" aria-busy="true" aria-label={parent.formatMessage({ id: 'shell.loading' })}>
        <Skeleton inlineSize="40%" blockSize={32} />
        <Skeleton shape="rect" blockSize={200} />
      </Stack>
    );
  return (
    <IntlProvider locale={parent.locale} defaultLocale={parent.defaultLocale} messages={{ ...parent.messages, ...catalog.messages } as Catalog}>
      {children}
    </IntlProvider>
  );
}
