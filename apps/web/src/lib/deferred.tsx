import { createContext, startTransition, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Below-the-fold sections of long pages, rendered when they come within half
 * a screen of the viewport: the first screen appears without waiting for
 * content nobody can see yet, and no single task renders the whole page.
 * Scrolling, or moving focus (which scrolls), renders the next sections
 * before they are reached. Ctrl/⌘+F or F3 renders everything, so
 * find-in-page sees the whole page. Once the page has loaded and the browser
 * is idle, the rest renders too, one section per idle period, so screen
 * readers (browsing by heading, or reading on without scrolling) soon have
 * the whole page. Where IntersectionObserver is missing (old browsers,
 * jsdom) everything renders at once.
 */

type Reveal = () => void;
/** Sections waiting to render. */
const waiting = new Set<Reveal>();

function revealOnFind(event: KeyboardEvent) {
  const find = event.key === 'F3' || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f');
  if (find) for (const reveal of [...waiting]) reveal();
}

/** How long after the load event the idle rendering of the rest starts: the first seconds stay free for the reader's own scrolling and input. */
export const IDLE_REVEAL_DELAY_MS = 3000;

/** Cancels the idle rendering scheduled by revealWhenIdle(), if any. */
let cancelIdleReveal: (() => void) | undefined;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 100);
  return () => window.clearTimeout(id);
}

/** Renders the waiting sections one per idle period, starting a little after the load event. */
function revealWhenIdle() {
  if (cancelIdleReveal) return;
  const step = () => {
    const next = waiting.values().next().value;
    if (!next) {
      cancelIdleReveal = undefined;
      return;
    }
    next();
    cancelIdleReveal = whenIdle(step);
  };
  const start = () => {
    const id = window.setTimeout(() => (cancelIdleReveal = whenIdle(step)), IDLE_REVEAL_DELAY_MS);
    cancelIdleReveal = () => window.clearTimeout(id);
  };
  if (document.readyState === 'complete') start();
  else {
    window.addEventListener('load', start, { once: true });
    cancelIdleReveal = () => window.removeEventListener('load', start);
  }
}

/**
 * True renders every section inside at once: for a page about to scroll to
 * or focus something inside one ("start now" → the list of all properties).
 */
export const RevealDeferred = createContext(false);

export interface DeferredProps {
  children: ReactNode;
  /** About how tall the section will be (px), so the ones further down stay out of reach until scrolled to. */
  estimatedBlockSize: number;
  /** Kept on the placeholder, so links and scrolling to the section's id work before it renders. */
  id?: string;
  className?: string;
  /**
   * Only when it comes near: not in idle periods nor for find-in-page. For
   * what is drawn for the eye alone, whose content the page also gives in
   * words (a chart beside its table), and costs a long task to draw.
   */
  onlyNear?: boolean;
}

export function Deferred({ children, estimatedBlockSize, id, className, onlyNear = false }: DeferredProps) {
  const revealAll = useContext(RevealDeferred);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (shown || revealAll || !element) return;
    const reveal: Reveal = () => {
      waiting.delete(reveal);
      // In a transition: rendered in slices that yield to scrolling and input.
      startTransition(() => setShown(true));
    };
    if (!onlyNear) {
      if (waiting.size === 0) window.addEventListener('keydown', revealOnFind, true);
      waiting.add(reveal);
      revealWhenIdle();
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reveal(), {
      rootMargin: '50% 0px',
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (onlyNear) return;
      waiting.delete(reveal);
      if (waiting.size === 0) {
        window.removeEventListener('keydown', revealOnFind, true);
        cancelIdleReveal?.();
        cancelIdleReveal = undefined;
      }
    };
  }, [shown, revealAll, onlyNear]);

  if (shown || revealAll) return children;
  return <div ref={placeholder} id={id} className={className} data-deferred="" style={{ minBlockSize: estimatedBlockSize }} />;
}
