import { vars } from '@sahm/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

/** A paragraph kept to a reading measure above a full-width grid. */
export const measure = style({ maxInlineSize: '760px' });

export const avatar = style({ display: 'block', inlineSize: '96px', blockSize: '96px' });

export const avatarText = style({ fontFamily: vars.font.family, fontWeight: vars.font.weight.bold, fontSize: '34px' });

/** One colour pair per avatar, from the theme, so they read in light and dark. */
export const avatarTone = styleVariants({
  accent: { color: vars.color.accent, backgroundColor: vars.color.accentSurface },
  success: { color: vars.color.success, backgroundColor: vars.color.successSurface },
  warning: { color: vars.color.warning, backgroundColor: vars.color.warningSurface },
  neutral: { color: vars.color.neutral, backgroundColor: vars.color.neutralSurface },
});

export const avatarWrap = style({ borderRadius: vars.radius.full, overflow: 'hidden', lineHeight: 0 });

/** Drawn in the muted text colour, so every wordmark is as quiet as the others. */
export const partnerLogo = style({ display: 'block', blockSize: '32px', inlineSize: 'auto', maxInlineSize: '100%', color: vars.color.textMuted });

