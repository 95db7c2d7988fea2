import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

/** A list of links, one under another, without bullets or the list's own indent. */
export const menuList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** A menu's row: icon and words across the menu's width, a finger's height, the current page marked. */
export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  backgroundColor: 'transparent',
  border: 'none',
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: vars.font.weight.semibold },
  },
});
