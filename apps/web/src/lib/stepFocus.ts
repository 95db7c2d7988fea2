import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focus through a card's steps. A step (the payment-method screen, a
 * provider's QR panel, a pending request) replaces the button that opened
 * it, and going back or finishing replaces the step's own buttons: focus
 * fell to <body> each time, and a keyboard or screen-reader user started
 * again from the top of the page.
 */

/** Focus went away with the element that had it: it is on <body>, or on a container of `target` (a dialog keeps it inside itself). */
export function focusLost(target: HTMLElement): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (active !== target && active.contains(target));
}

/** Focuses an element that is not focusable by itself (a heading, a section): programmatic focus only, it stays out of the Tab order. */
export function focusOutOfTabOrder(element: HTMLElement, options?: FocusOptions) {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus(options);
}

/** The element, or with `'heading'` its first heading, which a screen reader then reads. */
function focusIn(element: HTMLElement, what: 'element' | 'heading') {
  const heading = what === 'heading' ? element.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') : null;
  focusOutOfTabOrder(heading ?? element);
}

/** Focuses the element once it is rendered: a step the person has just opened in place of the button they pressed. */
export function useFocusOnMount(target: RefObject<HTMLElement | null>, when = true, what: 'element' | 'heading' = 'element') {
  useEffect(() => {
    if (when && target.current) focusIn(target.current, what);
  }, [target, when, what]);
}

/**
 * Focuses `target` when `condition` turns true (never on the first render),
 * if focus was lost meanwhile: a change the person made (Back, Done, a
 * request sent, one cancelled) took the focused button away. A change
 * from elsewhere (an operator's decision arriving) never takes focus from
 * where the person is.
 */
export function useFocusWhen(condition: boolean, target: RefObject<HTMLElement | null>, what: 'element' | 'heading' = 'element') {
  const before = useRef(condition);
  useEffect(() => {
    const turned = condition && !before.current;
    before.current = condition;
    if (turned && target.current && focusLost(target.current)) focusIn(target.current, what);
  }, [condition, target, what]);
}

/** When a step closes (`open` turns false), focus goes to `target`, the first field of the step before. */
export function useFocusOnReturn(open: boolean, target: RefObject<HTMLElement | null>) {
  useFocusWhen(!open, target);
}

/**
 * For a change the person confirmed in a dialog that will remove the very
 * button the dialog returns focus to (a cancelled order's row, a decided
 * request's row): for the next few seconds, if focus is lost as the page
 * changes (`place`, or with `root` the whole page, where a dialog closing
 * takes focus with it), it goes to the first heading of `place` instead of
 * <body>.
 */
export function keepFocusIn(place: HTMLElement, ms = 5000, root: HTMLElement = place) {
  const observer = new MutationObserver(() => {
    if (!place.isConnected) return stop();
    // A dialog still open keeps focus to itself: wait until it has closed.
    if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    stop();
    focusIn(place, 'heading');
  });
  const timer = window.setTimeout(() => stop(), ms);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
}
