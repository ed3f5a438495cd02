import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './app-error';
import { createRateLimiter } from './rate-limit';

function appWithLimit(limit: number, windowMs: number, trustProxy = false) {
  const limiter = createRateLimiter({ TRUST_PROXY: trustProxy, RATE_LIMIT_SCALE: 1 }, { limit, windowMs });
  const app = new Hono();
  app.post('/', (c) => {
    limiter.check(c);
    return c.text('ok');
  });
  app.onError((error, c) => c.json({ code: (error as AppError).code }, (error as AppError).status as 429));
  return (address: string, forwardedFor?: string) =>
    app.request('/', { method: 'POST', headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }, { incoming: { socket: { remoteAddress: address } } });
}

describe('rate limiter', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-06-01T08:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('lets the limit through, refuses the next with 429 and the seconds until the window ends, then opens again', async () => {
    const call = appWithLimit(2, 60_000);
    expect((await call('10.0.0.1')).status).toBe(200);
    vi.advanceTimersByTime(20_500);
    expect((await call('10.0.0.1')).status).toBe(200);
    const refused = await call('10.0.0.1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'rate_limited' });
    expect(refused.headers.get('retry-after')).toBe('40');
    vi.advanceTimersByTime(39_500);
    expect((await call('10.0.0.1')).status).toBe(200);
  });

  it('counts each caller address on its own', async () => {
    const call = appWithLimit(1, 60_000);
    expect((await call('10.0.0.1')).status).toBe(200);
    expect((await call('10.0.0.1')).status).toBe(429);
    expect((await call('10.0.0.2')).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless the server is told it stands behind a proxy, then counts the address the proxy saw', async () => {
    const direct = appWithLimit(1, 60_000);
    expect((await direct('10.0.0.1', '1.1.1.1')).status).toBe(200);
    expect((await direct('10.0.0.1', '2.2.2.2')).status).toBe(429);
    const proxied = appWithLimit(1, 60_000, true);
    expect((await proxied('10.0.0.9', 'forged, 1.1.1.1')).status).toBe(200);
    expect((await proxied('10.0.0.9', 'other-forgery, 1.1.1.1')).status).toBe(429);
    expect((await proxied('10.0.0.9', '2.2.2.2')).status).toBe(200);
  });
});
