import { breakpoints, vars } from '@sahm/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.mobile}px)`;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxl,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  maxInlineSize: '1200px',
  marginInline: 'auto',
  '@media': { [phone]: { paddingInline: vars.space.lg, gap: vars.space.xxl } },
});

export const hero = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxInlineSize: '760px' });

export const eyebrow = style({ margin: 0, color: vars.color.accent, fontWeight: vars.font.weight.semibold });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight });

export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight });

export const text = style({ margin: 0, maxInlineSize: '760px' });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  minInlineSize: 0,
});

export const statCard = style([card, { alignItems: 'center', textAlign: 'center', backgroundColor: vars.color.accentSurface, borderColor: 'transparent' }]);

export const statLabel = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weight.medium });

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const member = style([card, { alignItems: 'center', textAlign: 'center' }]);

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

export const partners = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const partner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
});

export const partnerLogo = style({ display: 'block', blockSize: '32px', inlineSize: 'auto', maxInlineSize: '100%' });

export const cta = style([
  card,
  {
    alignItems: 'flex-start',
    backgroundColor: vars.color.accentSurface,
    borderColor: 'transparent',
    gap: vars.space.md,
  },
]);

/** Long translated labels wrap instead of overflowing a phone screen. */
export const wrapButton = style({ whiteSpace: 'normal', textAlign: 'center' });
