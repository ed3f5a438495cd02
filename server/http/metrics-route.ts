import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import type { Metrics } from '../observability/metrics';
import { AppError } from './app-error';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus' scrape address. It tells how busy the platform is, so it is never public: it answers only a
 * caller with `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time), and without the
 * setting it does not exist (404).
 */
export function serveMetrics(app: Hono, metrics: Metrics, token: string | undefined) {
  app.get('/metrics', async (c) => {
    if (!token) throw new AppError('not_found', 'No such page');
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) {
      c.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('unauthorized', 'The metrics need their bearer token');
    }
    return c.body(await metrics.registry.metrics(), 200, {
      'content-type': metrics.registry.contentType,
      'cache-control': 'no-store',
    });
  });
}
