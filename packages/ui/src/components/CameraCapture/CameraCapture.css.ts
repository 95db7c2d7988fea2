import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';

export const cameraFacings = ['environment', 'user'] as const;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const label = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The picture area: a 4:3 frame that holds the placeholder, the live video or the photo taken. */
export const frame = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexDirection: 'column',
  gap: vars.space.xs,
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
});

export const media = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', display: 'block' });

/** The front camera is shown as a mirror, as people expect; the photo itself is not mirrored. */
export const mirrored = style({ transform: 'scaleX(-1)' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const fileInput = style({ display: 'none' });

export const error = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
  selectors: { '&:empty': { display: 'none' } },
});
