import { rootProjects } from '../vitest-projects';

/** What StrykerJS runs for the domain scope (tools/mutation/run.mjs): the root config's domain project,
 * with room for a machine busy with mutants (one test runner per core). */
export default rootProjects(['domain'], undefined, { testTimeout: 60_000 });
