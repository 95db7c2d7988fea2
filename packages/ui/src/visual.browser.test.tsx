// Visual references (DESIGN.md example 7): stories rendered in English (LTR)
// and Arabic (RTL) in Chromium and compared with the committed PNGs under
// __screenshots__/. Every story is captured; one that cannot be captured
// deterministically sets `parameters.visual.skip` to the reason. A story that renders into a portal (dialogs,
// menus, toasts) sets `parameters.visual.viewport` to be captured as the page.
import '@sahm/tokens/fonts.css';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../.storybook/preview';

const LOCALES = ['en', 'ar'] as const;

type StoryModule = Record<string, unknown> & { default: { title?: string } };
type VisualParams = { viewport?: boolean; skip?: string };
type Composed = ComponentType & { storyName: string; parameters?: { visual?: VisualParams } };

const modules = import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true });

// Freeze everything that moves: animations, transitions and the caret.
const freeze = document.createElement('style');
freeze.textContent = `
  body { margin: 0; }
  *, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
  [data-visual-root] { position: absolute; inset-block-start: 0; inset-inline-start: 0; inline-size: 960px; }
`;
document.head.append(freeze);

// Load every face before the first capture; `document.fonts.ready` alone
// resolves before a not-yet-used face has even started loading.
beforeAll(async () => {
  const weights = [400, 500, 600, 700];
  await Promise.all(
    weights.flatMap((w) => [
      document.fonts.load(`${w} 16px "Noto Sans"`, 'Sahm 0123'),
      document.fonts.load(`${w} 16px "Noto Sans Arabic"`, 'سهم ڕ ١٢٣'),
    ]),
  );
});

afterEach(() => cleanup());

const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

for (const [path, mod] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
  const component = /components\/([^/]+)\//.exec(path)?.[1] ?? path;
  const title = mod.default.title ?? component;
  describe(title, () => {
    for (const locale of LOCALES) {
      const stories = composeStories(mod, { ...preview, initialGlobals: { locale, theme: 'light' } }) as unknown as Record<
        string,
        Composed
      >;
      const entries = Object.entries(stories);
      // Every story of every component is captured: each costs about a
      // third of a second, and a base primitive's other states are worth
      // guarding too. (Named exports arrive sorted, so "the first story"
      // would be arbitrary anyway.)
      for (const [exportName, Story] of entries) {
        const visual = Story.parameters?.visual ?? {};
        if (visual.skip) continue;
        test(`${exportName} (${locale})`, async () => {
          document.body.style.minBlockSize = visual.viewport ? '100vh' : '';
          // Always the same place on the page, so sub-pixel rounding is the same every run.
          const host = document.createElement('div');
          host.setAttribute('data-visual-root', '');
          document.body.append(host);
          const { container } = render(<Story />, { container: host });
          await document.fonts.ready;
          // Let effects settle (measured layouts, images decoded).
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          await Promise.all([...container.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
          const target = visual.viewport ? document.body : container;
          await expect
            .element(page.elementLocator(target))
            .toMatchScreenshot(`${slug(title)}--${slug(exportName)}--${locale}`, {
              comparatorName: 'pixelmatch',
              comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
            });
        });
      }
    }
  });
}
