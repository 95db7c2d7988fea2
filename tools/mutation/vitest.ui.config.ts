import { rootProjects } from '../vitest-projects';

/** What StrykerJS runs for the ui scope (tools/mutation/run.mjs): the root config's ui project,
 * with room for a machine busy with mutants (one test runner per core). */
export default rootProjects(['ui'], undefined, { testTimeout: 60_000 });
