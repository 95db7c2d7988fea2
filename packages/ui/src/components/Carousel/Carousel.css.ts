import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const viewport = style({
  overflow: 'hidden',
  // Room for focus rings of the cards inside, which overflow would clip.
  paddingBlock: vars.space.xs,
  // Vertical scrolling stays with the browser; horizontal drags are ours.
  touchAction: 'pan-y',
  userSelect: 'none',
});

/** The gap between slides, split over both sides of each slide. */
const halfGap = `calc(${vars.space.lg} / 2)`;

export const track = style({
  display: 'flex',
  // Widened by half a gap at each end (clipped by the viewport), so the first and last
  // visible cards line up with the header and their neighbours sit a full gap outside.
  marginInline: `calc(-1 * ${halfGap})`,
  // A row follows the document's direction: slides run right to left in RTL.
  flexDirection: 'row',
  transition: `transform ${vars.motion.slide} ease`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({
  // The basis (100% / slides per view) is set inline, as it follows the measured width.
  flexGrow: 0,
  flexShrink: 0,
  minInlineSize: 0,
  paddingInline: halfGap,
});
