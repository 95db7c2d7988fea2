import { rootProjects } from '../vitest-projects';

/** What StrykerJS runs for the ui scope (tools/mutation/run.mjs): the root config's ui project. */
export default rootProjects(['ui']);
