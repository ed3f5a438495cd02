import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('platform endpoints', () => {
  it('reports health and which database it runs on', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  it('publishes an OpenAPI document that lists every route of the route table', async () => {
    const document = (await (await server.request('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    for (const { definition } of server.routes) {
      const path = definition.path.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path]?.[definition.method], `${definition.method} ${path}`).toBeDefined();
    }
  });

  it('serves interactive API docs from our own server', async () => {
    const page = await server.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await server.request('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
  });

  it('survives the database closing its idle connections (restart, failover) and keeps answering', async () => {
    await Promise.all([server.request('/api/health'), server.request('/api/health'), server.request('/api/health')]);
    await server.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await server.request('/api/health')).status).toBe(200);
  });

  it('answers an unknown endpoint with 404 in the error shape', async () => {
    const response = await server.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: expect.any(String), requestId: response.headers.get('x-request-id') },
    });
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await server.request('/api/waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_json');
  });

  it('names the field in a validation error', async () => {
    const response = await server.request('/api/waitlist', { method: 'POST', ...json({ email: 42 }) });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toContain('email');
    expect(body.error.issues[0].path).toBe('email');
  });

  it('refuses a body larger than the limit with 413', async () => {
    const response = await server.request('/api/waitlist', {
      method: 'POST',
      ...json({ email: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', null])(
    'refuses a JSON write sent as %s with 415, and stores nothing (issue 18, point 12)',
    async (type) => {
      const email = `typed-${String(type).length}@example.ch`;
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      const response = await server.request('/api/waitlist', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(415);
      expect((await response.json()).error.code).toBe('unsupported_media_type');
      const accepted = await server.request('/api/waitlist', {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ email }),
      });
      expect(accepted.status).toBeLessThan(300);
    },
  );

  it('tells the web app whether Google sign-in is configured', async () => {
    expect((await (await server.request('/api/config')).json()).googleEnabled).toBe(false);
    const withGoogle = await createTestServer({ GOOGLE_CLIENT_ID: 'test-client-id', GOOGLE_CLIENT_SECRET: 'secret' });
    try {
      expect((await (await withGoogle.request('/api/config')).json()).googleEnabled).toBe(true);
      // Starting the Google sign-in needs no call to Google: the server answers with Google's consent page.
      const start = await withGoogle.request('/api/auth/sign-in/social', {
        method: 'POST',
        ...json({ provider: 'google', callbackURL: '/auth/callback' }),
      });
      expect(start.status).toBe(200);
      const { url } = (await start.json()) as { url: string };
      expect(new URL(url).host).toBe('accounts.google.com');
      expect(new URL(url).searchParams.get('client_id')).toBe('test-client-id');
      expect(new URL(url).searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
    } finally {
      await withGoogle.close();
    }
  });
});

describe('waitlist', () => {
  it('adds an e-mail once and reports a duplicate, whatever its case, as already_exists', async () => {
    const first = await server.request('/api/waitlist', { method: 'POST', ...json({ email: 'early@example.ch' }) });
    expect(first.status).toBe(201);
    const again = await server.request('/api/waitlist', { method: 'POST', ...json({ email: 'Early@Example.ch' }) });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('already_exists');
  });

  it.each(['', 'no-at-sign', 'with space@example.ch', 'a@b'])('refuses %j as an e-mail', async (email) => {
    const response = await server.request('/api/waitlist', { method: 'POST', ...json({ email }) });
    expect(response.status).toBe(400);
  });
});
