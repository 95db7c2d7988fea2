import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focus through a card's steps. A step (the payment-method screen, a
 * provider's QR panel) replaces the button that opened it, and going back or
 * finishing replaces the step's own buttons: focus fell to <body> each time,
 * and a keyboard or screen-reader user started again from the top of the
 * page. When `open` turns false, focus goes to `target` (the first field of
 * the step before).
 */
export function useFocusOnReturn(open: boolean, target: RefObject<HTMLElement | null>) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) target.current?.focus();
    wasOpen.current = open;
  }, [open, target]);
}

/**
 * Focuses the element once it is rendered (a step that has just replaced the
 * one before), or with `'heading'` its first heading, which a screen reader
 * then reads ("Pay with FIB"), kept out of the Tab order.
 */
export function useFocusOnMount(target: RefObject<HTMLElement | null>, when = true, what: 'element' | 'heading' = 'element') {
  useEffect(() => {
    if (!when || !target.current) return;
    const heading = what === 'heading' ? target.current.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') : null;
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    (heading ?? target.current).focus();
  }, [target, when, what]);
}
