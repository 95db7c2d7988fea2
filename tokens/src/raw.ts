/**
 * Sahm's raw design tokens, typed. Everything visual in @sahm/ui comes from
 * here through the theme contract in `theme.css.ts`; nothing else hard-codes a
 * colour, a size or a duration.
 */

/** Semantic colour roles. Each theme gives every role a value. */
export interface ColorRoles {
  /** Page background. */
  surface: string;
  /** Cards, menus and dialogs that sit on the page. */
  surfaceRaised: string;
  /** Sunken areas: table headers, input wells, skeletons. */
  surfaceMuted: string;
  /** Body text and headings. */
  text: string;
  /** Secondary text: captions, hints, table meta. */
  textMuted: string;
  /** Hairlines between rows and around cards (decorative, not a boundary). */
  border: string;
  /** Input and control boundaries that must be seen (WCAG 1.4.11, 3:1). */
  borderStrong: string;
  /** The brand's action colour: primary buttons, links, selected states. */
  accent: string;
  /** Accent under the pointer or pressed. */
  accentHover: string;
  /** Text and icons drawn on `accent`. */
  onAccent: string;
  /** Tinted background for selected or highlighted rows. */
  accentSurface: string;
  /** Positive outcomes: paid, completed, funded. */
  success: string;
  /** Background of success badges and notices. */
  successSurface: string;
  /** Needs attention: pending, in progress, expiring. */
  warning: string;
  /** Background of warning badges and notices. */
  warningSurface: string;
  /** Failures and destructive actions: failed, rejected, delete. */
  danger: string;
  /** Background of danger badges and notices. */
  dangerSurface: string;
  /** Neutral status text: canceled, draft. */
  neutral: string;
  /** Background of neutral badges. */
  neutralSurface: string;
  /** Keyboard focus outline, visible on every surface. */
  focusRing: string;
  /** Scrim behind modal dialogs. */
  overlay: string;
}

/** The brand palette the themes draw from: deep teal and navy read as steady finance. */
export const palette = {
  /** Deepest navy, the dark theme's page. */
  navy950: '#07131F',
  /** Dark navy, dark raised surfaces. */
  navy900: '#0D2136',
  /** Navy for dark muted wells. */
  navy800: '#15314D',
  /** Body text on light surfaces. */
  ink900: '#102A43',
  /** Secondary text on light surfaces. */
  ink600: '#486581',
  /** Strong boundary grey. */
  slate500: '#6B7C93',
  /** Hairline grey. */
  slate200: '#D9E2EC',
  /** Light muted background. */
  slate50: '#F3F6F9',
  /** Pure white. */
  white: '#FFFFFF',
  /** Brand teal, the accent. */
  teal700: '#0B6E64',
  /** Brand teal pressed. */
  teal800: '#085A52',
  /** Pale teal tint. */
  teal50: '#E3F4F1',
  /** Bright teal for dark themes. */
  teal300: '#5DD3C2',
  /** Bright teal pressed for dark themes. */
  teal200: '#8DE2D5',
  /** Success green. */
  green700: '#176B3A',
  /** Success tint. */
  green50: '#E4F5EA',
  /** Amber for warnings (text strength). */
  amber800: '#8A4B00',
  /** Amber tint. */
  amber50: '#FFF3DC',
  /** Red for danger. */
  red700: '#B42318',
  /** Red tint. */
  red50: '#FDECEA',
  /** Focus blue. */
  blue600: '#1F5FD6',
  /** Focus blue for dark surfaces. */
  blue300: '#8AB8FF',
} as const;

/** Light theme: the default. */
export const lightColors: ColorRoles = {
  surface: palette.white,
  surfaceRaised: palette.white,
  surfaceMuted: palette.slate50,
  text: palette.ink900,
  textMuted: palette.ink600,
  border: palette.slate200,
  borderStrong: palette.slate500,
  accent: palette.teal700,
  accentHover: palette.teal800,
  onAccent: palette.white,
  accentSurface: palette.teal50,
  success: palette.green700,
  successSurface: palette.green50,
  warning: palette.amber800,
  warningSurface: palette.amber50,
  danger: palette.red700,
  dangerSurface: palette.red50,
  neutral: palette.ink600,
  neutralSurface: palette.slate50,
  focusRing: palette.blue600,
  overlay: 'rgba(7, 19, 31, 0.55)',
};

/** Dark theme, for low light. */
export const darkColors: ColorRoles = {
  surface: palette.navy950,
  surfaceRaised: palette.navy900,
  surfaceMuted: palette.navy800,
  text: '#E8EEF4',
  textMuted: '#A9BACB',
  border: '#1F3B57',
  borderStrong: '#7C93AB',
  accent: palette.teal300,
  accentHover: palette.teal200,
  onAccent: '#05231F',
  accentSurface: '#0F3A3A',
  success: '#6FD89A',
  successSurface: '#0F3323',
  warning: '#F6C261',
  warningSurface: '#3A2A0A',
  danger: '#FF9C92',
  dangerSurface: '#3D1411',
  neutral: '#B7C6D5',
  neutralSurface: '#1A3048',
  focusRing: palette.blue300,
  overlay: 'rgba(0, 0, 0, 0.65)',
};

