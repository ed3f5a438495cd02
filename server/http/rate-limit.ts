import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { ErrorCode } from '../../contract/errors';
import type { AppConfig } from '../config/env';
import { AppError } from './app-error';

/** Beyond this many tracked keys, windows that have ended are dropped on the next new window. */
const MAX_TRACKED_KEYS = 10_000;

/**
 * The caller's address. Without TRUST_PROXY, as the connection reports it: X-Forwarded-For, which any
 * caller can write, is not read. With it, the last address in X-Forwarded-For: the one our proxy saw.
 */
function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  return forwarded || ((c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress ?? 'unknown');
}

/**
 * Counts attempts per key (a caller's address, an e-mail address) in fixed windows, in this process's memory.
 * One counter is one budget: create one per action that needs its own.
 */
export function createAttemptCounter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { count: number; endsAt: number }>();

  function dropEnded(now: number) {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }

  return {
    /** Counts one attempt for the key; past the limit, the seconds until its window ends, else null. */
    count(key: string): number | null {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        if (windows.size >= MAX_TRACKED_KEYS) dropEnded(now);
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > limit ? Math.max(1, Math.ceil((window.endsAt - now) / 1000)) : null;
    },
  };
}

/** Answers 429 with the code, Retry-After (seconds) and the same seconds in the body, for the browser to say. */
export function refuseTooMany(c: Context, code: Extract<ErrorCode, 'rate_limited' | 'too_many_links'>, retryAfterSeconds: number, message: string): never {
  // Set on the context, the header stays on the error answer the app's error handler builds.
  c.header('Retry-After', String(retryAfterSeconds));
  throw new AppError(code, message, undefined, retryAfterSeconds);
}

/** Counts requests per caller address, or per other key such as a user's id; RATE_LIMIT_SCALE multiplies the limit. */
export function createRateLimiter(config: Pick<AppConfig, 'TRUST_PROXY' | 'RATE_LIMIT_SCALE'>, { limit, windowMs }: { limit: number; windowMs: number }) {
  const attempts = createAttemptCounter({ limit: limit * config.RATE_LIMIT_SCALE, windowMs });
  return {
    /** Counts one attempt of the caller (by default, of its address); beyond the limit answers 429 rate_limited with Retry-After (seconds). */
    check(c: Context, key: string = clientAddress(c, config.TRUST_PROXY)) {
      const wait = attempts.count(key);
      if (wait !== null) refuseTooMany(c, 'rate_limited', wait, 'Too many attempts, please try again later');
    },
  };
}
