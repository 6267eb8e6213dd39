import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Outbound HTTP is refused in tests: nothing may depend on the internet.
    setupFiles: ['./test/no-network.ts'],
  },
});
