/** What the server's two test projects share (vitest.config.ts, vitest.isolated.config.ts). */
import type { InlineConfig } from 'vitest/node';

export const serverTestOptions = {
  environment: 'node',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Outbound HTTP is refused in tests: nothing may depend on the internet.
  setupFiles: ['./test/no-network.ts'],
} satisfies InlineConfig;
