import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { queryRows } from '../db/client';
import { superAdmins } from '../db/schema';
import { verifiedUser } from '../test/accounts';
import { insertClub } from '../test/builders';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../test/test-server';
import type { RouteDefinition } from './route';

// Wrong input of every kind: SQL, paths, markup, template syntax, numbers as text, control characters,
// right-to-left and astral unicode, and strings far longer than any field takes.
const nastyText = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    "'; drop table bookings; --",
    '1; select pg_sleep(5)',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '${7*7}{{7*7}}',
    'NaN',
    '-1',
    '1e309',
    'null',
    '\u0000',
    'Eve\r=1+2',
    '\t=1+2',
    'a\u0007\u001b[31m\u007f\u0085\u2028b',
    '\ud800',
    'x\udfffy',
    '\u202e\u0644\u0627',
    '😀'.repeat(500),
    'x'.repeat(100_000),
  ),
  fc.string({ unit: 'binary', maxLength: 300 }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype')),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

/** Objects with the schema's own field names holding wrong values, or any value at all. */
function wrongObjects(schema: ZodType | undefined): fc.Arbitrary<unknown> {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : {};
  const keys = Object.keys(shape);
  const withFieldNames =
    keys.length > 0
      ? fc.record(Object.fromEntries(keys.map((key) => [key, nastyValue])), { requiredKeys: [] })
      : nastyValue;
  return fc.oneof(withFieldNames, nastyValue);
}

/** Numbers JSON can carry that JavaScript reads oddly: the smallest double (a price PostgreSQL stored as 0), infinity, minus zero. */
const oddNumbers = ['5e-324', '-5e-324', '1e309', '-1e309', '-0', '1e-7', '9007199254740993'];

/** A body with the schema's field names, each holding one of the odd numbers, written as JSON text (JSON.stringify cannot write them). */
function oddNumberBodies(schema: ZodType | undefined): fc.Arbitrary<string> {
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, unknown>) : ['value'];
  return fc
    .tuple(fc.subarray(keys, { minLength: 1 }), fc.constantFrom(...oddNumbers))
    .map(([fields, number]) => `{${fields.map((field) => `${JSON.stringify(field)}:${number}`).join(',')}}`);
}

/** Raw bodies that are not what any JSON route reads. */
const rawBodies = fc.constantFrom(
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  '{"teeTimeId":',
  'not json at all',
  '',
  '[]',
  '\u0000\u0001',
  `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
);

const isErrorShape = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { error?: { code?: unknown } }).error?.code === 'string' &&
  typeof (body as { error: { message?: unknown } }).error.message === 'string';

let server: TestServer;
let cookie: string;
let clubId: string;
// Ids of nothing: a request that got through with them would find nothing to change.
const unknownId = '00000000-0000-4000-8000-000000000000';

/** What every table holds: a wrong request must leave it exactly as it was (its attempt is counted against its budget, as it should). */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    server.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not like '%migrations%' and tablename <> 'rate_limit_windows' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string }>(
      server.db,
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`),
    );
    result[name] = row!.digest;
  }
  return result;
}

beforeAll(async () => {
  server = await createTestServer();
  // A super admin passes every access rule, so that every route reads its input.
  cookie = await verifiedUser(server, 'fuzz-admin@example.ch');
  const me = (await (await server.request('/api/me', { headers: { cookie } })).json()) as { id: string };
  await server.db.insert(superAdmins).values({ userId: me.id });
  clubId = (await insertClub(server.db, { name: 'Golfclub Fuzz' })).id;
});
afterAll(() => server.close());

