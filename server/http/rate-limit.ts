import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { AppConfig } from '../config/env';
import { AppError } from './app-error';

/** Beyond this many tracked callers, windows that have ended are dropped on the next new window. */
const MAX_TRACKED_CALLERS = 10_000;

/**
 * The caller's address. Without TRUST_PROXY, as the connection reports it: X-Forwarded-For, which any
 * caller can write, is not read. With it, the last address in X-Forwarded-For: the one our proxy saw.
 */
function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  return forwarded || ((c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress ?? 'unknown');
}

/**
 * Counts requests per caller address in fixed windows, in this process's memory.
 * One limiter is one bucket: create one per action that needs its own budget.
 */
export function createRateLimiter(config: Pick<AppConfig, 'TRUST_PROXY' | 'RATE_LIMIT_SCALE'>, { limit: baseLimit, windowMs }: { limit: number; windowMs: number }) {
  const limit = baseLimit * config.RATE_LIMIT_SCALE;
  const windows = new Map<string, { count: number; endsAt: number }>();

  function dropEnded(now: number) {
    for (const [caller, window] of windows) if (window.endsAt <= now) windows.delete(caller);
  }

  return {
    /** Counts one attempt of the caller; beyond the limit answers 429 rate_limited with Retry-After (seconds). */
    check(c: Context) {
      const now = Date.now();
      const caller = clientAddress(c, config.TRUST_PROXY);
      let window = windows.get(caller);
      if (!window || window.endsAt <= now) {
        if (windows.size >= MAX_TRACKED_CALLERS) dropEnded(now);
        window = { count: 0, endsAt: now + windowMs };
        windows.set(caller, window);
      }
      window.count += 1;
      if (window.count > limit) {
        // Set on the context, the header stays on the error answer the app's error handler builds.
        c.header('Retry-After', String(Math.max(1, Math.ceil((window.endsAt - now) / 1000))));
        throw new AppError('rate_limited', 'Too many attempts, please try again later');
      }
    },
  };
}
