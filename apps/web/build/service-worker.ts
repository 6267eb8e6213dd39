/**
 * Builds the site's service worker (src/service-worker/sw.ts) to `<outDir>/sw.js` as part of `vite build` (issue 16):
 * one classic script, no chunks, with the build's fingerprint written in as its cache version, so `npm run build`
 * stays one command and every new build's worker replaces the old caches.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

const ENTRY = fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url));
export const SERVICE_WORKER_FILE = 'sw.js';

export function serviceWorker(): Plugin {
  let outDir = '';
  let version = 'dev';
  return {
    name: 'izlog-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      // The hashed names of everything the app is made of: any change to the app changes the worker's version.
      version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12);
    },
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        define: { __SW_VERSION__: JSON.stringify(version) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          minify: true,
          lib: { entry: ENTRY, formats: ['iife'], name: 'izlogServiceWorker', fileName: () => SERVICE_WORKER_FILE },
        },
      });
    },
  };
}
