import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The app's catalogs, <root>/src/i18n/<area>/<locale>.json (not @sahm/ui's own strings, which are plain templates). */
const catalogFile = /^src\/i18n\/[^/]+\/(?:en|ar|kr|bh)\.json$/;
/** The server messages' catalogs (@sahm/domain's messageText formats them with the same ICU formatter). */
const domainCatalogFile = /^(?:en|ar|kr|bh)\.json$/;

/** @sahm/domain's messages folder, as the web app resolves the package. */
function domainMessagesDir(): string {
  const fromWeb = createRequire(join(process.cwd(), 'package.json'));
  return join(dirname(realpathSync(fromWeb.resolve('@sahm/domain'))), 'messages').replace(/\\/g, '/');
}

/** The ICU message parser react-intl runs with (the very copy, so the syntax trees match its formatter). */
function parserPath(): string {
  const fromWeb = createRequire(join(process.cwd(), 'package.json'));
  const fromReactIntl = createRequire(fromWeb.resolve('react-intl'));
  return fromReactIntl.resolve('@formatjs/icu-messageformat-parser');
}

/**
 * Production builds ship the catalogs as ICU syntax trees instead of
 * strings (what `formatjs compile --ast` does), and swap the ICU parser out
 * of the bundle for its `no-parser` build: the browser neither downloads
 * the parser (a tenth of the app's first chunk) nor parses each message on
 * first use. Development and the tests keep the plain strings and the
 * parser. A message that fails to parse fails the build.
 */
export function precompileMessages(): Plugin {
  let parse: ((message: string) => unknown) | undefined;
  let root = '';
  const parser = parserPath();
  const domainMessages = domainMessagesDir();
  return {
    name: 'sahm:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config() {
      return { resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: join(dirname(parser), 'no-parser.js') }] } };
    },
    configResolved(config) {
      root = config.root.replace(/\\/g, '/').replace(/\/$/, '');
    },
    async buildStart() {
      parse = ((await import(pathToFileURL(parser).href)) as { parse: (message: string) => unknown }).parse;
    },
    transform(code, id) {
      const path = id.replace(/\\/g, '/');
      const appCatalog = path.startsWith(`${root}/`) && catalogFile.test(path.slice(root.length + 1));
      const serverCatalog = path.startsWith(`${domainMessages}/`) && domainCatalogFile.test(path.slice(domainMessages.length + 1));
      if (!parse || !(appCatalog || serverCatalog)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        try {
          compiled[key] = parse(message);
        } catch (error) {
          this.error(`${id}: ${key} is not a valid ICU message: ${(error as Error).message}`);
        }
      }
      // Still JSON: Vite's JSON plugin turns it into the module as before.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
