/** Build and dev server of the web shell; the API runs on the Izlog server at port 3000. */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress-assets';
import { serverRender } from './build/server-render';
import { serviceWorker } from './build/service-worker';

const apiServer = 'http://localhost:3000';
const publicPageRenderer = serverRender();

export default defineConfig({
  plugins: [react(), precompress(), publicPageRenderer, serviceWorker(publicPageRenderer.publicModules)],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The manifest (dist/.vite/manifest.json) lets the server preload a first page's theme, texts and screen chunks.
  // Two entries: the app, and the small script a server-rendered public page starts it with (src/server-render/boot.ts).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: { index: 'index.html', boot: 'src/server-render/boot.ts' } },
  },
  // The Host header is kept (no changeOrigin) because the server picks the licence by host.
  server: { proxy: { '/api': { target: apiServer }, '/dev': { target: apiServer } } },
});
