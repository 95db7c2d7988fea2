import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

/** The contact details beside the form; stacked below 900px. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(240px, 360px) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const blocks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

export const blockIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSurface,
  color: vars.color.accent,
});

/** An address is italic by default. */
export const address = style({ fontStyle: 'normal' });
