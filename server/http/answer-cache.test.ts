import { describe, expect, it, vi } from 'vitest';
import { createAnswerCache } from './answer-cache';

function counter() {
  let calls = 0;
  return { compute: async () => ({ call: ++calls }), calls: () => calls };
}

describe('answer cache', () => {
  it('answers from memory within the time to live, and computes again after it', async () => {
    let clock = 0;
    const cache = createAnswerCache({ ttlMs: 2000, now: () => clock });
    const source = counter();
    expect(await cache.json('search', source.compute)).toBe('{"call":1}');
    clock = 1999;
    expect(await cache.json('search', source.compute)).toBe('{"call":1}');
    clock = 2000;
    expect(await cache.json('search', source.compute)).toBe('{"call":2}');
  });

  it('computes once for concurrent misses of the same key', async () => {
    const cache = createAnswerCache({ ttlMs: 2000 });
    const source = counter();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.json('search', source.compute)));
    expect(new Set(answers)).toEqual(new Set(['{"call":1}']));
    expect(source.calls()).toBe(1);
  });

  it('forgets everything on clear, also an answer that was being computed during it', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000 });
    const source = counter();
    let release!: () => void;
    const slow = cache.json('search', () => new Promise((resolve) => (release = () => resolve({ stale: true }))));
    cache.clear();
    release();
    expect(await slow).toBe('{"stale":true}');
    expect(await cache.json('search', source.compute)).toBe('{"call":1}');
  });

  it('keeps within its byte budget by dropping the oldest answers', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000, maxBytes: 20 });
    const source = counter();
    await cache.json('a', async () => 'x'.repeat(10));
    await cache.json('b', async () => 'y'.repeat(10));
    expect(await cache.json('a', source.compute)).toBe('{"call":1}');
  });

  it('does not keep anything with a time to live of 0', async () => {
    const cache = createAnswerCache({ ttlMs: 0 });
    const source = counter();
    await cache.json('search', source.compute);
    await cache.json('search', source.compute);
    expect(source.calls()).toBe(2);
  });

  it('shares a value (a day sheet) as it keeps answers: once for concurrent misses, refreshed once after a clear', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000 });
    const source = counter();
    const refreshed: unknown[] = [];
    const refresh = async (stale: { call: number }) => (refreshed.push(stale), { call: stale.call, refreshed: true });
    const shared = () => cache.shared('day-sheet 2026-11-28', source.compute, () => 100, refresh);
    const [first, second] = await Promise.all([shared(), shared()]);
    expect(first).toBe(second);
    expect(await shared()).toEqual({ call: 1 });
    await cache.clear();
    const [one, other] = await Promise.all([shared(), shared()]);
    expect(one).toEqual({ call: 1, refreshed: true });
    expect(other).toBe(one);
    expect(refreshed).toEqual([{ call: 1 }]);
    expect(await shared()).toBe(one);
    expect(source.calls()).toBe(1);
  });

  it('reads a shared value anew once the one it was refreshed from has lived its time', async () => {
    let clock = 0;
    const cache = createAnswerCache({ ttlMs: 2000, sharedTtlMs: 30_000, now: () => clock });
    const source = counter();
    const shared = () =>
      cache.shared(
        'day-sheet 2026-11-28',
        source.compute,
        () => 100,
        async (stale) => ({ ...stale, refreshed: true }),
      );
    await shared();
    clock = 29_000;
    await cache.clear();
    expect(await shared()).toEqual({ call: 1, refreshed: true });
    clock = 30_000;
    expect(await shared()).toEqual({ call: 2 });
  });

  it('keeps a shared value read during a clear as stale: the next reader refreshes it', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000 });
    let release!: () => void;
    const refresh = vi.fn(async (stale: { read: string }) => ({ read: `${stale.read}, refreshed` }));
    const slow = cache.shared(
      'day-sheet 2026-11-28',
      () => new Promise<{ read: string }>((resolve) => (release = () => resolve({ read: 'before the write' }))),
      () => 100,
      refresh,
    );
    await cache.clear();
    release();
    expect(await slow).toEqual({ read: 'before the write' });
    const next = await cache.shared(
      'day-sheet 2026-11-28',
      async () => ({ read: 'anew' }),
      () => 100,
      refresh,
    );
    expect(next).toEqual({ read: 'before the write, refreshed' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
