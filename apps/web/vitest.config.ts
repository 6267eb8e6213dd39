/** Component tests of the web shell, in jsdom. */
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Typing through Mantine forms in jsdom takes seconds on a busy two-core machine.
      testTimeout: 20_000,
    },
  }),
);
