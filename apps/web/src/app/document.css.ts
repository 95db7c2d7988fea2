import { globalStyle } from '@vanilla-extract/css';

/** Numbered lists count in Arabic-Indic digits in Arabic, Sorani and Badini (glossary), like every other number. */
// :where() keeps it below any list's own class (a list styled without markers stays so).
globalStyle(':where(html:not(:lang(en)) ol)', { listStyleType: 'arabic-indic' });

/** The page fills the window: the header's line and the footer reach both edges (the browser's default 8 px body margin left them short). */
globalStyle('body', { margin: 0 });

/** Focus, #parts and scrollIntoView land below the 57 px sticky header, not under it (WCAG 2.4.11). */
globalStyle('html', { scrollPaddingBlockStart: '72px' });
