import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, zurichDate, zurichInstant } from '../../contract/zurich-time';
import { settableClock } from '../clock';
import { queryRows } from '../db/client';
import { verifiedUser } from '../test/accounts';
import { insertClub, insertTeeTime } from '../test/builders';
import { startSmtpInbox } from '../test/smtp-inbox';
import { createTestServer, json, type TestServer } from '../test/test-server';
import { simpleMail } from '../test/builders';

type LogLine = Record<string, unknown> & { level: number; msg: string };

/** A pino logger whose lines the test reads (debug and up), as the server would write them to stdout. */
function capturedLogger() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

/** A UUID of version 4 (request ids) or 7 (job ids, which sort in the order they were sent). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[47][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const INFO = 30;
const DEBUG = 20;

/** Takes the server's database away under it: PostgreSQL's is dropped (its connections cut), PGlite is shut. */
async function takeDatabaseAway(server: TestServer) {
  if (process.env.TEST_DB !== 'postgres') return server.deps.database.close();
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  await admin.query(`drop database ${new URL(server.deps.config.DATABASE_URL!).pathname.slice(1)} with (force)`);
  await admin.end();
}

/** A server with the default settings (no METRICS_TOKEN, no SENTRY_DSN) and a built web app stand-in. */
let server: TestServer;
let webRoot: string;
const { logger, lines } = capturedLogger();
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'teetimes-web-'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Swiss Tee Times</title>');
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'assets', 'index-abc123.js'), 'console.log("app");');
  server = await createTestServer({}, { webRoot, logger });
});
afterAll(async () => {
  await server.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('request ids and log lines', () => {
  const linesOf = (requestId: string | null) => lines.filter((line) => line.requestId === requestId);

  it('gives every answer a request id of its own: API, web app page, static file and error', async () => {
    const answers = await Promise.all(
      ['/api/health', '/clubs', '/assets/index-abc123.js', '/api/no-such-thing'].map((path) => server.request(path)),
    );
    const ids = answers.map((answer) => answer.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a caller's sane X-Request-Id and replaces one that could smuggle text into logs", async () => {
    const kept = await server.request('/api/health', { headers: { 'x-request-id': 'edge-7f3a.b_19' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a.b_19');
    for (const unsafe of ['a'.repeat(65), 'id" level=60', 'a/b', '{"admin":true}', 'x'.repeat(64) + 'y']) {
      const replaced = await server.request('/api/health', { headers: { 'x-request-id': unsafe } });
      expect(replaced.headers.get('x-request-id'), unsafe).toMatch(UUID);
    }
  });

  it('puts the request id of an error answer in its body too', async () => {
    const refused = await server.request(`/api/bookings/${randomUUID()}`, {
      headers: { 'x-request-id': 'support-case-1' },
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: { code: 'unauthorized', message: expect.any(String), requestId: 'support-case-1' },
    });
    const badInput = await server.request('/api/waitlist', { method: 'POST', ...json({ email: 42 }) });
    expect((await badInput.json()).error.requestId).toBe(badInput.headers.get('x-request-id'));
  });

  it('writes one line per API request with the route pattern, status and duration, never the ids of the path or the query string', async () => {
    const clubId = randomUUID();
    const response = await server.request(
      `/api/clubs/${clubId}/tee-times?date=2026-11-24&email=someone%40example.ch&token=secret-token-123`,
    );
    const requestId = response.headers.get('x-request-id');
    const requestLines = linesOf(requestId);
    expect(requestLines).toEqual([
      expect.objectContaining({
        level: INFO,
        msg: 'request',
        requestId,
        method: 'GET',
        route: '/api/clubs/:id/tee-times',
        status: response.status,
        ms: expect.any(Number),
      }),
    ]);
    const written = JSON.stringify(requestLines);
    for (const secret of [clubId, 'someone', 'secret-token-123', 'example.ch']) expect(written).not.toContain(secret);
  });

  it('logs files and pages of the web app at debug level only', async () => {
    const asset = await server.request('/assets/index-abc123.js');
    const page = await server.request('/clubs/some-club');
    expect(linesOf(asset.headers.get('x-request-id'))).toEqual([
      expect.objectContaining({ level: DEBUG, route: '/assets/*', status: 200, bytes: 19 }),
    ]);
    expect(linesOf(page.headers.get('x-request-id'))).toEqual([
      expect.objectContaining({ level: DEBUG, route: '/*', status: 200 }),
    ]);
  });
});

describe('GET /api/ready', () => {
  it('is ready on a migrated database, and answers 503 once a migration is missing or the database is gone', async () => {
    const migrated = await createTestServer();
    let closed = false;
    try {
      const ready = await migrated.request('/api/ready');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });

      const [last] = await queryRows<{ created_at: string }>(
        migrated.db,
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning created_at`,
      );
      const missing = await migrated.request('/api/ready');
      expect(missing.status).toBe(503);
      expect((await missing.json()).error).toMatchObject({
        code: 'service_unavailable',
        message: expect.stringMatching(/^Migrations not applied yet: 00\d\d_\w+$/),
      });
      await migrated.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored', ${last!.created_at})`,
      );
      expect((await migrated.request('/api/ready')).status).toBe(200);

      await takeDatabaseAway(migrated);
      closed = process.env.TEST_DB !== 'postgres';
      const gone = await migrated.request('/api/ready');
      expect(gone.status).toBe(503);
      expect(await gone.json()).toEqual({
        error: {
          code: 'service_unavailable',
          message: 'The database does not answer',
          requestId: gone.headers.get('x-request-id'),
        },
      });
      // Alive still: the process answers, and an orchestrator should not restart it for its database.
      expect((await migrated.request('/api/openapi.json')).status).toBe(200);
    } finally {
      if (!closed) await migrated.close();
    }
  });
});

describe('/metrics', () => {
  const token = 'metrics-token-0123456789-abcdefghijkl';
  let metered: TestServer;
  const now = zurichInstant('2026-11-23', '20:35');
  const dayAfterTomorrow = addDays(zurichDate(now), 2);
  beforeAll(async () => {
    metered = await createTestServer(
      { METRICS_TOKEN: token },
      { clock: settableClock(now), queueDepth: async () => 7 },
    );
  });
  afterAll(() => metered.close());

  const scrape = (authorization?: string) =>
    metered.request('/metrics', { headers: authorization ? { authorization } : {} });

  it('does not exist without METRICS_TOKEN', async () => {
    const response = await server.request('/metrics', { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(404);
  });

  it('refuses a scrape without the token or with another one', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${token.slice(0, -1)}x`,
      `Bearer ${token}x`,
      token,
      `Basic ${token}`,
    ]) {
      const response = await scrape(authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain('teetimes_');
    }
  });

  it('shows request durations by route pattern, bookings by outcome, the pool, the queue depth and the process', async () => {
    const golfer = await verifiedUser(metered, 'metrics-golfer@example.ch');
    const club = await insertClub(metered.db, { name: 'Golfclub Metrics' });
    const teeTime = await insertTeeTime(metered.db, club.id, {
      date: dayAfterTomorrow,
      time: '12:10',
      discountedPrice: 50,
      originalPrice: 70,
      slotsAvailable: 2,
    });
    const book = (playerCount: number, key: string) =>
      metered.request('/api/bookings', {
        method: 'POST',
        ...json({ teeTimeId: teeTime.id, playerCount }, { cookie: golfer, 'idempotency-key': key }),
      });
    const booked = await book(2, 'metrics-booking-0001');
    expect(booked.status).toBe(201);
    // A retry replays the first answer: one booking, counted once.
    expect((await book(2, 'metrics-booking-0001')).status).toBe(201);
    expect((await book(1, 'metrics-booking-0002')).status).toBe(409);
    const { id } = (await booked.json()) as { id: string };
    expect(
      (await metered.request(`/api/bookings/${id}/cancel`, { method: 'POST', headers: { cookie: golfer } })).status,
    ).toBe(200);
    await metered.request(`/api/clubs/${randomUUID()}`);

    const response = await scrape(`Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain(
      'teetimes_http_request_duration_seconds_count{method="GET",route="/api/clubs/:id",status_class="4xx"} 1',
    );
    expect(text).toMatch(
      /teetimes_http_request_duration_seconds_count\{method="POST",route="\/api\/bookings",status_class="2xx"\} 2\n/,
    );
    expect(text).toContain('teetimes_bookings_total{outcome="confirmed",detail="pay_at_club"} 1');
    expect(text).toContain('teetimes_bookings_total{outcome="refused",detail="sold_out"} 1');
    expect(text).toContain('teetimes_bookings_total{outcome="cancelled",detail="by_golfer"} 1');
    expect(text).toContain('teetimes_job_queue_depth 7');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (process.env.TEST_DB === 'postgres') {
      expect(text).toMatch(/teetimes_db_pool_connections\{state="total"\} [1-9]/);
      expect(text).toContain('teetimes_db_pool_connections{state="waiting"} 0');
    } else {
      expect(text).not.toContain('teetimes_db_pool_connections');
    }
  });
});

describe('error reports through SENTRY_DSN', () => {
  let ingest: Server;
  const envelopes: string[] = [];
  beforeAll(async () => {
    // Sentry's ingest endpoint, played by a local server: what the SDK sends over the network is what we check.
    ingest = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        envelopes.push((request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => ingest.close(resolve)));

  it('sends an unhandled error with its request id, logged under the same id, and never a refusal', async () => {
    const { port } = ingest.address() as { port: number };
    const reported = capturedLogger();
    const reporting = await createTestServer(
      { SENTRY_DSN: `http://public@127.0.0.1:${port}/1` },
      { logger: reported.logger },
    );
    try {
      const refused = await reporting.request('/api/waitlist', {
        method: 'POST',
        ...json({ email: 'not an address' }),
      });
      expect(refused.status).toBe(400);
      // A fault of ours, not the caller's: the table the route writes to is gone.
      await reporting.db.execute(sql`drop table waitlist`);
      const failed = await reporting.request('/api/waitlist', {
        method: 'POST',
        ...json({ email: 'early@example.ch' }),
      });
      expect(failed.status).toBe(500);
      const requestId = failed.headers.get('x-request-id')!;
      expect((await failed.json()).error).toEqual({
        code: 'internal_error',
        message: 'Something went wrong on our side',
        requestId,
      });
      expect(reported.lines.filter((line) => line.requestId === requestId).map((line) => line.msg)).toEqual([
        'unhandled error',
        'request',
      ]);

      await reporting.deps.errorReports.flush(5000);
      expect(envelopes).toHaveLength(1);
      const [header, , event] = envelopes[0]!.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(header).toMatchObject({ trace: { public_key: 'public', environment: 'test' } });
      expect(event).toMatchObject({
        environment: 'test',
        tags: { request_id: requestId },
        exception: { values: [expect.objectContaining({ value: expect.stringMatching(/waitlist/) })] },
      });
      expect(envelopes[0]).not.toContain(refused.headers.get('x-request-id')!);
      // The failed query's parameters (here the golfer's address) stay with us.
      expect(envelopes[0]).not.toContain('early@example.ch');
      expect(envelopes[0]).toContain('params: (left out)');
    } finally {
      await reporting.close();
    }
  });

  it("sends a job's last failed try with its queue and job id, never a try that comes again, never the recipient", async () => {
    envelopes.length = 0;
    const { port } = ingest.address() as { port: number };
    const inbox = await startSmtpInbox();
    inbox.refusing = true;
    const reporting = await createTestServer({ SENTRY_DSN: `http://public@127.0.0.1:${port}/1`, SMTP_URL: inbox.url });
    const events = () => envelopes.map((envelope) => JSON.parse(envelope.split('\n')[2]!) as Record<string, unknown>);
    try {
      await reporting.deps.mailer.send(
        simpleMail({ to: 'refused@example.ch', subject: 'Never delivered', text: 'hello' }),
      );
      const [job] = await reporting.deps.jobs.boss.findJobs('mail', { queued: true });
      // The first try and the six that come again, each made due at once instead of minutes later.
      for (let attempt = 1; attempt <= 7; attempt++) {
        await reporting.deps.jobs.boss.update({ name: 'mail', options: { id: job!.id, startAfter: new Date() } });
        await reporting.deps.jobs.drain();
        await reporting.deps.errorReports.flush(5000);
        expect(envelopes).toHaveLength(attempt === 7 ? 1 : 0);
      }
      expect(events()[0]).toMatchObject({
        tags: { queue: 'mail', job_id: job!.id },
        exception: {
          values: [expect.objectContaining({ value: expect.stringContaining('(address)>: Mailbox busy') })],
        },
      });
      expect(envelopes[0]).not.toContain('refused@example.ch');

      // Housekeeping is never tried again (the next minute's run is its retry): a failed run is its last.
      await reporting.db.execute(sql`drop table tee_times cascade`);
      await reporting.deps.jobs.send('housekeeping', null);
      await reporting.deps.jobs.drain();
      await reporting.deps.errorReports.flush(5000);
      expect(events()[1]).toMatchObject({
        tags: { queue: 'housekeeping', job_id: expect.stringMatching(UUID) },
        exception: { values: [expect.objectContaining({ value: expect.stringMatching(/tee_times/) })] },
      });
    } finally {
      await reporting.close();
      await inbox.close();
    }
  });
});
