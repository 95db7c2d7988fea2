import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogs } from '../i18n';
import { renderApp } from '../test/app';

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
