/** Build and dev server of the web shell; the API runs on the Izlog server at port 3000. */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress-assets';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true },
  // The Host header is kept (no changeOrigin) because the server picks the licence by host.
  server: { proxy: { '/api': { target: apiServer }, '/dev': { target: apiServer } } },
});
