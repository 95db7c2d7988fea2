import { Box, Button, EmptyState, getFormatters, UIProvider, VisuallyHidden } from '@sahm/ui';
import { IntlProvider, useIntl } from 'react-intl';
import { catalogs } from '../../i18n';
import { savedLocale } from '../../lib/storage';

function RouteErrorContent() {
  const t = useIntl().formatMessage;
  return (
    <Box as="main" padding="xl">
      <VisuallyHidden as="h1">{t({ id: 'shell.error.page' })}</VisuallyHidden>
      <EmptyState
        icon="alert"
        title={t({ id: 'shell.error.page' })}
        action={<Button onClick={() => window.location.reload()}>{t({ id: 'shell.error.retry' })}</Button>}
      />
    </Box>
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
      {/* The formatters' tag, as AppProviders does: Intl knows no 'bh' (nor 'kr'), and would fall back to English. */}
      <IntlProvider locale={getFormatters(locale).tag} messages={catalogs[locale] ?? catalogs.en ?? {}} defaultLocale="en">
        <RouteErrorContent />
      </IntlProvider>
    </UIProvider>
  );
}
