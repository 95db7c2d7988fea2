import { toAsciiDigits } from './digits';

/**
 * Normalizes text for search so the spellings people actually type match:
 * hamza forms of alef (أ إ آ ٱ → ا), taa marbuta and haa (ة → ه), alef maqsura
 * and Persian/Kurdish yeh (ى ی → ي), keheh (ک → ك), Arabic-Indic and Persian
 * digits, diacritics and tatweel removed, case folded.
 */
export function normalizeSearchText(input: string): string {
  return toAsciiDigits(input.normalize('NFKC'))
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ۀ/g, 'ه')
    .replace(/[ىی]/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(/\s+/g, ' ')
    .trim();
}
