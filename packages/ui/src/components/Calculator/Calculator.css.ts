import { breakpoints, vars } from '@sahm/tokens';
import { createContainer, style } from '@vanilla-extract/css';

/** Two columns need room for the sliders beside a four-column table. */
const twoColumnWidth = 760;

const calculator = createContainer();

export const root = style({
  containerName: calculator,
  containerType: 'inline-size',
  minInlineSize: 0,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@container': {
    [`${calculator} (min-width: ${twoColumnWidth}px)`]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      gap: vars.space.xxl,
    },
  },
});

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const amountGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

/** Scrolls sideways on its own when the table is wider than the container. */
export const tableRegion = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.md,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

const cell = {
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  selectors: { 'tbody > tr:last-child > &': { borderBlockEnd: 'none' } },
  '@container': {
    [`${calculator} (max-width: ${breakpoints.mobile}px)`]: { paddingInline: vars.space.sm },
  },
} as const;

export const columnHeader = style({
  ...cell,
  // Long headers ("Value appreciation") take two lines on a phone rather than widening the table.
  '@container': {
    [`${calculator} (max-width: ${breakpoints.mobile}px)`]: { paddingInline: vars.space.sm, whiteSpace: 'normal' },
  },
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  textAlign: 'end',
  selectors: { '&:first-child': { textAlign: 'start' } },
});

export const rowHeader = style({ ...cell, textAlign: 'start', fontWeight: vars.font.weight.medium });

export const amountCell = style({ ...cell, textAlign: 'end' });

export const totalCell = style({ ...cell, textAlign: 'end', fontWeight: vars.font.weight.bold, color: vars.color.accent });

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
