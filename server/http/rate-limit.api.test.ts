import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settableClock } from '../clock';
import { rateLimitWindows } from '../db/schema';
import { createTestServer, type TestServer } from '../test/test-server';
import { createAttemptCounter, createRateLimiter } from './rate-limit';

const clock = settableClock(new Date('2026-06-01T08:00:00Z'));
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_SCALE: '1' }, { clock });
  // Routes of this test only, added to the real app before its first request, so that its refusals go
  // through the app's own error handler: the one place that sets Retry-After.
  const limited = (path: string, limit: number, windowMs: number, trustProxy = false) => {
    const limiter = createRateLimiter(
      { ...server.deps, config: { ...server.deps.config, TRUST_PROXY: trustProxy } },
      { budget: `test${path}`, limit, windowMs },
    );
    server.app.post(path, async (c) => {
      await limiter.check(c);
      return c.text('ok');
    });
  };
  limited('/two-a-minute', 2, 60_000);
  limited('/one-a-minute', 1, 60_000);
  limited('/one-a-minute-proxied', 1, 60_000, true);
});
afterAll(() => server.close());

const call = (path: string, address: string, forwardedFor?: string) =>
  server.app.request(
    path,
    { method: 'POST', headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
    { incoming: { socket: { remoteAddress: address } } },
  );

describe('rate limiter', () => {
  it('lets the limit through, refuses the next with 429, Retry-After and the seconds in the body, then counts again from 1 once the window has ended', async () => {
    expect((await call('/two-a-minute', '10.0.0.1')).status).toBe(200);
    clock.set(new Date('2026-06-01T08:00:20.500Z'));
    expect((await call('/two-a-minute', '10.0.0.1')).status).toBe(200);
    const refused = await call('/two-a-minute', '10.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(await refused.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many attempts, please try again later',
        retryAfterSeconds: 40,
        requestId: expect.any(String),
      },
    });
    clock.set(new Date('2026-06-01T08:01:00Z'));
    expect((await call('/two-a-minute', '10.0.0.1')).status).toBe(200);
    expect((await call('/two-a-minute', '10.0.0.1')).status).toBe(200);
    expect((await call('/two-a-minute', '10.0.0.1')).status).toBe(429);
  });

  it('counts each caller address on its own', async () => {
    expect((await call('/one-a-minute', '10.0.0.1')).status).toBe(200);
    expect((await call('/one-a-minute', '10.0.0.1')).status).toBe(429);
    expect((await call('/one-a-minute', '10.0.0.2')).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless the server is told it stands behind a proxy, then counts the address the proxy saw', async () => {
    expect((await call('/one-a-minute', '10.0.0.3', '1.1.1.1')).status).toBe(200);
    expect((await call('/one-a-minute', '10.0.0.3', '2.2.2.2')).status).toBe(429);
    expect((await call('/one-a-minute-proxied', '10.0.0.9', 'forged, 1.1.1.1')).status).toBe(200);
    expect((await call('/one-a-minute-proxied', '10.0.0.9', 'other-forgery, 1.1.1.1')).status).toBe(429);
    expect((await call('/one-a-minute-proxied', '10.0.0.9', '2.2.2.2')).status).toBe(200);
  });

  it('counts concurrent attempts exactly: of 30 at once on a budget of 10, 10 pass', async () => {
    const counter = createAttemptCounter(server.deps, { budget: 'test-concurrent', limit: 10, windowMs: 60_000 });
    const waits = await Promise.all(Array.from({ length: 30 }, () => counter.count('someone@example.ch')));
    expect(waits.filter((wait) => wait === null)).toHaveLength(10);
  });

  it('keeps no key in clear, and deletes ended windows', async () => {
    const counter = createAttemptCounter(server.deps, { budget: 'test-stored', limit: 3, windowMs: 60_000 });
    clock.set(new Date('2026-06-01T09:00:00Z'));
    await counter.count('golfer@example.ch');
    const rows = await server.db.select().from(rateLimitWindows);
    expect(JSON.stringify(rows)).not.toContain('golfer@example.ch');
    expect(JSON.stringify(rows)).not.toContain('10.0.0.1');
    // An hour later, the next attempt of any key sweeps the budget's ended windows first.
    clock.set(new Date('2026-06-01T10:00:00Z'));
    await counter.count('someone-else@example.ch');
    const left = (await server.db.select().from(rateLimitWindows)).filter((row) => row.budget === 'test-stored');
    expect(left).toHaveLength(1);
  });
});
