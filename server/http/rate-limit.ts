import { createHmac } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { lte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ErrorCode } from '../../contract/errors';
import type { Clock } from '../clock';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { rateLimitWindows } from '../db/schema';
import { AppError } from './app-error';

/** How often a process deletes ended windows: one cheap statement a minute, not one per attempt. */
const SWEEP_EVERY_MS = 60_000;
const sweptAt = new WeakMap<object, number>();

/** What a budget needs: the database every process shares, the secret that hides keys, and "now". */
export type LimitDeps = { config: Pick<AppConfig, 'authSecret'>; database: Pick<Database, 'db'>; clock: Clock };

/**
 * The caller's address. Without TRUST_PROXY, as the connection reports it: X-Forwarded-For, which any
 * caller can write, is not read. With it, the last address in X-Forwarded-For: the one our proxy saw.
 */
function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  return forwarded || ((c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress ?? 'unknown');
}

/**
 * Counts attempts per key (a caller's address, an e-mail address) in fixed windows, in the database, so
 * that every server process spends the same budget. `budget` names it there: one name per action that
 * needs its own budget. Keys are stored as an HMAC with the auth secret, never in clear (e-mail addresses).
 * "Now" is the injected clock's, as for every rule; the processes' clocks are the machines' (NTP).
 */
export function createAttemptCounter(
  { config, database, clock }: LimitDeps,
  { budget, limit, windowMs }: { budget: string; limit: number; windowMs: number },
) {
  const { db } = database;

  async function sweep(now: Date) {
    if (now.getTime() - (sweptAt.get(db) ?? 0) < SWEEP_EVERY_MS) return;
    sweptAt.set(db, now.getTime());
    await db.delete(rateLimitWindows).where(lte(rateLimitWindows.endsAt, now));
  }

  return {
    /** Counts one attempt for the key; past the limit, the seconds until its window ends, else null. */
    async count(key: string): Promise<number | null> {
      const now = clock();
      await sweep(now);
      const keyHash = createHmac('sha256', config.authSecret).update(key).digest('base64url');
      // One statement, atomic under concurrent attempts of every process: a window that has ended starts again at 1.
      const ended = sql`${rateLimitWindows.endsAt} <= ${now.toISOString()}::timestamptz`;
      const [window] = await db
        .insert(rateLimitWindows)
        .values({ budget, keyHash, count: 1, endsAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: [rateLimitWindows.budget, rateLimitWindows.keyHash],
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimitWindows.count} + 1 end`,
            endsAt: sql`case when ${ended} then excluded.ends_at else ${rateLimitWindows.endsAt} end`,
          },
        })
        .returning({ count: rateLimitWindows.count, endsAt: rateLimitWindows.endsAt });
      return window!.count > limit ? Math.max(1, Math.ceil((window!.endsAt.getTime() - now.getTime()) / 1000)) : null;
    },
  };
}

/** Refuses with 429, the code and the seconds to wait; the app's error handler sets Retry-After and retryAfterSeconds from them. */
export function refuseTooMany(
  code: Extract<ErrorCode, 'rate_limited' | 'too_many_links'>,
  retryAfterSeconds: number,
  message: string,
): never {
  throw new AppError(code, message, undefined, retryAfterSeconds);
}

/** Counts requests per caller address, or per other key such as a user's id; RATE_LIMIT_SCALE multiplies the limit. */
export function createRateLimiter(
  deps: LimitDeps & { config: Pick<AppConfig, 'TRUST_PROXY' | 'RATE_LIMIT_SCALE'> },
  { budget, limit, windowMs }: { budget: string; limit: number; windowMs: number },
) {
  const attempts = createAttemptCounter(deps, { budget, limit: limit * deps.config.RATE_LIMIT_SCALE, windowMs });
  return {
    /** Counts one attempt of the caller (by default, of its address); beyond the limit answers 429 rate_limited with Retry-After (seconds). */
    async check(c: Context, key: string = clientAddress(c, deps.config.TRUST_PROXY)) {
      const wait = await attempts.count(key);
      if (wait !== null) refuseTooMany('rate_limited', wait, 'Too many attempts, please try again later');
    },
  };
}
