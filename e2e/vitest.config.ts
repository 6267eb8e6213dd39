import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A run directory for the seeded snapshots the files copy (support/seeded-snapshots.ts).
    globalSetup: ['./support/snapshots-global-setup.ts'],
  },
});
