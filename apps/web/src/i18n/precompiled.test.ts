import { formattingTag, isLocale, localeLang, locales } from '@sahm/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { precompileMessages } from '../../scripts/precompileMessages';
import { catalogFiles } from './all';

// Production builds ship the catalogs as ICU syntax trees (scripts/precompileMessages.ts): each one must
// format exactly like its source string.
const root = join(import.meta.dirname, '../..');
const argumentsOf = (text = '') => [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]!))];

type Hooks = {
  configResolved: (config: { root: string }) => void;
  buildStart: () => Promise<void>;
  transform: (this: unknown, code: string, id: string) => { code: string } | null;
};

async function compiler() {
  const plugin = precompileMessages() as unknown as Hooks;
  plugin.configResolved({ root });
  await plugin.buildStart();
  const context = { error: (message: string) => { throw new Error(message); } };
  return (code: string, id: string) => plugin.transform.call(context, code, id);
}

describe('precompiled catalogs', () => {
  it('format exactly like the source strings, in every language', async () => {
    const compile = await compiler();
    for (const path of Object.keys(catalogFiles)) {
      const file = join(root, 'src/i18n', path);
      const locale = /([^/]+)\.json$/.exec(path)![1];
      if (!isLocale(locale)) throw new Error(`${path} is not a catalog of one of our locales`);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = JSON.parse(compile(JSON.stringify(source), file)!.code) as Record<string, never>;
      const plain = createIntl({ locale: localeLang[locale], messages: source });
      const tree = createIntl({ locale: localeLang[locale], messages: compiled });
      for (const [key, message] of Object.entries(source))
        for (const n of [0, 1, 2, 11])
          expect(tree.formatMessage({ id: key }, Object.fromEntries(argumentsOf(message).map((a) => [a, n]))), `${path} ${key}`).toBe(
            plain.formatMessage({ id: key }, Object.fromEntries(argumentsOf(message).map((a) => [a, n]))),
          );
    }
  });

  it('include the server messages, which messageText formats from their trees like from their strings', async () => {
    const compile = await compiler();
    const domainMessages = join(root, '../../packages/domain/src/messages');
    for (const locale of locales) {
      const file = join(domainMessages, `${locale}.json`);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = JSON.parse(compile(JSON.stringify(source), file)!.code) as Record<string, unknown>;
      for (const [key, message] of Object.entries(source)) {
        expect(Array.isArray(compiled[key]), `${locale} ${key}`).toBe(true);
        const plain = createIntl({ locale: formattingTag(locale), messages: { [key]: message } });
        const tree = createIntl({ locale: formattingTag(locale), messages: { [key]: compiled[key] as never } });
        for (const n of [1, 2, 11, 1234567]) {
          const values = Object.fromEntries(argumentsOf(message).map((a) => [a, n]));
          expect(tree.formatMessage({ id: key }, values), `${locale} ${key}`).toBe(plain.formatMessage({ id: key }, values));
        }
      }
    }
  });

  it('leave other JSON alone (the component library’s own strings are plain templates)', async () => {
    const compile = await compiler();
    expect(compile('{"dismiss":"Dismiss"}', join(root, '../../packages/ui/src/i18n/core/en.json'))).toBeNull();
    expect(compile('{"a":"b"}', join(root, 'public/manifest.json'))).toBeNull();
  });

  it('fail the build on a message that is not valid ICU', async () => {
    const compile = await compiler();
    expect(() => compile('{"home.broken":"{count, plural, one {x}"}', join(root, 'src/i18n/home/en.json'))).toThrow(/home\.broken/);
  });
});
