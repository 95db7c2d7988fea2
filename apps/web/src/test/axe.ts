import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on the rendered app (the whole document by default: landmarks,
 * the page's language and title count too) and fails with the rule ids and
 * targets. jsdom cannot compute colours, so colour contrast is left to the
 * browser suites (the e2e journeys run axe in Chromium, Storybook runs
 * addon-a11y), as in the library's own helper (packages/ui src/test/axe.ts).
 */
export async function expectNoAxeViolations(context: Element | Document = document) {
  const results = await axe.run(context, { rules: { 'color-contrast': { enabled: false } } });
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found).toEqual([]);
}
