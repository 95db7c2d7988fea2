// Ships the self-hosted faces with the built package: follows the @fontsource
// imports of src/fonts.css (the one list of faces), copies their WOFF2 files
// to dist/fonts/ and writes dist/fonts.css pointing at them. Every browser we
// support reads WOFF2, so the WOFF fallbacks stay behind.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

export function fontsPlugin(): Plugin {
  return {
    name: 'sahm-fonts',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(new URL('../src/fonts.css', import.meta.url), 'utf8');
      const imports = [...source.matchAll(/@import '([^']+)';/g)].map((m) => m[1]!);
      if (imports.length === 0) throw new Error('src/fonts.css imports no faces');
      const faces = imports.map((spec) => {
        const cssFile = require.resolve(spec);
        const css = readFileSync(cssFile, 'utf8');
        return css.replace(/src: ([^;]+);/g, (_whole, sources: string) => {
          const woff2 = /url\(\.\/files\/([^)]+\.woff2)\) format\('woff2'\)/.exec(sources)?.[1];
          if (!woff2) throw new Error(`${spec}: no WOFF2 source`);
          this.emitFile({
            type: 'asset',
            fileName: `fonts/${basename(woff2)}`,
            source: readFileSync(`${dirname(cssFile)}/files/${woff2}`),
          });
          return `src: url(./fonts/${woff2}) format('woff2');`;
        });
      });
      const header = source.slice(0, source.indexOf('@import')).trim();
      this.emitFile({ type: 'asset', fileName: 'fonts.css', source: `${header}\n${faces.join('\n')}\n` });
    },
  };
}
