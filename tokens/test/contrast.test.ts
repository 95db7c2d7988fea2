import { describe, expect, it } from 'vitest';
import { contrastMinimum, contrastPairs, contrastRatio } from '../src/contrast';
import { darkColors, lightColors } from '../src/raw';

// WCAG AA for every pairing the components draw (src/contrast.ts lists them;
// the Storybook colour pages show the same ratios).
describe.each([
  ['light', lightColors],
  ['dark', darkColors],
])('%s theme contrast', (_name, colors) => {
  it.each(contrastPairs.map((p) => [p.foreground, p.background, p.kind, contrastMinimum[p.kind]] as const))(
    '%s on %s meets AA for %s (%s:1)',
    (fg, bg, _kind, minimum) => {
      expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(minimum);
    },
  );
  it('covers every role', () => {
    const used = new Set(contrastPairs.flatMap((p) => [p.foreground, p.background]));
    const decorative = ['border', 'overlay'];
    expect(Object.keys(colors).filter((role) => !used.has(role as keyof typeof colors) && !decorative.includes(role))).toEqual([]);
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
