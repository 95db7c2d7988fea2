// Bringing a screen to a still, fully loaded state before it is measured or
// photographed: data answered, images decoded, fonts loaded, nothing moving.
import type { Page } from 'playwright-core';
import { waitForNetworkIdle, waitForScreen } from './browser.ts';

const FREEZE_CSS = `
  *, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
    scroll-behavior: auto !important;
  }
`;

/** The faces the app uses (tokens/src/raw.ts): each weight of the Latin and the Arabic family. */
const FACES = ['400', '500', '600', '700'].flatMap((weight) => [
  { font: `${weight} 16px "Noto Sans"`, sample: 'Sahm AaBb 0123' },
  { font: `${weight} 16px "Noto Sans Arabic"`, sample: 'سهم ڕڵۆێڤ ٠١٢' },
]);

/** Loads each face the page can show, then waits for document.fonts.ready. */
export async function waitForFonts(page: Page) {
  await page.evaluate(async (faces) => {
    await Promise.all(faces.map(({ font, sample }) => document.fonts.load(font, sample).catch(() => [])));
    await document.fonts.ready;
  }, FACES);
}

/** Every <img> in the first screen finished loading (or failed) and is decoded; lazy ones further down never start. */
export async function waitForImages(page: Page) {
  await page.evaluate(async () => {
    const inView = (img: HTMLImageElement) => {
      const rect = img.getBoundingClientRect();
      return rect.bottom >= 0 && rect.top <= innerHeight && rect.right >= 0 && rect.left <= innerWidth;
    };
    const all = Promise.all(
      Array.from(document.images).filter(inView).map(async (img) => {
        if (!img.complete) {
          await new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          });
        }
        await img.decode().catch(() => undefined);
      }),
    );
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}

/** Turns off animations and transitions for the rest of the page's life. */
export async function freezeMotion(page: Page) {
  await page.addStyleTag({ content: FREEZE_CSS });
}

/**
 * Opens a path and waits until it is still: the screen rendered, the network
 * idle, fonts and images ready, motion frozen, and two animation frames drawn.
 */
export async function openStill(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

export async function settle(page: Page) {
  await waitForScreen(page);
  await waitForNetworkIdle(page);
  await freezeMotion(page);
  await waitForFonts(page);
  await waitForImages(page);
  // Lazy content revealed by the previous steps.
  await waitForNetworkIdle(page);
  // Two frames drawn; two seconds at most (page.evaluate has no timeout of its own).
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 2_000);
      }),
  );
}
