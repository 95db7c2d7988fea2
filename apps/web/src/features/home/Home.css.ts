import { breakpoints, vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.mobile}px)`;

/** Where "start now" scrolls to: a little below the sticky header (which the page's scroll padding, app/document.css, clears). */
export const anchor = style({ scrollMarginBlockStart: '24px', minInlineSize: 0 });

/** The home page's one display-size title. */
export const heroHeading = style({
  margin: 0,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  '@media': { [phone]: { fontSize: vars.font.size.xxl } },
});

/** Reading measures: the hero's lead and the sections' leads. */
export const heroLead = style({ maxInlineSize: '60ch' });
export const lead = style({ maxInlineSize: '70ch' });

export const searchField = style({ maxInlineSize: '560px', inlineSize: '100%' });

/** The intro card: its text and, at the reading end, the start button; stacked on tablets. */
export const intro = style({
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  '@media': { [`screen and (max-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const introPoints = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  color: vars.color.textMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const advantageIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '48px',
  blockSize: '48px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSurface,
  color: vars.color.accent,
});
