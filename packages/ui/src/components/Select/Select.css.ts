import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const selectSizes = ['sm', 'md'] as const;

/** The closed combobox; label, hint and error come from Field. */
export const trigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    // Value at the reading start, chevron at the reading end, in either direction.
    justifyContent: 'space-between',
    gap: vars.space.sm,
    inlineSize: '100%',
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: 'inherit',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'start',
    cursor: 'pointer',
    transition: `border-color ${vars.motion.fast}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55, backgroundColor: vars.color.surfaceMuted },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&[data-placeholder]': { color: vars.color.textMuted },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    size: {
      sm: { minBlockSize: '32px', fontSize: vars.font.size.sm },
      md: { minBlockSize: '40px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({ color: vars.color.textMuted, display: 'inline-flex' });

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minInlineSize: 'var(--radix-select-trigger-width)',
  maxBlockSize: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.accentSurface, color: vars.color.text },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({ display: 'inline-flex', color: vars.color.accent });

