/**
 * Builds the server's renderer of public pages (src/server-render/render-public-page.tsx) to `<outDir>/server/` as part
 * of `vite build` (issue 16 item 6, decision 0043): an ES module for Node with every dependency inside, so the server
 * loads it from any copy of the build, and the same CSS-module class names as the browser's chunks.
 *
 * The modules bundled into its entry are the code of public pages; the service worker's build asks for them
 * (`publicModules`) to choose what it precaches (src/service-worker/precache.ts).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY = fileURLToPath(new URL('../src/server-render/render-public-page.tsx', import.meta.url));
/** Where the server looks for it, under the web app's build (apps/server/src/platform/spa/public-page-render.ts). */
export const SERVER_RENDER_DIR = 'server';

export type TServerRenderPlugin = Plugin & {
  /** The modules of the renderer's entry, once it is built; rejected when its build fails. */
  publicModules: Promise<ReadonlySet<string>>;
};

export function serverRender(): TServerRenderPlugin {
  let outDir = '';
  let root = '';
  let settle: { resolve(ids: ReadonlySet<string>): void; reject(error: unknown): void } | undefined;
  const publicModules = new Promise<ReadonlySet<string>>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Nobody waits when the worker's build is not part of this build; a failed build is reported by `vite build` itself.
  publicModules.catch(() => undefined);
  return {
    name: 'izlog-server-render',
    publicModules,
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      try {
        const output = (await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          // React's production build whatever NODE_ENV the server runs with (its development build draws several times
          // slower and warns where the browser's build would not).
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
          ssr: { noExternal: true },
          build: {
            ssr: ENTRY,
            outDir: resolve(outDir, SERVER_RENDER_DIR),
            emptyOutDir: true,
            copyPublicDir: false,
            sourcemap: false,
            minify: false,
            rollupOptions: { output: { entryFileNames: 'render-public-page.js' } },
          },
        })) as Rolldown.RolldownOutput;
        const entry = output.output.find((item) => item.type === 'chunk' && item.isEntry);
        settle?.resolve(new Set(entry?.type === 'chunk' ? entry.moduleIds : []));
      } catch (error) {
        settle?.reject(error);
        throw error;
      }
    },
  };
}
