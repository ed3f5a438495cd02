import type { Context } from 'hono';
import type { LimitDeps } from '../http/rate-limit';
import type { AppConfig } from '../config/env';
import { createRateLimiter } from '../http/rate-limit';

const MINUTE = 60_000;

/**
 * Attempts per caller address on the sign-in pages' endpoints, before Better Auth sees them: guessing
 * passwords, creating accounts in bulk and sending reset mails to strangers all hit a wall (429 with
 * Retry-After). Better Auth's own limiter is off, so that there is one rule and one answer shape.
 * Every endpoint of Better Auth's that checks a password or sends a mail is here (SECURITY.md lists them).
 */
export function authRateLimits(deps: LimitDeps & { config: Pick<AppConfig, 'TRUST_PROXY' | 'RATE_LIMIT_SCALE'> }) {
  const limit = (budget: string, count: number, windowMs: number) =>
    createRateLimiter(deps, { budget, limit: count, windowMs });
  const limits: Record<string, ReturnType<typeof createRateLimiter>> = {
    '/api/auth/sign-in/email': limit('sign-in', 20, 15 * MINUTE),
    '/api/auth/sign-up/email': limit('sign-up', 10, 60 * MINUTE),
    '/api/auth/request-password-reset': limit('password-reset-mail', 5, 60 * MINUTE),
    '/api/auth/reset-password': limit('password-reset', 10, 15 * MINUTE),
    // Someone holding a session must not be able to guess the password behind it.
    '/api/auth/change-password': limit('change-password', 10, 15 * MINUTE),
    '/api/auth/change-email': limit('change-email', 10, 60 * MINUTE),
  };
  return async (c: Context) => {
    if (c.req.method === 'POST') await limits[c.req.path]?.check(c);
  };
}
