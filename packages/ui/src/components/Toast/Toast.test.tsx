import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Button } from '../Button/Button';
import { ToastProvider, useToast, type ToastOptions } from './Toast';
import { clearance } from './Toast.css';

const clearanceProperty = clearance.replace(/^var\((--[^,)]+).*$/, '$1');

function Shower({ options }: { options: ToastOptions[] }) {
  const { show } = useToast();
  return <Button onClick={() => options.forEach((o) => show(o))}>Show</Button>;
}

// Under fake timers, user-event's own waits would never resolve; plain DOM events do.
function setup(options: ToastOptions[], locale: 'en' | 'ar' = 'en') {
  vi.useFakeTimers();
  const view = renderWithUI(
    <ToastProvider>
      <Shower options={options} />
    </ToastProvider>,
    { locale },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  return view;
}

const region = () => screen.getByRole('region', { name: /Notifications|الإشعارات/ });

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast and closes it by itself after 3000 ms', () => {
    setup([{ tone: 'success', message: 'You have successfully bought tokens' }]);
    const toast = screen.getByText('You have successfully bought tokens').closest('li')!;
    expect(region()).toContainElement(toast);
    expect(toast).toHaveAttribute('data-tone', 'success');

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('You have successfully bought tokens')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('You have successfully bought tokens')).toBeNull();
  });

  it('honours a custom duration', () => {
    setup([{ tone: 'info', message: 'Bid request accepted', durationMs: 6000 }]);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Bid request accepted')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Bid request accepted')).toBeNull();
  });

  it('lives in a region labelled Notifications and stacks several toasts', () => {
    setup([
      { tone: 'success', title: 'Done', message: 'Profile details updated successfully' },
      { tone: 'warning', message: 'Your wallet balance is insufficient' },
    ]);
    const list = region().querySelector('ol')!;
    expect(list).toHaveAttribute('data-position', 'top-end');
    expect(list.querySelectorAll('li')).toHaveLength(2);
  });

  it('starts below the bar named by clearOf, so the header’s buttons stay uncovered, and moves up when it scrolls away', () => {
    vi.useFakeTimers();
    const header = document.createElement('header');
    header.id = 'site-header';
    document.body.append(header);
    let bottom = 64;
    vi.spyOn(header, 'getBoundingClientRect').mockImplementation(() => ({ bottom }) as DOMRect);
    try {
      renderWithUI(
        <ToastProvider clearOf="#site-header">
          <Shower options={[{ tone: 'error', message: 'Server error! Please try again.' }]} />
        </ToastProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Show' }));
      const list = region().querySelector('ol')!;
      expect(getComputedStyle(list).getPropertyValue(clearanceProperty)).toBe('64px');

      bottom = -10;
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(getComputedStyle(list).getPropertyValue(clearanceProperty)).toBe('0px');

      bottom = 112; // the header wrapped to a second line
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      expect(getComputedStyle(list).getPropertyValue(clearanceProperty)).toBe('112px');
    } finally {
      header.remove();
    }
  });

  it('without clearOf sits at the very top', () => {
    setup([{ tone: 'info', message: 'Hello' }]);
    expect(region().querySelector('ol')!.style.getPropertyValue(clearanceProperty)).toBe('');
  });

  it('closes from its Dismiss button', () => {
    setup([{ tone: 'info', message: 'Withdraw Request sent to the Admin' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Withdraw Request sent to the Admin')).toBeNull();
  });

  it('announces errors assertively and other tones politely, with the tone in words', () => {
    setup([
      { tone: 'error', message: 'Server error! Please try again.' },
      { tone: 'success', message: 'Your mobile number has been verified' },
    ]);
    // Radix fills its announcer two frames later.
    act(() => vi.advanceTimersByTime(50));
    const announcers = screen.getAllByRole('status');
    const assertive = announcers.find((el) => el.getAttribute('aria-live') === 'assertive');
    const polite = announcers.find((el) => el.getAttribute('aria-live') === 'polite');
    expect(assertive).toHaveTextContent('Notification Error Server error! Please try again.');
    expect(polite).toHaveTextContent('Notification Success Your mobile number has been verified');
  });

  it('in Arabic: RTL viewport, swipes towards the left edge, localized labels', () => {
    setup([{ tone: 'success', message: 'تم التحقق من رقم هاتفك' }], 'ar');
    const list = region().querySelector('ol')!;
    // insetInlineEnd resolves against this dir: the viewport sits top-left.
    expect(list.closest('[data-sahm-portal]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('تم التحقق من رقم هاتفك').closest('li')).toHaveAttribute('data-swipe-direction', 'left');
    expect(screen.getByRole('button', { name: 'تجاهل' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'الإشعارات (F8)' })).toBeInTheDocument();
  });

  it('swipes towards the right edge in English', () => {
    setup([{ tone: 'info', message: 'Hello' }]);
    expect(screen.getByText('Hello').closest('li')).toHaveAttribute('data-swipe-direction', 'right');
    expect(region().closest('[data-sahm-portal]')).toHaveAttribute('dir', 'ltr');
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useToast();
      return null;
    }
    expect(() => renderWithUI(<Orphan />)).toThrow(/ToastProvider/);
  });

  it('has no axe violations with toasts shown', async () => {
    const user = userEvent.setup();
    renderWithUI(
      <ToastProvider>
        <Shower
          options={[
            { tone: 'error', title: 'Payment failed', message: 'Please try again.' },
            { tone: 'info', message: 'Bid request accepted' },
          ]}
        />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await expectNoAxeViolations(region().closest('[data-sahm-portal]')!);
  });
});
