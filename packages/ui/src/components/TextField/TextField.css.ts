import { vars } from '@sahm/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const textFieldTypes = ['text', 'email', 'tel', 'number', 'search', 'url', 'password', 'date'] as const;
export const textFieldInputModes = ['text', 'numeric', 'decimal', 'tel', 'email', 'search', 'url', 'none'] as const;

/** The box around the input, its leading icon and trailing action; label, hint and error come from Field. */
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
