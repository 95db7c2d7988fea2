import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

/** The sign-in card's width: fits six code boxes with the card's padding. */
export const card = style({ inlineSize: '100%', maxInlineSize: '460px' });

/** A password rule, ticked in the success colour once the typed password meets it. */
export const checklistItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-met="true"]': { color: vars.color.success } },
});
