// Library build of @sahm/ui for apps outside this workspace (tools/library-build.ts):
// one ESM file per module, types from tsconfig.build.json, and every style in
// dist/styles.css, led by @sahm/tokens' themes. It builds against the built
// @sahm/tokens so both packages name the theme variables alike.
// Inside the workspace the app and the tests read src/.
import { libraryBuild } from '../../tools/library-build.ts';

export default libraryBuild({
  packageDir: import.meta.dirname,
  cssFileName: 'styles',
  jsx: true,
  builtDependencies: [{ name: '@sahm/tokens', css: 'dist/tokens.css' }],
});
