import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Route, RouteDefinition } from '../http/route';
import { answerChecker } from './answer-contract';

const clubSchema = z.object({ id: z.string(), name: z.string(), price: z.number() });
const definitions: RouteDefinition[] = [
  {
    method: 'get',
    path: '/api/clubs/search',
    summary: 'Search',
    tag: 'test',
    access: 'public',
    responses: { 200: z.array(clubSchema) },
  },
  {
    method: 'get',
    path: '/api/clubs/:id',
    summary: 'One club',
    tag: 'test',
    access: 'public',
    params: z.object({ id: z.string() }),
    responses: { 200: clubSchema },
  },
  {
    method: 'post',
    path: '/api/clubs/:id/close',
    summary: 'Close',
    tag: 'test',
    access: 'user',
    params: z.object({ id: z.string() }),
    responses: { 204: null, 409: null },
  },
  {
    method: 'get',
    path: '/api/clubs/:id/export',
    summary: 'CSV',
    tag: 'test',
    access: 'public',
    params: z.object({ id: z.string() }),
    responses: { 200: null },
  },
];
const routes: Route[] = definitions.map((definition) => ({ definition, handle: () => new Response() }));
const checkAnswer = answerChecker(routes);

/** Sends a request to an app whose one handler answers `answer`, and checks the answer. */
async function check(method: string, path: string, answer: (c: import('hono').Context) => Response) {
  const app = new Hono();
  app.all('*', answer);
  const url = `http://localhost${path}`;
  await checkAnswer(method, url, await app.request(url, { method }));
}

describe('the answer check of the API tests', () => {
  it("passes answers that keep their route's contract, errors in the error body", async () => {
    await check('GET', '/api/clubs/1', (c) => c.json({ id: '1', name: 'Golfclub Bern', price: 80 }));
    await check('GET', '/api/clubs/search', (c) => c.json([{ id: '1', name: 'Golfclub Bern', price: 80 }]));
    await check('POST', '/api/clubs/1/close', (c) => c.body(null, 204));
    await check('POST', '/api/clubs/1/close', (c) =>
      c.json({ error: { code: 'conflict', message: 'Already closed' } }, 409),
    );
    await check('GET', '/api/clubs/1', (c) => c.json({ error: { code: 'not_found', message: 'No such club' } }, 404));
  });

  it('fails an answer whose body breaks the schema of its status, naming route, status and the issues', async () => {
    await expect(
      check('GET', '/api/clubs/1', (c) => c.json({ id: '1', name: 'Golfclub Bern', price: '80' })),
    ).rejects.toThrow(
      /GET \/api\/clubs\/1 \(route GET \/api\/clubs\/:id\) answered 200 against its contract:\n {2}price: Invalid input: expected number, received string/,
    );
  });

  it('matches a path to the first route that takes it, as the app does (search is no club id)', async () => {
    await expect(
      check('GET', '/api/clubs/search', (c) => c.json({ id: '1', name: 'Golfclub Bern', price: 80 })),
    ).rejects.toThrow(/route GET \/api\/clubs\/search\) answered 200/);
  });

  it('reads the answer after JSON: a number that JSON cannot carry arrives as null and fails', async () => {
    await expect(
      check('GET', '/api/clubs/1', (c) => c.json({ id: '1', name: 'Golfclub Bern', price: Number.NaN })),
    ).rejects.toThrow(/price: Invalid input: expected number, received null/);
  });

  it('fails an answer with a field the schema does not name (the document allows no others)', async () => {
    await expect(
      check('GET', '/api/clubs/1', (c) => c.json({ id: '1', name: 'Golfclub Bern', price: 80, secret: 'x' })),
    ).rejects.toThrow(/secret: not in the schema/);
  });

  it('fails a status the route does not document', async () => {
    await expect(
      check('GET', '/api/clubs/1', (c) => c.json({ error: { code: 'conflict', message: 'No' } }, 409)),
    ).rejects.toThrow(/status 409 is not documented \(documented: 200, 400, 404\)/);
  });

  it('fails an error answer that is not the error body', async () => {
    await expect(
      check('POST', '/api/clubs/1/close', (c) => c.json({ message: 'Already closed' }, 409)),
    ).rejects.toThrow(/error: Invalid input: expected object, received undefined/);
    await expect(check('POST', '/api/clubs/1/close', (c) => c.text('Already closed', 409))).rejects.toThrow(
      /answers text\/plain.* where the route documents a JSON body/,
    );
  });

  it('fails JSON where the route documents no body', async () => {
    await expect(check('POST', '/api/clubs/1/close', (c) => c.json({ closed: true }))).rejects.toThrow(
      /status 200 is not documented/,
    );
    await expect(check('GET', '/api/clubs/1/export', (c) => c.json({ closed: true }))).rejects.toThrow(
      /answers JSON where the route documents no JSON body/,
    );
    await check('GET', '/api/clubs/1/export', (c) =>
      c.body('id;name\n1;Golfclub Bern\n', 200, { 'content-type': 'text/csv' }),
    );
  });

  it('reads compressed answers', async () => {
    const app = new Hono();
    app.use(async (c, next) => {
      await next();
      c.res = new Response(c.res.body!.pipeThrough(new CompressionStream('gzip')), {
        status: c.res.status,
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      });
    });
    app.get('*', (c) => c.json({ id: '1', name: 'Golfclub Bern' }));
    const url = 'http://localhost/api/clubs/1';
    await expect(checkAnswer('GET', url, await app.request(url))).rejects.toThrow(
      /price: Invalid input: expected number, received undefined/,
    );
  });

  it('leaves paths that are no route to others (Better Auth, the fallback 404)', async () => {
    await check('POST', '/api/auth/sign-in/email', (c) => c.json({ token: 'abc' }));
    await check('GET', '/api/nothing', (c) => c.text('nothing', 404));
  });

  it('refuses to run without a route table, instead of checking nothing', () => {
    expect(() => answerChecker([])).toThrow(/route table/);
  });
});
