import { Box, Button, localeNames, locales, Stack, UIProvider, type Locale } from '@sahm/ui';
import { catalogs, saveLocale, savedLocale } from '../i18n';
import * as styles from './App.css';

/** The app shell; the screens of spec.md §2 arrive with the web app issue. */
export function App({ locale = savedLocale() }: { locale?: Locale }) {
  const t = catalogs[locale];
  const choose = (next: Locale) => {
    saveLocale(next);
    window.location.reload();
  };
  return (
    <UIProvider locale={locale} applyToDocument>
      <header className={styles.header}>
        <strong className={styles.brand}>{t['app.name']}</strong>
        <nav aria-label={t['app.language']}>
          <Stack direction="row" gap="xs" flexWrap="wrap">
            {locales.map((code) => (
              <Button
                key={code}
                size="sm"
                variant={code === locale ? 'primary' : 'ghost'}
                aria-pressed={code === locale}
                lang={code === 'en' ? 'en' : undefined}
                onClick={() => choose(code)}
              >
                {localeNames[code]}
              </Button>
            ))}
          </Stack>
        </nav>
      </header>
      <main>
        <Box as="section" padding="xl">
          <h1 className={styles.title}>{t['app.tagline']}</h1>
          <p>{t['app.comingSoon']}</p>
        </Box>
      </main>
    </UIProvider>
  );
}
