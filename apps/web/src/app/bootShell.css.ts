import { breakpoints, lightColors, radii, space, typography } from '@sahm/tokens';
import { globalStyle, keyframes } from '@vanilla-extract/css';

/**
 * The boot shell (scripts/bootPreload.ts): a first screen's loading state,
 * drawn into the empty #root by the boot script before the app's code has
 * downloaded: the property page's skeleton with its first photo (as soon as
 * the page names it), the dashboard's page header over its skeleton (as soon
 * as the profile is here). It lays out like the app's header and the screen's
 * own loading state (which React draws in its place, the same photo or text in
 * the same place), so nothing jumps. Plain attribute selectors: the script is written at build
 * time and cannot know this file's class names. No theme class is on the page
 * yet, so the values are the light theme's own.
 */
const shell = '[data-boot-shell]';
const phone = `screen and (max-width: ${breakpoints.mobile}px)`;
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

/** The app header's height: its block padding, its 40px controls and its hairline (app/layout/Layout.css.ts). */
export const bootHeaderBlockSize = `calc(${space.sm} * 2 + 40px + 1px)`;

globalStyle(shell, {
  minBlockSize: '100vh',
  backgroundColor: lightColors.surface,
  color: lightColors.text,
  fontFamily: typography.fontFamily,
  fontSize: typography.fontSize.md,
  lineHeight: typography.lineHeight.body,
});

globalStyle(`${shell} > [data-part="header"]`, {
  blockSize: bootHeaderBlockSize,
  backgroundColor: lightColors.surfaceRaised,
  borderBlockEnd: `1px solid ${lightColors.border}`,
  boxSizing: 'border-box',
});

// PageBlock with paddingBlock="xl" and its default gap, as DetailSkeleton uses it.
globalStyle(`${shell} > [data-part="page"]`, {
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  maxInlineSize: '1440px',
  marginInline: 'auto',
  paddingBlock: space.xl,
  paddingInline: space.xl,
  '@media': { [phone]: { gap: space.lg, paddingInline: space.lg } },
});

// The library's Skeleton, text shape: a line of 1em with 0.3em above and below, in whole pixels here
// (16px text), so the photo starts on a whole pixel as the app's does: a photo a fraction of a pixel
// smaller would make the app's drawing of it count as a new, larger paint.
globalStyle(`${shell} [data-part="line"]`, {
  display: 'block',
  blockSize: '16px',
  marginBlock: '5px',
  borderRadius: radii.sm,
  backgroundColor: lightColors.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
globalStyle(`${shell} [data-part="line"][data-size="eyebrow"]`, { inlineSize: '20%' });
globalStyle(`${shell} [data-part="line"][data-size="title"]`, { inlineSize: '60%', blockSize: '32px' });
globalStyle(`${shell} [data-part="line"][data-size="location"]`, { inlineSize: '40%' });
// The page title's line (28px at a tight 1.25) until the visitor's name is here.
globalStyle(`${shell} [data-part="line"][data-size="heading"]`, { inlineSize: '60%', blockSize: '28px', marginBlock: '3.5px' });

// The gallery's first photo (PropertyDetail.css.ts): two thirds of a two-column grid, the whole width on phones.
globalStyle(`${shell} [data-part="photo"]`, {
  inlineSize: `calc((100% - ${space.sm}) * 2 / 3)`,
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  borderRadius: radii.lg,
  backgroundColor: lightColors.surfaceMuted,
  '@media': { [phone]: { inlineSize: '100%' } },
});
globalStyle(`${shell} [data-part="photo"] > img`, { display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

// A signed-in screen's page: PageBlock width="wide" with its default padding (the dashboard).
globalStyle(`${shell} > [data-part="page"][data-width="wide"]`, {
  maxInlineSize: '1200px',
  paddingBlock: space.xxl,
  '@media': { [phone]: { paddingBlock: space.xl } },
});

// Section level={1}'s title block: Heading level 1 and a large muted lead, to a reading measure.
globalStyle(`${shell} [data-part="intro"]`, { display: 'flex', flexDirection: 'column', gap: space.sm, maxInlineSize: '760px' });
globalStyle(`${shell} [data-part="heading"]`, {
  margin: 0,
  fontSize: typography.fontSize.xxl,
  fontWeight: typography.fontWeight.bold,
  lineHeight: typography.lineHeight.tight,
  overflowWrap: 'break-word',
});
globalStyle(`${shell} [data-part="lead"]`, {
  margin: 0,
  fontSize: typography.fontSize.lg,
  color: lightColors.textMuted,
  overflowWrap: 'break-word',
});

// Until the app's font has loaded (scripts/bootPreload.ts): the words then measure as the app's will.
globalStyle(`${shell} [data-fonts="loading"]`, { visibility: 'hidden' });

// The dashboard's loading state: three cards side by side where there is room (Tiles), then the chart.
globalStyle(`${shell} [data-part="tiles"]`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(280px, 100%), 1fr))',
  gap: space.lg,
});
globalStyle(`${shell} [data-part="block"]`, {
  display: 'block',
  blockSize: '260px',
  borderRadius: radii.md,
  backgroundColor: lightColors.surfaceMuted,
});
globalStyle(`${shell} [data-part="block"][data-size="wide"]`, { blockSize: '320px' });
