import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const textFieldTypes = ['text', 'email', 'tel', 'number', 'search', 'url', 'password'] as const;
export const textFieldInputModes = ['text', 'numeric', 'decimal', 'tel', 'email', 'search', 'url', 'none'] as const;

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const requiredMarker = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minBlockSize: '44px',
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.textMuted,
    transition: `border-color ${vars.motion.fast}`,
    selectors: {
      // The ring sits on the whole box so the leading icon and trailing action read as one field.
      '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    invalid: { true: { borderColor: vars.color.danger, borderWidth: 2 }, false: {} },
    disabled: { true: { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed', opacity: 0.7 }, false: {} },
    trailing: { true: { paddingInlineEnd: vars.space.xxs }, false: {} },
  },
  defaultVariants: { invalid: false, disabled: false, trailing: false },
});
export type ControlVariants = NonNullable<RecipeVariants<typeof control>>;

export const input = style({
  flexGrow: 1,
  minInlineSize: 0,
  blockSize: '40px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
  textAlign: 'start',
  selectors: {
    '&:focus': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
});

/** Stays in the accessibility tree while empty (so a new message is announced) without adding a gap. */
export const errorRegion = style({
  selectors: { '&:empty': { marginBlockStart: `calc(-1 * ${vars.space.xs})` } },
});
