import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses changes asked for by another site's page (cross-site request forgery): a browser names the page's
 * origin on every POST, PUT, PATCH and DELETE, and says where a request comes from in Sec-Fetch-Site.
 * Calls without either (servers such as Stripe's webhook, scripts) are not from a browser page and pass.
 */
export function sameOriginWrites(trustedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(trustedOrigins.map((url) => new URL(url).origin));
  return async (c, next) => {
    if (!READS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const foreign = origin !== undefined ? !allowed.has(origin) : site === 'cross-site' || site === 'same-site';
      if (foreign) throw new AppError('forbidden', 'Changes may only be asked for from this site');
    }
    await next();
  };
}
