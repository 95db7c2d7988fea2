import '@sahm/tokens/fonts.css';
// Styles of the boot shell the boot script may have drawn (in the first stylesheet, so it is styled at once).
import './app/bootShell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreen } from './app/routes';
import { startInstallSupport } from './lib/pwa';
import { loadCatalog } from './i18n';
import { savedLocale } from './lib/storage';

startInstallSupport();

// The first screen needs the active language's strings and its own chunk: fetch both at once,
// and render once both are here, so the first paint is the screen itself.
const locale = savedLocale();
const catalog = loadCatalog(locale);
const screen = preloadScreen(window.location);

// A transition: React renders the first screen in slices and yields between them, so the page
// never stops responding for the whole render (one commit paints it all at once, as before).
function render() {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App locale={locale} />
      </StrictMode>,
    ),
  );
}

// If the catalog can't be fetched, the app still renders: AppProviders retries it and the router shows its error screen.
void Promise.all([catalog, screen]).then(render, render);