/** Spacing scale in pixels; components use the names, never raw numbers. */
export const space = {
  /** No space. */
  none: '0',
  /** 2px: hairline gaps inside dense controls. */
  xxs: '2px',
  /** 4px: icon to label. */
  xs: '4px',
  /** 8px: between related items. */
  sm: '8px',
  /** 12px: control padding. */
  md: '12px',
  /** 16px: card padding on phones, default gap. */
  lg: '16px',
  /** 24px: card padding, section gaps inside a card. */
  xl: '24px',
  /** 32px: between blocks. */
  xxl: '32px',
  /** 48px: between page sections. */
  xxxl: '48px',
} as const;
export type Space = keyof typeof space;

/** Corner radii. */
export const radii = {
  /** Square corners. */
  none: '0',
  /** Badges and small chips. */
  sm: '4px',
  /** Inputs and buttons. */
  md: '8px',
  /** Cards and dialogs. */
  lg: '14px',
  /** Pills and round buttons. */
  full: '9999px',
} as const;

/** Elevation shadows of the light theme. */
export const shadows = {
  /** Resting card. */
  sm: '0 1px 2px rgba(16, 42, 67, 0.08), 0 1px 3px rgba(16, 42, 67, 0.06)',
  /** Hovered card, dropdowns. */
  md: '0 4px 12px rgba(16, 42, 67, 0.10)',
  /** Dialogs and toasts. */
  lg: '0 12px 32px rgba(16, 42, 67, 0.18)',
} as const;

/** Elevation shadows of the dark theme: deeper, since a faint shadow vanishes on a dark page. */
export const darkShadows: Record<keyof typeof shadows, string> = {
  /** Resting card. */
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  /** Hovered card, dropdowns. */
  md: '0 4px 12px rgba(0, 0, 0, 0.45)',
  /** Dialogs and toasts. */
  lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
};

/**
 * Typography. Noto Sans covers Latin; Noto Sans Arabic covers Arabic and the
 * Kurdish letters (ڕ ڵ ۆ ێ ڤ). Both are self-hosted from @fontsource, so
 * screenshots never depend on the machine's fonts.
 */
export const typography = {
  /** The one family stack; the browser picks the script's face per glyph. */
  fontFamily: "'Noto Sans', 'Noto Sans Arabic', sans-serif",
  /** Font sizes. */
  fontSize: {
    /** Captions, badges. */
    xs: '12px',
    /** Secondary text, table cells. */
    sm: '14px',
    /** Body text. */
    md: '16px',
    /** Lead paragraphs, card titles. */
    lg: '18px',
    /** Section headings. */
    xl: '22px',
    /** Page headings. */
    xxl: '28px',
    /** Hero figures (balance, stats). */
    display: '36px',
  },
  /** Font weights shipped by fonts.css. */
  fontWeight: {
    /** Body. */
    regular: '400',
    /** Labels, table headers. */
    medium: '500',
    /** Buttons, card titles. */
    semibold: '600',
    /** Headings, figures. */
    bold: '700',
  },
  /** Line heights; Arabic script needs the roomier body value. */
  lineHeight: {
    /** Headings and single-line controls. */
    tight: '1.25',
    /** Body text in every script. */
    body: '1.6',
  },
} as const;

/** Layout breakpoints from spec.md §9 and the carousel widths of §2, in pixels. */
export const breakpoints = {
  /** At or below: phones; the header collapses into the side menu. */
  mobile: 576,
  /** At or below: small tablets; the "all" list stops being a carousel. */
  tablet: 768,
  /** Below: the carousel shows 1 slide. */
  carouselOne: 555,
  /** Below: the carousel shows 2 slides. */
  carouselTwo: 840,
  /** Below: the carousel shows 3 slides. */
  carouselThree: 1082,
  /** Below: the carousel shows 3.5 slides; at or above 4.5. */
  carouselThreeHalf: 1400,
} as const;

/** Motion timings in milliseconds. */
export const motion = {
  /** Hover and focus feedback. */
  fast: 150,
  /** Panels opening, dialogs. */
  medium: 250,
  /** Carousel slide transition (spec.md §2). */
  slide: 500,
  /** Toast stays this long before closing (spec.md §9). */
  toast: 3000,
  /** About-page stats count up over this long (spec.md §9). */
  countUp: 3000,
} as const;

/** Stacking order. */
export const zIndex = {
  /** Sticky headers. */
  sticky: '10',
  /** Dialog overlay and content. */
  modal: '100',
  /**
   * Menus, popovers and a select's list: above dialogs, as one opened from inside a dialog must be
   * (the payment methods of "Buy from an investor" were drawn beneath it: nothing to pick).
   */
  dropdown: '150',
  /** Toasts above everything. */
  toast: '200',
} as const;
