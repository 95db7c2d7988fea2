import { defineConfig, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';
import root from '../vitest.config';

/**
 * A vitest config holding only some of the root config's projects, exactly
 * as vitest.config.ts declares them (same root, plugins, setup files and
 * globalSetup), optionally with other test files. For tools that cannot pass
 * `--project` to vitest (StrykerJS's runner) and for tests that run one
 * project on a fixture.
 */
export function rootProjects(names: string[], include?: string[], overrides: { testTimeout?: number } = {}): ViteUserConfig {
  const all = (root.test?.projects ?? []) as TestProjectInlineConfiguration[];
  const projects = names.map((name) => {
    const project = all.find((p) => p.test?.name === name);
    if (!project?.test) throw new Error(`vitest.config.ts has no project "${name}"`);
    return { ...project, test: { ...project.test, ...(include ? { include } : {}), ...overrides } };
  });
  return defineConfig({ test: { projects } });
}
