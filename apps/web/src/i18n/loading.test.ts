import { describe, expect, it, vi } from 'vitest';

// The app loads one language's catalog at a time (i18n/index.ts). A fresh copy of the module,
// not the one the test setup filled with all four.
async function freshI18n() {
  vi.resetModules();
  return import('./index');
}

describe('catalog loading', () => {
  it('loads only the active language: nothing up front, the other three never', async () => {
    const i18n = await freshI18n();
    expect(i18n.loadedLocales()).toEqual([]);
    const ar = await i18n.loadCatalog('ar');
    expect(i18n.loadedLocales()).toEqual(['ar']);
    expect(i18n.catalogs.en).toBeUndefined();
    expect(ar['home.hero.title']).toMatch(/[\u0600-\u06FF]/);
  });

  it('fetches a language once', async () => {
    const i18n = await freshI18n();
    const [first, second] = await Promise.all([i18n.loadCatalog('kr'), i18n.loadCatalog('kr')]);
    expect(second).toBe(first);
    expect(await i18n.loadCatalog('kr')).toBe(first);
    expect(i18n.catalogs.kr).toBe(first);
  });

  it('each language carries every area (shell, home, auth, …)', async () => {
    const i18n = await freshI18n();
    const en = await i18n.loadCatalog('en');
    const areas = new Set(Object.keys(en).map((key) => key.split('.')[0]));
    for (const area of ['shell', 'home', 'auth', 'detail', 'legal', 'contact', 'about', 'properties', 'install']) expect(areas).toContain(area);
  });
});
