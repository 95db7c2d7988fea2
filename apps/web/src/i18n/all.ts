/**
 * Every area's file in every language, eagerly: for the catalog tests only.
 * The app never imports this module (it loads one language at a time, see
 * index.ts).
 */
export const catalogFiles = import.meta.glob<Record<string, string>>('./*/*.json', { eager: true, import: 'default' });
