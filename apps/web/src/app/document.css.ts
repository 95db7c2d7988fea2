import { globalStyle } from '@vanilla-extract/css';

/** Numbered lists count in Arabic-Indic digits in Arabic, Sorani and Badini (glossary), like every other number. */
// :where() keeps it below any list's own class (a list styled without markers stays so).
globalStyle(':where(html:not(:lang(en)) ol)', { listStyleType: 'arabic-indic' });

/** The page fills the window: the header's line and the footer reach both edges (the browser's default 8 px body margin left them short). */
globalStyle('body', { margin: 0 });

/**
 * What the keyboard focuses, a link's #part and whatever is scrolled into view
 * land below the sticky header (57 px at every width and language) instead of
 * under it (WCAG 2.4.11, focus not obscured): tabbing back up a long page
 * scrolled each control to the window's top edge, behind the header. Parts
 * that links go to add their own margin to this.
 */
globalStyle('html', { scrollPaddingBlockStart: '72px' });
