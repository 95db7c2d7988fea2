import '@sahm/tokens/fonts.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { localeNames, locales, UIProvider, type Locale, type ThemeName } from '@sahm/ui';

/** Every story inside the provider, in the toolbar's locale and theme; direction follows the locale. */
const withUI: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'en') as Locale;
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  return (
    <UIProvider locale={locale} theme={theme} applyToDocument>
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    </UIProvider>
  );
};

const preview: Preview = {
  decorators: [withUI],
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language (direction follows)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: `${localeNames[value]} (${value})` })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    // The introduction and the tokens first, then the library from the ground up.
    options: {
      storySort: {
        order: ['Introduction', 'Tokens', ['Colours', 'Typography', 'Spacing', 'Radii', 'Shadows'], 'Layout', 'Typography', 'Primitives', 'Product', '*'],
      },
    },
    layout: 'fullscreen',
    controls: { expanded: true },
    // Fail the story test on any axe violation (TOOLCHAIN.md: story tests).
    a11y: { test: 'error' },
  },
};
export default preview;
