// The library takes its vocabulary from @sahm/domain (DESIGN.md "Data flows one way"). What it
// re-exports for UIProvider's users must be domain's own bindings, never a copy that could drift;
// tools/one-vocabulary.test.ts checks the sources for copies.
import * as domain from '@sahm/domain';
import { describe, expect, it } from 'vitest';
import * as ui from '../index';

describe("the library's vocabulary", () => {
  it("re-exports domain's locale table as the very same objects", () => {
    expect(ui.locales).toBe(domain.locales);
    expect(ui.localeDirection).toBe(domain.localeDirection);
    expect(ui.localeLang).toBe(domain.localeLang);
    expect(ui.localeNames).toBe(domain.localeNames);
    expect(ui.isLocale).toBe(domain.isLocale);
    expect(ui.toLocale).toBe(domain.toLocale);
  });

  it('exports nothing under a name of domain’s that is not domain’s own', () => {
    const shared = Object.keys(ui).filter((name) => name in domain);
    for (const name of shared) expect({ name, same: ui[name as keyof typeof ui] === domain[name as keyof typeof domain] }).toEqual({ name, same: true });
  });
});
