import { rootProjects } from '../vitest-projects';

/** What StrykerJS runs for the api scope (tools/mutation/run.mjs): the root config's api project,
 * with room for a machine busy with mutants (one test runner per core). */
export default rootProjects(['api'], undefined, { testTimeout: 60_000 });
