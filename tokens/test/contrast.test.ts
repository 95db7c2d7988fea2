import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../src/contrast';
import { darkColors, lightColors, type ColorRoles } from '../src/raw';

// WCAG AA: 4.5:1 for text, 3:1 for UI boundaries and focus indicators.
const TEXT = 4.5;
const UI = 3;

const textPairs: Array<[keyof ColorRoles, keyof ColorRoles]> = [
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['textMuted', 'surfaceMuted'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentHover'],
  ['accent', 'surface'],
  ['accent', 'accentSurface'],
  ['text', 'accentSurface'],
  ['success', 'successSurface'],
  ['success', 'surface'],
  ['warning', 'warningSurface'],
  ['warning', 'surface'],
  ['danger', 'dangerSurface'],
  ['danger', 'surface'],
  ['neutral', 'neutralSurface'],
];
const uiPairs: Array<[keyof ColorRoles, keyof ColorRoles]> = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'surfaceRaised'],
  ['focusRing', 'surface'],
  ['focusRing', 'surfaceMuted'],
  ['accent', 'surfaceMuted'],
];

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
])('%s theme contrast', (_name, colors) => {
  it.each(textPairs)('%s on %s meets AA for text (4.5:1)', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(TEXT);
  });
  it.each(uiPairs)('%s on %s meets AA for UI parts (3:1)', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(UI);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#abc', '#AABBCC')).toBe(1);
  });
  it('rejects what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/Not a hex colour/);
  });
});
