// Library build of @sahm/tokens for apps outside this workspace: ESM with the
// themes' class names and variables compiled in, the themes' CSS in one file
// (tokens.css) and the self-hosted fonts (fonts.css + fonts/). Inside the
// workspace everything still reads src/ (package.json "exports").
import { libraryBuild } from '../tools/library-build.ts';
import { fontsPlugin } from './scripts/fonts-plugin.ts';

export default libraryBuild({
  packageDir: import.meta.dirname,
  cssFileName: 'tokens',
  plugins: [fontsPlugin()],
});
