/**
 * Builds the site's service worker (src/service-worker/sw.ts) to `<outDir>/sw.js` as part of `vite build` (issue 16):
 * one classic script, no chunks, with the build's fingerprint written in as its cache version, so `npm run build`
 * stays one command and every new build's worker replaces the old caches. The files it precaches at install are
 * written in too: the chunks with code of public pages, as the server's renderer names them (precache.ts).
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { publicChunkFiles, type TBuiltChunk } from '../src/service-worker/precache';

const ENTRY = fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url));
export const SERVICE_WORKER_FILE = 'sw.js';

/** `publicModules`: the modules of public pages (the server renderer's plugin); without it nothing is precached. */
export function serviceWorker(publicModules: Promise<ReadonlySet<string>> | null): Plugin {
  let outDir = '';
  let version = 'dev';
  let chunks: TBuiltChunk[] = [];
  return {
    name: 'izlog-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      // The hashed names of everything the app is made of: any change to the app changes the worker's version.
      version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12);
      chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                file: item.fileName,
                moduleIds: item.moduleIds,
                files: [...(item.viteMetadata?.importedCss ?? []), ...(item.viteMetadata?.importedAssets ?? [])],
              },
            ]
          : [],
      );
    },
    async closeBundle() {
      const precache = publicModules ? publicChunkFiles(chunks, await publicModules) : [];
      await build({
        configFile: false,
        logLevel: 'warn',
        define: { __SW_VERSION__: JSON.stringify(version), __SW_PRECACHE__: JSON.stringify(precache) },
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
