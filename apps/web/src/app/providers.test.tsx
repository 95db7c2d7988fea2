import { locales } from '@sahm/domain';
import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogs, loadCatalog } from '../i18n';
import { renderApp } from '../test/app';
import { AppProviders } from './providers';

describe('the language catalog', () => {
  const saved = catalogs.ar;
  afterEach(() => {
    catalogs.ar = saved;
  });

  it('when it has not been loaded before the first render, the app waits for it instead of showing message ids', async () => {
    delete catalogs.ar;
    renderApp('/about-us', { locale: 'ar' });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 4000 });
    expect(heading.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(document.body.textContent).not.toMatch(/about\.\w+\.\w+/);
  });
});

describe('numbers inside messages', () => {
  function Count() {
    return <p>{useIntl().formatMessage({ id: 'properties.count' }, { count: 1234 })}</p>;
  }

  it.each(locales.filter((locale) => locale !== 'en'))('%s: a plural count has the same Arabic-Indic digits and separator as the formatters (Badini was "1.234")', async (locale) => {
    await loadCatalog(locale);
    render(
      <AppProviders locale={locale}>
        <Count />
      </AppProviders>,
    );
    const text = (await screen.findByText(/١٬٢٣٤/)).textContent;
    expect(text).not.toMatch(/[0-9]/);
  });
});

describe('the footer year', () => {
  it('is in the language’s digits, without a thousands separator', async () => {
    renderApp('/about-us', { locale: 'bh' });
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 4000 });
    const year = new Intl.NumberFormat('ar', { numberingSystem: 'arab', useGrouping: false }).format(new Date().getFullYear());
    expect(footer).toHaveTextContent(`© ${year} سەهم`);
  });
});
