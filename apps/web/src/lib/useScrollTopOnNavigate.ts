import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link to another screen opens it at its top, as a full page load would.
 * BrowserRouter leaves the window where it was (it has no
 * ScrollRestoration): a card clicked halfway down the list of properties
 * opened the property halfway down its page, a footer link opened the next
 * page at its end. Left alone: Back and Forward (the browser puts each page
 * back where it was left), a link to a #part (useHashTarget scrolls to it),
 * and a change of the query alone (a list's filter stays where the person
 * is; the property page starts another property from the top itself).
 * Runs before the new screen is painted, so it never shows mid-page first.
 */
export function useScrollTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (type === 'POP' || hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, type]);
}
