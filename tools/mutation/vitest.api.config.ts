import { rootProjects } from '../vitest-projects';

/** What StrykerJS runs for the api scope (tools/mutation/run.mjs): the root config's api project. */
export default rootProjects(['api']);
