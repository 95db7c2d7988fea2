import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusOutOfTabOrder } from './stepFocus';

/** What says the person (or the screen itself) has put focus somewhere: from then on it stays theirs. */
const takeOverEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'focusin'] as const;

/** For this long after a navigation, the new screen's heading is looked for (and a loading heading's replacement followed). */
const GIVE_UP_MS = 10_000;

/**
 * When a link opens another screen, focus moves to its main heading, once
 * the heading is there (the screen's code and data may still be on the
 * way). A screen reader then says where the person has arrived, as it does
 * after a full page load, and Tab continues from the top of the new screen
 * instead of from wherever the pressed link was (often gone, leaving focus
 * on <body>). Focus is left alone when the screen gives it to a field
 * itself, when the person clicks, types, scrolls or focuses something
 * first, and for a link to a #part (useHashTarget focuses that part).
 * The heading takes focus without scrolling and stays out of the Tab order.
 */
export function useFocusOnNavigate() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) return;
    const main = document.querySelector('main');
    /** The heading focused here; a loading screen's heading is replaced by the screen's own, which then takes focus. */
    let focused: HTMLElement | null = null;
    let ours = false;
    const reach = () => {
      if (focused?.isConnected) return;
      const active = document.activeElement;
      // The screen focused one of its own fields while rendering: that is where the person starts.
      if (active && active !== document.body && active !== main && main?.contains(active)) return stop();
      const heading = main?.querySelector<HTMLElement>('h1');
      if (!heading) return;
      ours = true;
      focusOutOfTabOrder(heading, { preventScroll: true });
      ours = false;
      focused = heading;
    };
    const observer = new MutationObserver(reach);
    const timer = window.setTimeout(() => stop(), GIVE_UP_MS);
    const onTakeOver = () => {
      if (!ours) stop();
    };
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of takeOverEvents) window.removeEventListener(type, onTakeOver, true);
    }
    reach();
    if (main) observer.observe(main, { childList: true, subtree: true });
    for (const type of takeOverEvents) window.addEventListener(type, onTakeOver, { capture: true, passive: true });
    return stop;
  }, [pathname, hash]);
}
