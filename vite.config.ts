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
    manifest: true,
    // The results page's code comes with the course page's file it imports in one round trip, not one after the
    // other (decision 0066); other lazily loaded code asks for its chunks itself, as decision 0011 chose (a list
    // of every lazy chunk's imports in the first script cost 2.2 KB gzip). Every browser we support preloads modules.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (chunk, dependencies) => (/^assets\/results-/.test(chunk) ? dependencies : []),
    },
    // What the first screen runs, in one file: every module the entry imports statically, which Rolldown otherwise
    // splits into a dozen small files that pages loaded later share, a wave of requests after the entry (0051).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 3 },
            // A course page with all the code it imports in one file, and the results page's own code in another
            // (it imports the first): over HTTP/1.1's six connections their twenty small chunks came in four to five
            // round trips (decision 0066).
            { name: 'course', test: /web\/app\/routes\/course\.tsx$/, priority: 2 },
            { name: 'results', test: /web\/app\/routes\/search-results\.tsx$/, priority: 1 },
          ],
        },
      },
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
