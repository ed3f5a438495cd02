import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/test-server';

const join = (target: TestServer, email: unknown) =>
  target.request('/api/waitlist', { method: 'POST', ...json({ email }) });

describe('the beta waitlist', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ BETA_MODE: 'waitlist' });
  });
  afterAll(() => server.close());

  it('takes an e-mail once (201), stored in lower case', async () => {
    const response = await join(server, 'Early.Bird@Example.ch');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ email: 'early.bird@example.ch' });
  });

  it('answers the same e-mail again, in any case, with 409 already_exists', async () => {
    await join(server, 'twice@example.ch');
    const response = await join(server, 'TWICE@example.CH');
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('already_exists');
  });

  it.each(['', '   ', 'a b@c.ch', 'no-at', 'x@y'])('refuses %j with 400 naming the email field', async (email) => {
    const response = await join(server, email);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toContain('email');
    expect(body.error.issues[0].path).toBe('email');
  });
});

describe('waitlist sign-ups are rate limited', () => {
  it('answers the 21st within an hour with 429 rate_limited and Retry-After', async () => {
    const server = await createTestServer({ RATE_LIMIT_SCALE: '1' });
    try {
      for (let index = 1; index <= 20; index++)
        expect((await join(server, `golfer-${index}@example.ch`)).status).toBe(201);
      const response = await join(server, 'golfer-21@example.ch');
      expect(response.status).toBe(429);
      expect((await response.json()).error.code).toBe('rate_limited');
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(15 * 60);
    } finally {
      await server.close();
    }
  });
});
