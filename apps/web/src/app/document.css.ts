import { globalStyle } from '@vanilla-extract/css';

/** Numbered lists count in Arabic-Indic digits in Arabic, Sorani and Badini (glossary), like every other number. */
// :where() keeps it below any list's own class (a list styled without markers stays so).
globalStyle(':where(html:not(:lang(en)) ol)', { listStyleType: 'arabic-indic' });
