import { createTheme, createThemeContract } from '@vanilla-extract/css';
import {
  darkColors,
  darkShadows,
  lightColors,
  motion,
  radii,
  shadows,
  space,
  typography,
  zIndex,
  type ColorRoles,
} from './raw';

const ms = (value: number) => `${value}ms`;

/** Every themed value as a CSS variable; components read only these. */
export const vars = createThemeContract({
  color: Object.fromEntries(Object.keys(lightColors).map((k) => [k, null])) as Record<
    keyof ColorRoles,
    null
  >,
  space: Object.fromEntries(Object.keys(space).map((k) => [k, null])) as Record<
    keyof typeof space,
    null
  >,
  radius: Object.fromEntries(Object.keys(radii).map((k) => [k, null])) as Record<
    keyof typeof radii,
    null
  >,
  shadow: { sm: null, md: null, lg: null },
  font: {
    family: null,
    size: Object.fromEntries(Object.keys(typography.fontSize).map((k) => [k, null])) as Record<
      keyof typeof typography.fontSize,
      null
    >,
    weight: Object.fromEntries(Object.keys(typography.fontWeight).map((k) => [k, null])) as Record<
      keyof typeof typography.fontWeight,
      null
    >,
    lineHeight: { tight: null, body: null },
  },
  motion: { fast: null, medium: null, slide: null },
  zIndex: { sticky: null, dropdown: null, modal: null, toast: null },
});

const shared = {
  space,
  radius: radii,
  font: {
    family: typography.fontFamily,
    size: typography.fontSize,
    weight: typography.fontWeight,
    lineHeight: typography.lineHeight,
  },
  motion: { fast: ms(motion.fast), medium: ms(motion.medium), slide: ms(motion.slide) },
  zIndex,
};

/** The default theme. */
export const lightTheme = createTheme(vars, {
  ...shared,
  color: lightColors,
  shadow: shadows,
});

/** The dark theme: same roles, deeper shadows. */
export const darkTheme = createTheme(vars, {
  ...shared,
  color: darkColors,
  shadow: darkShadows,
});
