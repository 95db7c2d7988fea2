/**
 * Installing Sahm as a web app (spec.md §1): the service worker, and the
 * browser's install prompt caught as soon as the page loads (it may fire
 * before the home page and its install section have loaded).
 */

/** Chrome and Edge's `beforeinstallprompt` event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** Remembers an install, so the prompt stays hidden in the browser tab afterwards too. */
export const installedKey = 'sahm.appInstalled';

let captured: BeforeInstallPromptEvent | null = null;

/** The prompt caught before the install section mounted, if any. */
export function capturedInstallPrompt(): BeforeInstallPromptEvent | null {
  return captured;
}

/** A prompt can be shown once; forget it after use. */
export function forgetInstallPrompt() {
  captured = null;
}

export function markInstalled() {
  captured = null;
  try {
    localStorage.setItem(installedKey, '1');
  } catch {
    // Private mode: the prompt simply shows again next time.
  }
}

export function wasInstalled(): boolean {
  try {
    return localStorage.getItem(installedKey) === '1';
  } catch {
    return false;
  }
}

/** Running as the installed app rather than in a browser tab. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

/**
 * Called once from main.tsx: keeps the install prompt for the install
 * section, remembers an install, and registers the service worker in
 * production builds only (in development it would cache stale modules).
 */
export function startInstallSupport() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    captured = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', markInstalled);
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    window.addEventListener(
      'load',
      () => {
        navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
      },
      { once: true },
    );
  }
}
