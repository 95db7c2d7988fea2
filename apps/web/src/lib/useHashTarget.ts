import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { focusOutOfTabOrder } from './stepFocus';

/** What a person does that says they have taken over: once seen, a late target no longer moves the page. */
const takeOverEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Scrolls to `target` and moves focus to it, so keyboard and screen-reader users continue from there too. */
function reach(target: HTMLElement) {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  focusOutOfTabOrder(target, { preventScroll: true });
}

/**
 * The router does not scroll to a location's `#id` (BrowserRouter has no
 * ScrollRestoration), and the browser's own jump happens only on a full load,
 * before a lazily loaded screen and its data have rendered the element. So:
 * on every navigation with a hash, wait until the element with that id is in
 * the document (a screen's chunk and its data may still be on the way), then
 * scroll to it and focus it. Links such as `/settings#settings-phone` take a
 * person to the step they came for. Waiting stops at the next navigation, or
 * as soon as the person clicks, types or scrolls, so the page never jumps
 * under them.
 */
export function useHashTarget() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const found = () => document.getElementById(id);
    const now = found();
    if (now) {
      reach(now);
      return;
    }
    const stop = () => {
      observer.disconnect();
      for (const type of takeOverEvents) window.removeEventListener(type, stop, true);
    };
    const observer = new MutationObserver(() => {
      const target = found();
      if (!target) return;
      stop();
      reach(target);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    for (const type of takeOverEvents) window.addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, [hash, key]);
}
