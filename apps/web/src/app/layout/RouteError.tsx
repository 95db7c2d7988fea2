import { Button, EmptyState, UIProvider } from '@sahm/ui';
import { IntlProvider, useIntl } from 'react-intl';
import { catalogs } from '../../i18n';
import { savedLocale } from '../../lib/storage';

function RouteErrorContent() {
  const t = useIntl().formatMessage;
  return (
    <main style={{ padding: 24 }}>
      <h1 style={{ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t({ id: 'shell.error.page' })}</h1>
      <EmptyState
        icon="alert"
        title={t({ id: 'shell.error.page' })}
        action={<Button onClick={() => window.location.reload()}>{t({ id: 'shell.error.retry' })}</Button>}
      />
    </main>
  );
}

/**
 * What the router shows when a screen throws or its code chunk fails to load
 * (offline, a deploy in between): the spec's screen-level error text and a
 * retry, in the saved language, instead of the router's developer screen.
 */
export function RouteError() {
  const locale = savedLocale();
  return (
    <UIProvider locale={locale} applyToDocument>
      <IntlProvider locale={locale} messages={catalogs[locale] ?? catalogs.en ?? {}} defaultLocale="en">
        <RouteErrorContent />
      </IntlProvider>
    </UIProvider>
  );
}
