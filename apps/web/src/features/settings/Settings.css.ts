import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

/** The profile photo (or its empty circle), round, beside its buttons. */
export const avatar = style({
  inlineSize: '96px',
  blockSize: '96px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const hiddenInput = style({ display: 'none' });

/** A part a link goes to (/settings#settings-phone): its heading lands a little below the sticky header (which the page's scroll padding, app/document.css, clears). */
export const linkTarget = style({ scrollMarginBlockStart: '16px' });
