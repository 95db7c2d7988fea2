// Visual references of the first screen of /home, /property-detail and
// /login, on a phone (375×812) and a desktop (1280×800), in English and Arabic,
// compared with the PNGs in __screenshots__/ (support/visual.ts).
import { beforeAll, describe, test } from 'vitest';
import { seededPropertyId } from './support/api.ts';
import { useBrowser, viewports, type Language } from './support/browser.ts';
import { openStill } from './support/stable.ts';
import { expectScreenshot } from './support/visual.ts';

const { newPage } = useBrowser();

let propertyId = '';
beforeAll(async () => {
  propertyId = await seededPropertyId();
});

const screens: [name: string, path: () => string][] = [
  ['home', () => '/home'],
  ['property-detail', () => `/property-detail?id=${propertyId}`],
  ['login', () => '/login'],
];

for (const [name, path] of screens) {
  describe(name, () => {
    for (const language of ['en', 'ar'] as Language[]) {
      for (const [device, viewport] of Object.entries(viewports)) {
        test(`${language}, ${viewport.width}×${viewport.height}`, async () => {
          const page = await newPage({ language, viewport });
          await openStill(page, path());
          await expectScreenshot(page, `${name}-${language}-${device}`);
        });
      }
    }
  });
}