/** Percent-encoded; a lone surrogate, which encodeURIComponent refuses, as the bytes a careless client would send for it (not UTF-8). */
const encodeSegment = (text: string) =>
  [...text].map((char) => (/^[\uD800-\uDFFF]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');

function realPath(definition: RouteDefinition, params: Record<string, string> = {}) {
  return definition.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeSegment(params[name] ?? (name === 'clubId' ? clubId : name === 'file' ? 'golf.svg' : unknownId)),
  );
}

async function send(
  definition: RouteDefinition,
  init: { path?: string; query?: string; body?: string; headers?: Record<string, string> },
) {
  const headers = new Headers({
    cookie,
    origin: TEST_ORIGIN,
    ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...init.headers,
  });
  const method = definition.method.toUpperCase();
  const response = await server.request(`${init.path ?? realPath(definition)}${init.query ?? ''}`, {
    method,
    headers,
    ...(method === 'GET' ? {} : { body: init.body ?? '' }),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: checked below for error answers.
  }
  return { status: response.status, body };
}

const queryString = (values: Record<string, unknown>) =>
  `?${new URLSearchParams(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')])).toString()}`;

describe('wrong input to every endpoint', () => {
  it('answers wrong bodies, query strings, path parameters and headers with a 4xx in the error shape, never a 5xx, and changes nothing', async () => {
    const before = await fingerprint();
    const problems: string[] = [];
    const check = (label: string, answer: { status: number; body: unknown }, mustRefuse: boolean) => {
      if (answer.status >= 500) problems.push(`${label}: ${answer.status}`);
      else if (mustRefuse && (answer.status < 400 || !isErrorShape(answer.body)))
        problems.push(`${label}: ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 120)}`);
    };

    for (const { definition } of server.routes) {
      const name = `${definition.method.toUpperCase()} ${definition.path}`;
      const takesBody = definition.method !== 'get';
      const isUpload = /image$/.test(definition.path);
      if (definition.body || isUpload) {
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(
              wrongObjects(definition.body).map((value) => JSON.stringify(value) ?? 'null'),
              rawBodies,
              oddNumberBodies(definition.body),
            ),
            async (body) => {
              if (!isUpload && definition.body!.safeParse(safeJson(body)).success) return;
              check(`${name} body ${body.slice(0, 60)}`, await send(definition, { body }), true);
            },
          ),
          { numRuns: 25 },
        );
        check(
          `${name} text/plain body`,
          await send(definition, { body: 'a=1', headers: { 'content-type': 'text/plain' } }),
          true,
        );
      }
      if (definition.query) {
        await fc.assert(
          fc.asyncProperty(
            wrongObjects(definition.query).filter(
              (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
            ),
            async (values) => {
              const query = queryString(values as Record<string, unknown>);
              if (definition.query!.safeParse(Object.fromEntries(new URLSearchParams(query))).success) return;
              check(
                `${name} query ${query.slice(0, 60)}`,
                await send(definition, { query, ...(takesBody ? { body: '{}' } : {}) }),
                true,
              );
            },
          ),
          { numRuns: 20 },
        );
      }
      if (definition.params) {
        const names = [...definition.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
        await fc.assert(
          fc.asyncProperty(
            fc.record(
              Object.fromEntries(
                names.map((param) => [param, nastyText.filter((text) => text.length > 0 && text.length < 2000)]),
              ),
            ),
            async (params) => {
              if (definition.params!.safeParse(params).success) return;
              check(
                `${name} params ${JSON.stringify(params).slice(0, 60)}`,
                await send(definition, {
                  path: realPath(definition, params as Record<string, string>),
                  ...(takesBody ? { body: '{}' } : {}),
                }),
                true,
              );
            },
          ),
          { numRuns: 15 },
        );
      }
      // Headers no browser would send: never a server error.
      const oddHeaders: Record<string, string>[] = [
        { 'idempotency-key': 'k'.repeat(5000) },
        { 'idempotency-key': 'ÿ\u00a0\u00ff' },
        { 'content-type': 'application/json; charset=utf-7' },
        { 'accept-language': 'x'.repeat(4000) },
        { cookie: `${cookie}; session_token=${'%'.repeat(300)}` },
      ];
      for (const headers of oddHeaders) {
        check(
          `${name} headers ${Object.keys(headers).join(',')}`,
          await send(definition, { headers, ...(takesBody ? { body: 'not json' } : {}) }),
          false,
        );
      }
    }

    expect(problems.slice(0, 30)).toEqual([]);
    const after = await fingerprint();
    const changed = Object.keys(before).filter((table) => before[table] !== after[table] && table !== 'sessions');
    expect(changed).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 300_000);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The number fields of a schema, by path, through objects, arrays, optional, nullable and default wrappers. */
function numberFields(schema: ZodType, path: string): [string, ZodType][] {
  if (schema instanceof z.ZodNumber) return [[path, schema]];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return numberFields(schema.unwrap() as ZodType, path);
  if (schema instanceof z.ZodArray) return numberFields(schema.element as ZodType, `${path}[]`);
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, ZodType>).flatMap(([key, field]) =>
      numberFields(field, `${path}.${key}`),
    );
  return [];
}

describe('numbers a database would store as another number (issue 18, point 2)', () => {
  it('no number field of any input takes 5e-324 (stored as 0) unless it takes 0, nor infinity, NaN or a number beyond 2^53', () => {
    const wrong: string[] = [];
    for (const { definition } of server.routes) {
      for (const [where, schema] of [
        ['params', definition.params],
        ['query', definition.query],
        ['body', definition.body],
      ] as const) {
        if (!schema) continue;
        for (const [path, field] of numberFields(
          schema,
          `${definition.method.toUpperCase()} ${definition.path} ${where}`,
        )) {
          const takes = (value: number) => field.safeParse(value).success;
          if (takes(5e-324) && !takes(0)) wrong.push(`${path} takes 5e-324 but not 0`);
          for (const value of [Infinity, -Infinity, NaN, 2 ** 53 + 2])
            if (takes(value)) wrong.push(`${path} takes ${value}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a NUL character (issue 18, point 1)', () => {
  it.each([
    ['in a query string, without sign-in', () => server.request('/api/translations?lang=en&keys=nav.home%00'), 'keys'],
    [
      'in a body, without sign-in',
      () =>
        server.request('/api/waitlist', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
          body: JSON.stringify({ email: 'a\u0000@b.ch' }),
        }),
      'email',
    ],
  ])('%s is refused with 400 naming the field, not a 500', async (_, send, field) => {
    const response = await send();
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatchObject({ code: 'invalid_input', message: `${field}: must not contain a NUL character` });
  });
});
