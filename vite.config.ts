import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';
import { serviceWorkerBuild } from './scripts/service-worker-build';

export default defineConfig({
  root: 'web',
  publicDir: '../public',
  plugins: [react(), tailwindcss(), serviceWorkerBuild(), precompress()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    // No <link rel="modulepreload"> for the chunks a chunk imports (decision 0011): the browser asks for
    // them itself once it has read the chunk.
    modulePreload: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
    },
  },
});
