import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * The browser tab's title: the screen's main heading and the brand, in the
 * screen's language ("Contact us – Sahm", "اتصل بنا – سهم"; a property's page
 * is titled with its name). Followed as screens, languages and loaded data
 * change the heading, so no screen has to set it.
 */
export function DocumentTitle() {
  const brand = useIntl().formatMessage({ id: 'shell.brand' });
  useEffect(() => {
    const update = () => {
      const heading = document.querySelector('main h1')?.textContent?.trim();
      const title = heading ? `${heading} – ${brand}` : brand;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [brand]);
  return null;
}
