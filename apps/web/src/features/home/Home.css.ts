import { breakpoints, vars } from '@sahm/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.mobile}px)`;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxl,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  '@media': { [phone]: { paddingInline: vars.space.lg, paddingBlock: vars.space.xl, gap: vars.space.xxl } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

/** Where "start now" scrolls to; the sticky header must not cover the heading. */
export const anchor = style({ scrollMarginBlockStart: '96px', minInlineSize: 0 });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  selectors: { '&:focus': { outline: 'none' } },
});

export const sectionLead = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '70ch' });

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.accentSurface,
  '@media': { [phone]: { padding: vars.space.xl } },
});

export const heroHeading = style({
  margin: 0,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  '@media': { [phone]: { fontSize: vars.font.size.xxl } },
});

export const heroLead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted, maxInlineSize: '60ch' });

export const searchField = style({ maxInlineSize: '560px', inlineSize: '100%' });

export const intro = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { [`screen and (max-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const introText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const introPoints = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  color: vars.color.textMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
});

export const advantage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
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

export const advantageTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const advantageText = style({ margin: 0, color: vars.color.textMuted });

export const calculatorCard = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minInlineSize: 0,
  '@media': { [phone]: { padding: vars.space.lg } },
});

export const faqAnswer = style({ margin: 0 });
globalStyle(`${faqAnswer} + ${faqAnswer}`, { marginBlockStart: vars.space.sm });
