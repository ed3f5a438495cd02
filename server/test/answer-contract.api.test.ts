import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('every API test request', () => {
  it('fails when the answer breaks the contract its route declares', async () => {
    const health = server.routes.find(({ definition }) => definition.path === '/api/health')!.definition;
    const declared = health.responses;
    health.responses = { 200: z.object({ status: z.literal('ok'), database: z.literal('mysql') }) };
    try {
      await expect(server.request('/api/health')).rejects.toThrow(
        /GET \/api\/health \(route GET \/api\/health\) answered 200 against its contract:\n {2}database: Invalid input: expected "mysql"/,
      );
    } finally {
      health.responses = declared;
    }
    expect((await server.request('/api/health')).status).toBe(200);
  });

  it('fails on a status its route does not document', async () => {
    const health = server.routes.find(({ definition }) => definition.path === '/api/health')!.definition;
    const declared = health.responses;
    health.responses = { 201: null };
    try {
      await expect(server.request('/api/health')).rejects.toThrow(
        /answered 200 against its contract:\n {2}status 200 is not documented/,
      );
    } finally {
      health.responses = declared;
    }
  });
});
