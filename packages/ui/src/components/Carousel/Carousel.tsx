import { breakpoints } from '@sahm/tokens';
import {
  Children,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useUI } from '../../provider/UIProvider';
import { IconButton } from '../IconButton/IconButton';
import * as css from './Carousel.css';

/** A horizontal drag longer than this (px) turns the page. */
export const carouselSwipeThreshold = 40;

/**
 * Slides visible at a given width (spec.md §2): 4.5 from 1400px, 3.5 below,
 * 3 below 1082, 2 below 840, 1 below 555.
 */
export function slidesPerViewFor(width: number): number {
  if (width < breakpoints.carouselOne) return 1;
  if (width < breakpoints.carouselTwo) return 2;
  if (width < breakpoints.carouselThree) return 3;
  if (width < breakpoints.carouselThreeHalf) return 3.5;
  return 4.5;
}

export interface CarouselProps {
  /** Names the carousel for screen readers, e.g. "Hot properties". */
  label: string;
  /** Each child is one slide. */
  children: ReactNode;
  /** Shown at the reading start of the header; a string becomes an h2. */
  heading?: ReactNode;
  /** Beside the arrows at the reading end, e.g. a "View all" link. */
  action?: ReactNode;
  className?: string;
}

/**
 * Property cards in a row that pages sideways. The number of slides shown
 * follows the carousel's OWN width (ResizeObserver), not the window's: the
 * spec's breakpoints were written for a full-width carousel, and measuring
 * the box keeps the same look when it sits in a narrower column, a dialog
 * or a story wrapper.
 */
export function Carousel({ label, children, heading, action, className }: CarouselProps) {
  const { t, dir, format } = useUI();
  const slides = Children.toArray(children);
  const count = slides.length;
  const viewportRef = useRef<HTMLDivElement>(null);
  const [perView, setPerView] = useState(1);
  const [index, setIndex] = useState(0);
  const drag = useRef<{ pointerId: number; x: number } | null>(null);
  const swiped = useRef(false);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () => setPerView(slidesPerViewFor(viewport.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  const maxOffset = Math.max(0, count - perView);
  const maxIndex = Math.ceil(maxOffset);
  const current = Math.min(index, maxIndex);
  // The last page stops with the last slide at the end edge, even with half slides showing.
  const offset = Math.min(current, maxOffset);
  const step = Math.max(1, Math.floor(perView));
  const atStart = current <= 0;
  const atEnd = current >= maxIndex;

  const goTo = useCallback((target: number) => setIndex(Math.max(0, Math.min(maxIndex, target))), [maxIndex]);
  const next = () => goTo(current + step);
  const previous = () => goTo(current - step);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Only on the region itself, so arrow keys inside a slide (a form, a link) keep their meaning.
    if (event.target !== event.currentTarget) return;
    // Arrows move the way they point on screen: in RTL the next slide is to the left.
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) next();
    else if (event.key === backward) previous();
    else if (event.key === 'Home') goTo(0);
    else if (event.key === 'End') goTo(maxIndex);
    else return;
    event.preventDefault();
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX };
    swiped.current = false;
  };

  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) <= carouselSwipeThreshold) return;
    swiped.current = true;
    // Dragging content towards the reading start reveals what comes next: leftwards in LTR, rightwards in RTL.
    const forward = dir === 'rtl' ? dx > 0 : dx < 0;
    if (forward) next();
    else previous();
  };

  // A drag that turned the page must not also follow the link it started on.
  const handleClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const sign = dir === 'rtl' ? 1 : -1;
  const showControls = count > perView;

  return (
    // A focusable region with arrow keys, as the brief asks: the arrows need something to act on.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the region is focusable and handles arrow keys
    <section
      aria-roledescription={t('carouselRoleDescription')}
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus lets keyboard users page with the arrows
      tabIndex={0}
      onKeyDown={handleKeyDown}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      {(heading || action || showControls) && (
        <div className={css.header}>
          {typeof heading === 'string' ? <h2 className={css.heading}>{heading}</h2> : heading}
          <div className={css.controls}>
            {action}
            {showControls && (
              <>
                <IconButton icon="chevronStart" label={t('previous')} variant="outline" disabled={atStart} onClick={previous} />
                <IconButton icon="chevronEnd" label={t('next')} variant="outline" disabled={atEnd} onClick={next} />
              </>
            )}
          </div>
        </div>
      )}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- swiping is a pointer shortcut; the buttons and arrow keys do the same */}
      <div
        ref={viewportRef}
        className={css.viewport}
        data-carousel-viewport=""
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onClickCapture={handleClickCapture}
        onDragStart={(event) => event.preventDefault()}
      >
        <div
          className={css.track}
          aria-live="polite"
          // Percentages of the track, which is as wide as the viewport; the sign follows the direction.
          style={{ transform: `translateX(${sign * offset * (100 / perView)}%)` }}
        >
          {slides.map((slide, i) => {
            // Slides wholly out of view leave the tab order and the accessibility tree.
            const visible = i + 1 > offset && i < offset + perView;
            return (
              <div
                // Children.toArray gives each child a stable key.
                key={(slide as { key?: string | null }).key ?? i}
                role="group"
                aria-roledescription={t('carouselSlideRoleDescription')}
                aria-label={t('carouselSlideLabel', { index: format.number(i + 1), count: format.number(count) })}
                inert={!visible}
                className={css.slide}
                style={{ flexBasis: `${100 / perView}%` }}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
