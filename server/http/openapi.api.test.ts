import { validate, compileErrors } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server';
import { SESSION_COOKIE } from './openapi';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  'x-access': string;
  parameters: { in: string }[];
  requestBody?: unknown;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
};

let server: TestServer;
let document: Document;
beforeAll(async () => {
  server = await createTestServer();
  document = (await (await server.request('/api/openapi.json')).json()) as Document;
});
afterAll(() => server.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI document', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('names every operation with a unique camelCase operationId made from method and path', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][a-zA-Z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/clubs/{id}/tee-times']?.get?.operationId).toBe('getClubsByIdTeeTimes');
    expect(document.paths['/api/clubs/{clubId}/admin/bookings.csv']?.get?.operationId).toBe(
      'getClubsByClubIdAdminBookingsCsv',
    );
  });

  it('describes the cookie session, and asks for it on every operation that is not public or for partners', () => {
    expect(document.components.securitySchemes.cookieSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
    });
    expect(document.components.securitySchemes.cookieSession!.description).toContain(`__Secure-${SESSION_COOKIE}`);
    const wrong = operations().filter(({ operation }) => {
      const security = JSON.stringify(operation.security);
      if (operation['x-access'] === 'public') return security !== '[]';
      if (operation['x-access'] === 'optionalUser') return security !== '[{},{"cookieSession":[]}]';
      // Partner routes take a partner key (partner-keys.api.test.ts), never the session.
      if (operation['x-access'] === 'partner') return !security.startsWith('[{"partnerKey":');
      return security !== '[{"cookieSession":[]}]';
    });
    expect(wrong.map(({ key }) => key)).toEqual([]);
  });

  it('lists the error answers each operation can give, each with the error body', () => {
    const missing: string[] = [];
    for (const { key, operation } of operations()) {
      const access = operation['x-access'];
      const takesInput = operation.parameters.length > 0 || operation.requestBody !== undefined;
      const expected = [
        ...(takesInput ? ['400'] : []),
        ...(['user', 'clubAdmin', 'superAdmin', 'partner'].includes(access) ? ['401'] : []),
        ...(access === 'partner' ? ['429'] : []),
        ...(['clubAdmin', 'superAdmin'].includes(access) || !key.startsWith('GET') ? ['403'] : []),
        ...(key.includes('{') ? ['404'] : []),
        ...(operation.requestBody ? ['413', '415'] : []),
      ];
      for (const status of expected) if (!operation.responses[status]) missing.push(`${key}: ${status}`);
      for (const [status, answer] of Object.entries(operation.responses)) {
        if ((status === 'default' || Number(status) >= 400) && !JSON.stringify(answer).includes('"error"'))
          missing.push(`${key}: ${status} without the error body`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists the conflicts and rate limits of the routes that answer them', () => {
    expect(Object.keys(document.paths['/api/bookings']!.post!.responses)).toEqual(
      expect.arrayContaining(['201', '409']),
    );
    expect(Object.keys(document.paths['/api/waitlist']!.post!.responses)).toEqual(
      expect.arrayContaining(['201', '409', '429']),
    );
    expect(Object.keys(document.paths['/api/beta/unlock']!.post!.responses)).toEqual(
      expect.arrayContaining(['200', '403', '429']),
    );
    expect(Object.keys(document.paths['/api/health']!.get!.responses).sort()).toEqual(['200', 'default']);
  });
});
