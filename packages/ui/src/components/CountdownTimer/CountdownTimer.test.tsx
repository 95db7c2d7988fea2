import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { CountdownTimer } from './CountdownTimer';

const START = Date.parse('2025-03-01T09:00:00Z');
const after = (seconds: number) => START + seconds * 1000;

/** The drawn part, hidden from screen readers. */
const drawn = (container: HTMLElement) => container.querySelector<HTMLElement>('[aria-hidden="true"]')!;

const unit = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLElement>(`[data-unit="${name}"]`)!;

describe('CountdownTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows days, hours, minutes and seconds as labelled units and ticks down every second', () => {
    const { container } = renderWithUI(<CountdownTimer deadline={after(2 * 86_400 + 5 * 3_600 + 30 * 60 + 15)} />);
    expect(within(unit(container, 'days')).getByText('02')).toBeInTheDocument();
    expect(within(unit(container, 'days')).getByText('Days')).toBeInTheDocument();
    expect(within(unit(container, 'hours')).getByText('05')).toBeInTheDocument();
    expect(within(unit(container, 'minutes')).getByText('30')).toBeInTheDocument();
    expect(within(unit(container, 'seconds')).getByText('15')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(within(unit(container, 'seconds')).getByText('14')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(15_000));
    expect(within(unit(container, 'seconds')).getByText('59')).toBeInTheDocument();
    expect(within(unit(container, 'minutes')).getByText('29')).toBeInTheDocument();
  });

  it('accepts a Date or an ISO string as the deadline', () => {
    const { container, unmount } = renderWithUI(<CountdownTimer deadline={new Date(after(90))} />);
    expect(within(unit(container, 'minutes')).getByText('01')).toBeInTheDocument();
    unmount();
    const second = renderWithUI(<CountdownTimer deadline={new Date(after(45)).toISOString()} />);
    expect(within(unit(second.container, 'seconds')).getByText('45')).toBeInTheDocument();
  });

  it('calls onExpire exactly once and then shows the expired state', () => {
    const onExpire = vi.fn();
    const { container, rerender } = renderWithUI(<CountdownTimer deadline={after(3)} onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onExpire).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(10_000));
    rerender(<CountdownTimer deadline={after(3)} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(within(drawn(container)).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Expired');
    // The interval stops once expired.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is expired straight away for a deadline in the past', () => {
    const onExpire = vi.fn();
    const { container } = renderWithUI(<CountdownTimer deadline={after(-60)} onExpire={onExpire} />);
    expect(within(drawn(container)).getByText('Expired')).toBeInTheDocument();
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('announces politely and only at coarse steps: each minute, then 30 s, 10 s and expiry', () => {
    const { container } = renderWithUI(<CountdownTimer deadline={after(125)} />);
    const status = screen.getByRole('status');
    const heard = [status.textContent];
    for (let second = 0; second < 130; second += 1) {
      act(() => vi.advanceTimersByTime(1000));
      if (status.textContent !== heard.at(-1)) heard.push(status.textContent);
    }
    expect(heard).toEqual([
      'Time remaining: Minutes 3',
      'Time remaining: Minutes 2',
      'Time remaining: Minutes 1',
      'Time remaining: Seconds 30',
      'Time remaining: Seconds 10',
      'Expired',
    ]);
    // The status line is outside the drawn digits, which screen readers skip.
    expect(drawn(container)).not.toContainElement(status);
  });

  it('names days and hours in the announcement when far away', () => {
    renderWithUI(<CountdownTimer deadline={after(86_400 + 2 * 3_600 + 4 * 60 + 30)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Time remaining: Days 1, Hours 2, Minutes 5');
  });

  it('uses Arabic-Indic digits, two-digit padding and Arabic words under ar', () => {
    const { container } = renderWithUI(<CountdownTimer deadline={after(3 * 86_400 + 4 * 60 + 7)} />, { locale: 'ar' });
    expect(within(unit(container, 'days')).getByText('٠٣')).toBeInTheDocument();
    expect(within(unit(container, 'days')).getByText('أيام')).toBeInTheDocument();
    expect(within(unit(container, 'hours')).getByText('٠٠')).toBeInTheDocument();
    expect(within(unit(container, 'seconds')).getByText('٠٧')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('الوقت المتبقي: أيام ٣، وساعات ٠، ودقائق ٥');
  });

  it('compact: hh:mm:ss in left-to-right order, even in Arabic', () => {
    renderWithUI(<CountdownTimer variant="compact" deadline={after(14 * 60 + 59)} label="رمز QR صالح لمدة" />, {
      locale: 'ar',
    });
    const clock = screen.getByText('٠٠:١٤:٥٩');
    expect(clock).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('group', { name: 'رمز QR صالح لمدة' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('٠٠:١٤:٥٨')).toBeInTheDocument();
  });

  it('a fixed clock keeps the display still', () => {
    const { container } = renderWithUI(<CountdownTimer deadline={after(100)} now={() => START} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(within(unit(container, 'seconds')).getByText('40')).toBeInTheDocument();
  });

  it('has no axe violations, running and expired', async () => {
    vi.useRealTimers();
    const { container } = renderWithUI(
      <>
        <CountdownTimer deadline={Date.now() + 60_000} label="Payment window" />
        <CountdownTimer deadline={0} variant="compact" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
