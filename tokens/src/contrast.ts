/** WCAG 2.x relative luminance and contrast ratio, for the theme tests and docs. */
import type { ColorRoles } from './raw';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Parses #RGB or #RRGGBB. */
export function parseHex(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** What a pair of roles must reach: WCAG AA is 4.5:1 for text and 3:1 for UI parts (boundaries, focus). */
export const contrastMinimum = { text: 4.5, ui: 3 } as const;

export interface ContrastPair {
  /** The role drawn on top. */
  foreground: keyof ColorRoles;
  /** The role it is drawn on. */
  background: keyof ColorRoles;
  /** Text (4.5:1) or a UI part such as a boundary or focus ring (3:1). */
  kind: keyof typeof contrastMinimum;
}

const pair = (foreground: keyof ColorRoles, background: keyof ColorRoles, kind: ContrastPair['kind']): ContrastPair => ({ foreground, background, kind });

/**
 * Every pairing of roles the components draw, in both themes: the tokens test
 * holds each to its minimum, and the colour docs show each ratio.
 */
export const contrastPairs: readonly ContrastPair[] = [
  pair('text', 'surface', 'text'),
  pair('text', 'surfaceRaised', 'text'),
  pair('text', 'surfaceMuted', 'text'),
  pair('textMuted', 'surface', 'text'),
  pair('textMuted', 'surfaceRaised', 'text'),
  pair('textMuted', 'surfaceMuted', 'text'),
  pair('onAccent', 'accent', 'text'),
  pair('onAccent', 'accentHover', 'text'),
  pair('accent', 'surface', 'text'),
  pair('accent', 'accentSurface', 'text'),
  pair('text', 'accentSurface', 'text'),
  pair('success', 'successSurface', 'text'),
  pair('success', 'surface', 'text'),
  pair('warning', 'warningSurface', 'text'),
  pair('warning', 'surface', 'text'),
  pair('danger', 'dangerSurface', 'text'),
  pair('danger', 'surface', 'text'),
  pair('neutral', 'neutralSurface', 'text'),
  pair('borderStrong', 'surface', 'ui'),
  pair('borderStrong', 'surfaceRaised', 'ui'),
  pair('focusRing', 'surface', 'ui'),
  pair('focusRing', 'surfaceMuted', 'ui'),
  pair('accent', 'surfaceMuted', 'ui'),
];
