import { defineConfig } from 'vitest/config';
import { serverTestOptions } from './vitest.shared';

/** The server's tests that replace a module (vi.mock): each in a fresh worker, so the stand-in reaches no other file. */
export default defineConfig({
  test: {
    ...serverTestOptions,
    name: 'server-isolated',
    include: ['src/**/*.isolated.*test.ts', 'test/**/*.isolated.*test.ts'],
  },
});
