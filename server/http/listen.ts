import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { errorStatus, type ErrorCode } from '../../contract/errors';

/**
 * What the HTTP parser refuses before the app sees a request, answered as every error is: JSON with a code.
 * Node would send a bare 431 or 400 without a body. A URL and headers together may have 16 KB.
 */
function answerUnreadableRequest(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const [code, message]: [ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ['headers_too_large', 'The address and headers of the request are too large (at most 16 KB)']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['request_timeout', 'The request took too long to arrive']
        : ['invalid_request', 'The request is not valid HTTP'];
  const body = JSON.stringify({ error: { code, message } });
  const status = errorStatus[code];
  socket.end(
    `HTTP/1.1 ${status} ${code}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** Serves the app over HTTP on the given port. */
export function listen(
  app: Hono,
  options: { port: number; hostname: string },
  onListening?: (port: number) => void,
): Server {
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, (info) =>
    onListening?.(info.port),
  ) as Server;
  // Idle keep-alive connections stay open longer than clients and proxies keep theirs (Node's 5 s default),
  // so that a client never sends a request on a socket the server is closing at that moment (ECONNRESET).
  Object.assign(server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });
  server.on('clientError', answerUnreadableRequest);
  return server;
}
