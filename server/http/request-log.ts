import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { Metrics } from '../observability/metrics';

declare module 'hono' {
  interface ContextVariableMap {
    /** The id of this request: in the X-Request-Id answer header, every error body and every log line of it. */
    requestId: string;
    /** The app's logger bound to this request's id. */
    logger: Logger;
  }
}

/** A caller's (or proxy's) id is kept only when it cannot smuggle anything into a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdOf(incoming: string | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * One log line and one duration sample per request, labelled with the route pattern (never the path with
 * its ids, nor the query string, which may hold e-mail addresses or tokens). Files and pages of the web app
 * and metric scrapes are logged at debug level only, so that the API's lines stand out.
 */
export function requestLog(logger: Logger, metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    await next();
    c.header('x-request-id', requestId);
    const seconds = (performance.now() - started) / 1000;
    const { method } = c.req;
    const route = routePath(c);
    const { status } = c.res;
    metrics.observeRequest({ method, route, status }, seconds);
    const level = c.req.path.startsWith('/api/') ? 'info' : 'debug';
    if (!log.isLevelEnabled(level)) return;
    const length = c.res.headers.get('content-length');
    log[level](
      { method, route, status, ms: Math.round(seconds * 10_000) / 10, ...(length ? { bytes: Number(length) } : {}) },
      'request',
    );
  };
}
