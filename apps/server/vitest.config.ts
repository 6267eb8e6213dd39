import { defineConfig } from 'vitest/config';
import { serverTestOptions } from './vitest.shared';

/**
 * The server's tests in shared workers: without isolation a worker imports the app, PGlite and the rest once for all
 * the files it runs, not once per file (an import bill of about 16 worker-minutes a run). Each file builds its own app
 * on its own database, so files share modules, never rows. A file that replaces a module (vi.mock) is named
 * *.isolated.test.ts and runs in the isolated project (vitest.isolated.config.ts).
 */
export default defineConfig({
  test: {
    ...serverTestOptions,
    name: 'server',
    exclude: ['**/node_modules/**', '**/*.isolated.*test.ts'],
    isolate: false,
  },
});
