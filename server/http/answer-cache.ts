import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

/**
 * Recent JSON answers of the busiest public reads (search, featured clubs, a club's day), kept for a few
 * seconds, and the values they are computed from (a day's tee sheet, decision 0049). Any successful write
 * through the API, and housekeeping that frees places, clears them all (the values are brought up to date
 * before their next use, decision 0050), so this process never shows a change late; other processes are told
 * (answers-across-processes.ts). Bookings never rely on these answers: seats
 * are checked under the tee time's row lock.
 */
export interface AnswerCache {
  /** The cached JSON for `key`, or the JSON of `compute()`, computed once for concurrent misses. */
  json(key: string, compute: () => Promise<unknown>): Promise<string>;
  /**
   * A value the busiest reads share (a day's tee sheet), kept for its own time to live: the cached one for
   * `key`, or `compute()`'s, computed once for concurrent misses. `bytes` estimates its size. A clear makes it
   * stale rather than forgetting it: the next reader gets `refresh(stale)` (once for concurrent readers), which
   * must bring it up to date from what it was; it is still read anew with `compute` once its time to live ends.
   */
  shared<T>(
    key: string,
    compute: () => Promise<T>,
    bytes: (value: T) => number,
    refresh: (stale: T) => Promise<T>,
  ): Promise<T>;
  /** Forgets every answer; resolves once the other processes have been told, where there are any. */
  clear(): Promise<void>;
}

export function createAnswerCache(options: {
  ttlMs: number;
  /** How long shared values are kept; as long as answers unless said. */
  sharedTtlMs?: number;
  maxBytes?: number;
  now?: () => number;
}): AnswerCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<
    string,
    /** `stale`: a shared value with a refresh, to be brought up to date before its next use (null: none). */
    { expires: number; value: unknown; bytes: number; stale: boolean | null }
  >();
  const running = new Map<string, Promise<unknown>>();
  let bytes = 0;
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  const keep = (key: string, entry: NonNullable<ReturnType<typeof entries.get>>) => {
    remove(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  function kept<T>(
    ttlMs: number,
    key: string,
    compute: () => Promise<T>,
    size: (value: T) => number,
    refresh?: (stale: T) => Promise<T>,
  ): Promise<T> {
    if (ttlMs <= 0) return compute();
    const pending = running.get(key);
    const cached = entries.get(key);
    if (cached && cached.expires > now()) {
      if (!cached.stale) return Promise.resolve(cached.value as T);
      if (pending) return pending as Promise<T>;
    } else {
      remove(key);
      if (pending) return pending as Promise<T>;
    }
    const startedIn = generation;
    const refreshing = cached?.stale && cached.expires > now();
    const computing = (refreshing ? refresh!(cached.value as T) : compute())
      .then((value) => {
        // A value computed before a clear may be stale: serve it to its callers; keep it only if it can be
        // refreshed, as stale.
        if (startedIn === generation || refresh)
          keep(key, {
            // A refreshed value is read anew when the one it came from would have been.
            expires: refreshing ? cached!.expires : now() + ttlMs,
            value,
            bytes: size(value),
            stale: refresh ? startedIn !== generation : null,
          });
        return value;
      })
      .finally(() => {
        if (running.get(key) === computing) running.delete(key);
      });
    running.set(key, computing);
    return computing;
  }

  return {
    json: (key, compute) =>
      kept(
        options.ttlMs,
        key,
        async () => JSON.stringify(await compute()),
        (json) => json.length,
      ),
    shared: (key, compute, size, refresh) => kept(options.sharedTtlMs ?? options.ttlMs, key, compute, size, refresh),
    async clear() {
      generation += 1;
      for (const [key, entry] of entries) {
        if (entry.stale !== null) entry.stale = true;
        else remove(key);
      }
      running.clear();
    },
  };
}

/**
 * Answers with the reused JSON of `key`, or with the JSON of `compute()`. The text is `JSON.stringify` of what
 * `compute` resolves to, so the answer is typed as `c.json` types that value, and the route's declared answer
 * checks it like any other.
 */
export async function cachedJsonAnswer<T>(c: Context, answers: AnswerCache, key: unknown[], compute: () => Promise<T>) {
  const json = await answers.json(JSON.stringify(key), compute);
  return c.body(json, 200, { 'content-type': 'application/json; charset=utf-8' }) as unknown as Response &
    TypedResponse<JSONParsed<T>, 200, 'json'>;
}
