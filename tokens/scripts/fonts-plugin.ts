// Ships the self-hosted faces with the built package: reads the @font-face
// rules of src/fonts.css (the one list of faces), copies the WOFF2 file each
// names (an @fontsource package path) to dist/fonts/ and writes dist/fonts.css
// pointing at the copies. Every browser we support reads WOFF2.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

export function fontsPlugin(): Plugin {
  return {
    name: 'sahm-fonts',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(new URL('../src/fonts.css', import.meta.url), 'utf8');
      let faces = 0;
      const css = source.replace(/url\('([^']+\.woff2)'\)/g, (_whole, spec: string) => {
        faces++;
        const file = require.resolve(spec);
        this.emitFile({ type: 'asset', fileName: `fonts/${basename(file)}`, source: readFileSync(file) });
        return `url(./fonts/${basename(file)})`;
      });
      if (faces === 0) throw new Error('src/fonts.css names no WOFF2 faces');
      this.emitFile({ type: 'asset', fileName: 'fonts.css', source: css });
    },
  };
}
