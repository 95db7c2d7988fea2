import { describe, expect, it } from 'vitest';
import { seedProperties } from '../seed/catalog';

/**
 * The demo catalog in Arabic, Sorani and Badini follows the glossary's digit
 * policy like every catalog: Arabic-Indic digits and separators, never Latin
 * digits beside Arabic-Indic ones on one screen.
 */
function translations(value: unknown, path: string, out: [string, string][]) {
  if (Array.isArray(value)) value.forEach((v, i) => translations(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const locale of ['ar', 'kr', 'bh']) if (typeof record[locale] === 'string' && typeof record.en === 'string') out.push([`${path}.${locale}`, record[locale] as string]);
    for (const [key, v] of Object.entries(record)) translations(v, `${path}.${key}`, out);
  }
  return out;
}

describe('demo catalog texts', () => {
  const texts = translations(seedProperties, 'seed', []);

  it('has texts in ar, kr and bh', () => {
    expect(texts.length).toBeGreaterThan(30);
  });

  it('uses no Latin digit, comma or percent sign in ar, kr or bh', () => {
    expect(texts.filter(([, text]) => /[0-9,%]/.test(text))).toEqual([]);
  });
});
