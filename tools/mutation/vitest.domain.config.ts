import { rootProjects } from '../vitest-projects';

/** What StrykerJS runs for the domain scope (tools/mutation/run.mjs): the root config's domain project. */
export default rootProjects(['domain']);
