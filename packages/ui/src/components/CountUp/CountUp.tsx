import { motion } from '@sahm/tokens';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useUI } from '../../provider/UIProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { countUp, type CountUpVariants } from './CountUp.css';

export interface CountUpProps extends CountUpVariants {
  /** The figure to count up to. */
  value: number;
  /** How long the count takes (spec.md §9: 3 seconds). */
  durationMs?: number;
  /** Text before the number, e.g. "$" (from the app's catalog). */
  prefix?: string;
  /** Text after the number, e.g. "M" (from the app's catalog). */
  suffix?: string;
  /** Number format options (default: whole numbers in the locale's digits). */
  formatOptions?: Intl.NumberFormatOptions;
  className?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/** Eases out, so the count slows as it lands on the figure. */
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * A figure that counts up from 0 once it scrolls into view. Screen readers get
 * only the final figure; with reduced motion the final figure shows at once.
 */
export function CountUp({
  value,
  durationMs = motion.countUp,
  prefix = '',
  suffix = '',
  formatOptions,
  size,
  className,
}: CountUpProps) {
  const { format } = useUI();
  const ref = useRef<HTMLSpanElement>(null);
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const [started, setStarted] = useState(false);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const element = ref.current;
    // Without IntersectionObserver there is no way to wait for the view: start now.
    if (!element || typeof IntersectionObserver === 'undefined') {
      setStarted(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setStarted(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!started || reduced) return;
    if (durationMs <= 0) {
      setCurrent(value);
      return;
    }
    let frame = 0;
    let startedAt: number | undefined;
    const tick = (now: number) => {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / durationMs);
      setCurrent(progress >= 1 ? value : value * easeOutCubic(progress));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [started, reduced, value, durationMs]);

  const shown = reduced ? value : current;
  const number = (n: number) => format.number(n, formatOptions ?? { maximumFractionDigits: 0 });

  return (
    <bdi ref={ref} className={[countUp({ size }), className].filter(Boolean).join(' ')}>
      <span aria-hidden="true" data-count-up="">
        {prefix}
        {number(shown)}
        {suffix}
      </span>
      <VisuallyHidden>
        {prefix}
        {number(value)}
        {suffix}
      </VisuallyHidden>
    </bdi>
  );
}
