import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  root: 'web',
  publicDir: '../public',
  plugins: [
    react(),
    tailwindcss(),
    // Our worker (web/service-worker.ts) with the list of every built file put in (decision 0024). The manifest stays
    // public/manifest.webmanifest and the page registers the worker itself (web/app/service-worker-updates.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'service-worker.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: { globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'] },
    }),
    precompress(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    // No <link rel="modulepreload"> for the chunks a chunk imports (decision 0011): the browser asks for
    // them itself once it has read the chunk.
    modulePreload: false,
    // What the first screen runs, in one file: every module the entry imports statically, which Rolldown otherwise
    // splits into a dozen small files that pages loaded later share, a wave of requests after the entry (0051).
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
    },
  },
});
