import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../test/test-server';
import { listen } from './listen';

let server: TestServer;
let http: Server;
let port: number;

beforeAll(async () => {
  server = await createTestServer();
  port = await freePort();
  http = listen(server.app, { port, hostname: '127.0.0.1' });
  await new Promise((resolve) => http.once('listening', resolve));
});
afterAll(async () => {
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
  await server.close();
});

/** Sends raw bytes over a new connection; resolves with everything the server wrote until it closed. */
function rawExchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('requests the HTTP parser refuses (issue 18, point 12)', () => {
  it('answers an address over 16 KB with 431 and a JSON error', async () => {
    const answer = await rawExchange(`GET /api/clubs?q=${'x'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.toLowerCase()).toContain('content-type: application/json');
    expect(bodyOf(answer).error.code).toBe('headers_too_large');
  });

  it('answers every route asked with an address or a header over 16 KB with 431 and a JSON error', async () => {
    const wrong: string[] = [];
    for (const { definition } of server.routes) {
      const path = definition.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      for (const [what, extra, header] of [
        ['address', `?q=${'x'.repeat(17 * 1024)}`, ''],
        ['header', '', `X-Big: ${'y'.repeat(17 * 1024)}\r\n`],
      ]) {
        const answer = await rawExchange(
          `${definition.method.toUpperCase()} ${path}${extra} HTTP/1.1\r\nHost: localhost\r\n${header}Content-Length: 0\r\n\r\n`,
        );
        if (!answer.startsWith('HTTP/1.1 431 ') || bodyOf(answer).error.code !== 'headers_too_large')
          wrong.push(`${definition.method} ${definition.path} (${what}): ${answer.slice(0, 40)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers headers over 16 KB with 431 and a JSON error', async () => {
    const answer = await rawExchange(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'y'.repeat(17 * 1024)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer).error.code).toBe('headers_too_large');
  });

  it('answers bytes that are not HTTP with 400 and a JSON error', async () => {
    const answer = await rawExchange('HELLO THERE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer).error.code).toBe('invalid_request');
  });

  it('says it closes the connection after refusing a body over the limit, and closes it', async () => {
    const body = JSON.stringify({ email: 'x'.repeat(5 * 1024 * 1024) });
    const { status, connection, closed } = await new Promise<{
      status: number;
      connection: string | undefined;
      closed: Promise<void>;
    }>((resolve, reject) => {
      const request = httpRequest(
        {
          port,
          host: '127.0.0.1',
          path: '/api/waitlist',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: TEST_ORIGIN,
          },
          agent: new Agent({ keepAlive: true }),
        },
        (response) => {
          const closed = new Promise<void>((done) => response.socket.once('close', () => done()));
          response.resume();
          resolve({ status: response.statusCode!, connection: response.headers.connection, closed });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(status).toBe(413);
    expect(connection).toBe('close');
    await closed;
  });
});
