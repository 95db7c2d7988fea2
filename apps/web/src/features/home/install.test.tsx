import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@sahm/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { InstallSection } from './components/InstallSection';
import { installedKey } from '../../lib/pwa';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderSection(locale: Locale = 'en') {
  return render(
    <AppProviders locale={locale}>
      <main>
        <InstallSection />
      </main>
    </AppProviders>,
  );
}

const title = () => screen.queryByRole('heading', { level: 2, name: 'Install Sahm on your device' });

/** Chrome's event: prompt() shows the browser's dialog; userChoice says what the user did. */
function installPromptEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: ReturnType<typeof vi.fn>; userChoice: Promise<unknown> };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome, platform: 'web' });
  return event;
}

function stubDisplayMode(standalone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }));
}

describe('install section (spec.md §1)', () => {
  it('shows guidance for iOS, Android, Windows in Chrome and Edge, and Mac in Safari and Chrome', async () => {
    const user = userEvent.setup();
    renderSection();
    expect(title()).toBeInTheDocument();
    const platforms = screen.getAllByRole('heading', { level: 3 });
    expect(platforms.map((heading) => heading.textContent)).toEqual(['iPhone & iPad', 'Android', 'Windows', 'Mac']);

    const expected: [string, string[], RegExp][] = [
      ['iPhone & iPad', ['In Safari'], /Add to Home Screen/],
      ['Android', ['In Chrome'], /Install app/],
      ['Windows', ['In Chrome', 'In Microsoft Edge'], /Install this site as an app/],
      ['Mac', ['In Safari', 'In Chrome'], /Add to Dock/],
    ];
    const seen: string[] = [];
    for (const [platform, browsers, step] of expected) {
      await user.click(screen.getByRole('button', { name: platform }));
      const panel = screen.getByRole('region', { name: platform });
      expect(within(panel).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(browsers);
      expect(within(panel).getAllByText(step).length).toBeGreaterThan(0);
      for (const list of within(panel).getAllByRole('list')) expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
      seen.push(...[...panel.querySelectorAll('[data-guide]')].map((guide) => guide.getAttribute('data-guide')!));
    }
    expect(seen).toEqual(['ios-safari', 'android-chrome', 'windows-chrome', 'windows-edge', 'mac-safari', 'mac-chrome']);
  });

  it('lists the native mobile app as coming soon', () => {
    renderSection();
    expect(screen.getByText('Sahm mobile app')).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('offers no Install button until the browser fires beforeinstallprompt; the button calls prompt()', async () => {
    const user = userEvent.setup();
    renderSection();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    const event = installPromptEvent('dismissed');
    act(() => {
      window.dispatchEvent(event);
    });
    // The browser's own mini-bar is held back; our button shows the prompt instead.
    expect(event.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Install app' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    // A prompt can be used once; after a dismissal the guidance stays.
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    expect(title()).toBeInTheDocument();
  });

  it('hides once the user accepts the install prompt', async () => {
    const user = userEvent.setup();
    renderSection();
    act(() => {
      window.dispatchEvent(installPromptEvent('accepted'));
    });
    await user.click(screen.getByRole('button', { name: 'Install app' }));
    await vi.waitFor(() => expect(title()).toBeNull());
    expect(localStorage.getItem(installedKey)).toBe('1');
  });

  it('hides after the appinstalled event, and stays hidden next time', () => {
    const first = renderSection();
    expect(title()).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(title()).toBeNull();
    expect(localStorage.getItem(installedKey)).toBe('1');
    first.unmount();
    renderSection();
    expect(title()).toBeNull();
  });

  it('hides when the app already runs standalone (display-mode)', () => {
    stubDisplayMode(true);
    const { container } = renderSection();
    expect(title()).toBeNull();
    expect(container.querySelector('main')).toBeEmptyDOMElement();
  });

  it('hides when the app already runs standalone (iOS navigator.standalone)', () => {
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      renderSection();
      expect(title()).toBeNull();
    } finally {
      delete (navigator as Navigator & { standalone?: boolean }).standalone;
    }
  });

  it('opens the guidance of the visitor’s platform', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36');
    renderSection();
    expect(screen.getByRole('button', { name: 'Android' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Android' })).toHaveTextContent('Install app');
    expect(screen.getByRole('button', { name: 'Mac' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders right to left in Arabic, Sorani and Badini with translated guidance', () => {
    for (const [locale, heading] of [['ar', 'ثبّت سهم على جهازك'], ['kr', 'سەهم لەسەر ئامێرەکەت دابمەزرێنە'], ['bh', 'سەهم ل سەر ئامیرێ خۆ دابمەزرینە']] as const) {
      const view = renderSection(locale);
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      view.unmount();
    }
  });
});
