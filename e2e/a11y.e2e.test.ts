// axe finds no violations on any public screen, in English (LTR) and Arabic (RTL).
import { beforeAll, describe, expect, test } from 'vitest';
import { seededPropertyId } from './support/api.ts';
import { axeViolations, formatViolations } from './support/axe.ts';
import { useBrowser, type Language } from './support/browser.ts';
import { openStill } from './support/stable.ts';

const { newPage } = useBrowser();

let propertyId = '';
beforeAll(async () => {
  propertyId = await seededPropertyId();
});

const screens: [name: string, path: () => string][] = [
  ['home', () => '/home'],
  ['all properties', () => '/view-properties?state=All'],
  ['property detail', () => `/property-detail?id=${propertyId}`],
  ['about us', () => '/about-us'],
  ['terms of use', () => '/terms-of-use'],
  ['privacy policy', () => '/privacy-policy'],
  ['contact us', () => '/contact-us'],
  ['login', () => '/login'],
  ['register', () => '/register'],
  ['forgot password', () => '/forgot-password'],
];

for (const language of ['en', 'ar'] as Language[]) {
  describe(`axe, ${language}`, () => {
    for (const [name, path] of screens) {
      test(`${name} has no violations`, async () => {
        const page = await newPage({ language, bypassCSP: true });
        await openStill(page, path());
        const violations = await axeViolations(page);
        expect(violations.map((v) => v.id), `axe on ${path()} (${language}):\n${formatViolations(violations)}`).toEqual([]);
        expect(page.uncaughtErrors).toEqual([]);
      });
    }
  });
}
