import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One runner for every suite; each project keeps its own config beside its code. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/server/vitest.isolated.config.ts', 'apps/web', 'e2e'],
    // Vitest's default for a run is one worker fewer than the cores: on our two-core machines, one worker, with the
    // second core idle (a CI run used 32 CPU minutes in 37). A worker per core is about a quarter faster there; the
    // browser tests keep their one file at a time (e2e/vitest.config.ts) and run after the others.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
