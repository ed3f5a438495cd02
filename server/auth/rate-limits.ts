import type { Context } from 'hono';
import type { AppConfig } from '../config/env';
import { createRateLimiter } from '../http/rate-limit';

const MINUTE = 60_000;

/**
 * Attempts per caller address on the sign-in pages' endpoints, before Better Auth sees them: guessing
 * passwords, creating accounts in bulk and sending reset mails to strangers all hit a wall (429 with
 * Retry-After). Better Auth's own limiter is off, so that there is one rule and one answer shape.
 */
export function authRateLimits(config: Pick<AppConfig, 'TRUST_PROXY' | 'RATE_LIMIT_SCALE'>) {
  const limits: Record<string, ReturnType<typeof createRateLimiter>> = {
    '/api/auth/sign-in/email': createRateLimiter(config, { limit: 20, windowMs: 15 * MINUTE }),
    '/api/auth/sign-up/email': createRateLimiter(config, { limit: 10, windowMs: 60 * MINUTE }),
    '/api/auth/request-password-reset': createRateLimiter(config, { limit: 5, windowMs: 60 * MINUTE }),
    '/api/auth/reset-password': createRateLimiter(config, { limit: 10, windowMs: 15 * MINUTE }),
    // Someone holding a session must not be able to guess the password behind it.
    '/api/auth/change-password': createRateLimiter(config, { limit: 10, windowMs: 15 * MINUTE }),
    '/api/auth/change-email': createRateLimiter(config, { limit: 10, windowMs: 60 * MINUTE }),
  };
  return (c: Context) => {
    if (c.req.method === 'POST') limits[c.req.path]?.check(c);
  };
}
