import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Hashed build files never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Checked with the server on every load: the shell names the current hashed files, and a changed service worker
 * or manifest is how a new deployment reaches an installed app.
 */
const REVALIDATE = 'no-cache';
const REVALIDATED_FILES = new Set(['/', '/index.html', '/service-worker.js', '/manifest.webmanifest']);

const cacheControl =
  (value: (path: string) => string | null): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const header = c.res.status === 200 ? value(c.req.path) : null;
    if (header) c.header('cache-control', header);
  };

/** Serves the built web app from `webRoot` (brotli or gzip files written by the build when the browser takes them); any other path is a page of the app, answered with its index.html. */
export function serveWebApp(app: Hono, webRoot: string) {
  app.use(
    '/assets/*',
    cacheControl(() => IMMUTABLE),
    serveStatic({ root: webRoot, precompressed: true }),
  );
  // A missing hashed file is an old build's: a 404, never the shell in its place.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use(
    '*',
    cacheControl((path) => (REVALIDATED_FILES.has(path) ? REVALIDATE : null)),
    serveStatic({ root: webRoot, precompressed: true }),
  );
  const indexHtml = readFile(join(webRoot, 'index.html'), 'utf8');
  app.get('*', async (c) => c.html(await indexHtml, 200, { 'cache-control': REVALIDATE }));
}
