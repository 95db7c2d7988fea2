import { useEffect, useRef, useState } from 'react';
import type { UIMessageKey } from '../../i18n';
import { useUI } from '../../provider/UIProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Badge } from '../Badge/Badge';
import { Icon } from '../Icon/Icon';
import * as styles from './CountdownTimer.css';

export type CountdownVariant = (typeof styles.countdownVariants)[number];

export interface CountdownTimerProps {
  /** When time runs out: a Date, epoch milliseconds or an ISO string. */
  deadline: Date | number | string;
  /** The clock (epoch ms). Pass a fixed one in stories and tests. */
  now?: () => number;
  /** Called once when the deadline is reached (also if it has already passed). */
  onExpire?: () => void;
  /** `units`: days, hours, minutes, seconds in labelled boxes; `compact`: hh:mm:ss (QR validity). */
  variant?: CountdownVariant;
  /** Names the timer for screen readers, e.g. "QR code valid for". */
  label?: string;
  className?: string;
}

const SECOND = 1000;

function toMs(deadline: Date | number | string): number {
  if (deadline instanceof Date) return deadline.getTime();
  if (typeof deadline === 'number') return deadline;
  return Date.parse(deadline);
}

/** Whole seconds left, rounded up so 00:00:00 shows only once time is really up. */
function secondsLeft(deadlineMs: number, nowMs: number): number {
  const left = deadlineMs - nowMs;
  return Number.isFinite(left) && left > 0 ? Math.ceil(left / SECOND) : 0;
}

function split(totalSeconds: number) {
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}

/**
 * The coarse moment a screen reader hears about: each whole minute while
 * more than 30 seconds remain, then at 30 s, at 10 s and at expiry. Returned
 * as the seconds the announcement stands for (0 = expired).
 */
function announcementStep(totalSeconds: number): number {
  if (totalSeconds <= 0) return 0;
  if (totalSeconds <= 10) return 10;
  if (totalSeconds <= 30) return 30;
  return Math.ceil(totalSeconds / 60) * 60;
}

type Unit = 'days' | 'hours' | 'minutes' | 'seconds';
const unitLabel: Record<Unit, UIMessageKey> = {
  days: 'countdownDays',
  hours: 'countdownHours',
  minutes: 'countdownMinutes',
  seconds: 'countdownSeconds',
};

/**
 * Counts down to a deadline (card and bank-app payment windows, OTP resend).
 * The ticking digits are hidden from screen readers; a polite status line
 * says the time left only at coarse steps, so it never chatters every second.
 */
export function CountdownTimer({
  deadline,
  now = Date.now,
  onExpire,
  variant = 'units',
  label,
  className,
}: CountdownTimerProps) {
  const { t, format } = useUI();
  const deadlineMs = toMs(deadline);
  const nowRef = useRef(now);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    nowRef.current = now;
    onExpireRef.current = onExpire;
  });

  const [current, setCurrent] = useState(() => now());
  const total = secondsLeft(deadlineMs, current);
  const expired = total === 0;

  useEffect(() => {
    setCurrent(nowRef.current());
    if (secondsLeft(deadlineMs, nowRef.current()) === 0) return;
    const timer = setInterval(() => setCurrent(nowRef.current()), SECOND);
    return () => clearInterval(timer);
  }, [deadlineMs, expired]);

  // Once per deadline, however often we re-render after it.
  const expiredFor = useRef<number | null>(null);
  useEffect(() => {
    if (expired && expiredFor.current !== deadlineMs) {
      expiredFor.current = deadlineMs;
      onExpireRef.current?.();
    }
  }, [expired, deadlineMs]);

  const two = (n: number) => format.number(n, { minimumIntegerDigits: 2, useGrouping: false });
  const parts = split(total);

  const step = announcementStep(total);
  const announcement = (() => {
    if (step === 0) return t('countdownExpired');
    const named = (unit: Unit, n: number) => `${t(unitLabel[unit])} ${format.number(n)}`;
    let pieces: string[];
    if (step <= 30) {
      pieces = [named('seconds', step)];
    } else {
      const { days, hours, minutes } = split(step);
      pieces = [];
      if (days > 0) pieces.push(named('days', days));
      if (days > 0 || hours > 0) pieces.push(named('hours', hours));
      pieces.push(named('minutes', minutes));
    }
    const list = new Intl.ListFormat(format.tag, { type: 'unit', style: 'short' }).format(pieces);
    return t('countdownRemaining', { time: list });
  })();

  let visible;
  if (expired) {
    visible = (
      <Badge tone="danger" icon="clock">
        {t('countdownExpired')}
      </Badge>
    );
  } else if (variant === 'compact') {
    visible = (
      <span className={styles.compact}>
        <Icon name="clock" size={20} />
        <span dir="ltr" className={styles.clockText}>
          {`${two(parts.days * 24 + parts.hours)}:${two(parts.minutes)}:${two(parts.seconds)}`}
        </span>
      </span>
    );
  } else {
    visible = (
      <span className={styles.units}>
        {(['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => (
          <span key={unit} className={styles.unit} data-unit={unit}>
            <span className={styles.value}>{two(parts[unit])}</span>
            <span className={styles.unitLabel}>{t(unitLabel[unit])}</span>
          </span>
        ))}
      </span>
    );
  }

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-expired={expired || undefined}
      {...(label ? { role: 'group', 'aria-label': label } : {})}
    >
      <div aria-hidden="true">{visible}</div>
      <VisuallyHidden role="status">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
