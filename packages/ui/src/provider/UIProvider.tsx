import { DirectionProvider } from '@radix-ui/react-direction';
import { localeDirection, localeLang, type Direction, type Locale } from '@sahm/domain';
import { darkTheme, lightTheme } from '@sahm/tokens';
import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { translate, type UIMessageKey } from '../i18n';
import { root } from '../styles/base.css';
import { getFormatters, type Formatters } from './format';

export type ThemeName = 'light' | 'dark';

export interface UIContextValue {
  locale: Locale;
  dir: Direction;
  /** BCP 47 tag for `lang`. */
  lang: string;
  theme: ThemeName;
  format: Formatters;
  /** The library's own strings in the current language. */
  t: (key: UIMessageKey, values?: Record<string, string | number>) => string;
}

const UIContext = createContext<UIContextValue | null>(null);

export interface UIProviderProps {
  /** The app's stored language code: en, ar, kr (Sorani) or bh (Badini). */
  locale: Locale;
  theme?: ThemeName;
  /** Also set `dir` and `lang` on `<html>` (the app does; Storybook and tests don't need to). */
  applyToDocument?: boolean;
  children: ReactNode;
}

/**
 * The one place direction comes from (DESIGN.md example 4): sets `dir` and
 * `lang` on its root, tells Radix the direction, and provides formatting and
 * the library's strings for the locale.
 */
export function UIProvider({ locale, theme = 'light', applyToDocument = false, children }: UIProviderProps) {
  const value = useMemo<UIContextValue>(() => {
    const format = getFormatters(locale);
    return {
      locale,
      dir: localeDirection[locale],
      lang: localeLang[locale],
      theme,
      format,
      t: (key, values) => translate(locale, key, values),
    };
  }, [locale, theme]);

  useLayoutEffect(() => {
    if (!applyToDocument) return;
    document.documentElement.dir = value.dir;
    document.documentElement.lang = value.lang;
  }, [applyToDocument, value.dir, value.lang]);

  return (
    <UIContext.Provider value={value}>
      <DirectionProvider dir={value.dir}>
        <div
          dir={value.dir}
          lang={value.lang}
          data-theme={theme}
          className={`${theme === 'dark' ? darkTheme : lightTheme} ${root}`}
        >
          {children}
        </div>
      </DirectionProvider>
    </UIContext.Provider>
  );
}

/** Locale, direction, formatters and strings; throws outside a UIProvider. */
export function useUI(): UIContextValue {
  const ctx = useContext(UIContext);
  if (!ctx) throw new Error('@sahm/ui components must be rendered inside <UIProvider>.');
  return ctx;
}
