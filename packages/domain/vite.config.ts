// Library build of @sahm/domain (tools/library-build.ts): what @sahm/ui needs
// from the business rules (the calculator, the vocabulary), published beside it.
import { libraryBuild } from '../../tools/library-build.ts';

export default libraryBuild({ packageDir: import.meta.dirname });
