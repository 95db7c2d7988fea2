import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Locale } from '@sahm/domain';
import { UIProvider } from '../provider/UIProvider';

/** Renders inside a UIProvider for the given locale (default English). */
export function renderWithUI(ui: ReactElement, { locale = 'en', ...options }: RenderOptions & { locale?: Locale } = {}) {
  return render(ui, {
    wrapper: ({ children }) => <UIProvider locale={locale}>{children}</UIProvider>,
    ...options,
  });
}
