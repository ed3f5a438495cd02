import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_KEYS_PER_CLUB, PARTNER_REQUESTS_PER_MINUTE, type PartnerScope } from '../../../contract/partner-keys';
import type { AppError } from '../../http/app-error';
import { partnerAccess } from '../../http/partner-access';
import { settableClock } from '../../clock';
import { auditLog, golfClubAdmins, partnerKeys } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';
import { storedHashOf } from '../../auth/stored-secret';

const clock = settableClock(new Date('2026-11-23T09:00:00Z'));
let server: TestServer;
let clubId: string;
let otherClubId: string;
const cookies = { admin: '', otherAdmin: '' };

const userIdOf = async (cookie: string) =>
  (await (await server.request('/api/me', { headers: { cookie } })).json()).id as string;
const keysPath = (club = clubId) => `/api/clubs/${club}/admin/partner-keys`;
const makeKey = (body: unknown, { cookie = cookies.admin, club = clubId } = {}) =>
  server.request(keysPath(club), { method: 'POST', ...json(body, { cookie }) });
const listKeys = async (club = clubId, cookie = cookies.admin) =>
  (await server.request(keysPath(club), { headers: { cookie } })).json();
const revoke = (keyId: string, { cookie = cookies.admin, club = clubId } = {}) =>
  server.request(`${keysPath(club)}/${keyId}`, { method: 'DELETE', headers: { cookie } });
const asPartner = (secret: string | null, path = '/api/partner/v1/me', headers: Record<string, string> = {}) =>
  server.request(path, { headers: { ...(secret ? { authorization: `Bearer ${secret}` } : {}), ...headers } });
const errorOf = async (response: Response) => ({ status: response.status, code: (await response.json()).error.code });

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  clubId = (await insertClub(server.db, { name: 'Golfclub Partner Home' })).id;
  otherClubId = (await insertClub(server.db, { name: 'Golfclub Partner Elsewhere' })).id;
  cookies.admin = await verifiedUser(server, 'partner-admin@example.ch');
  cookies.otherAdmin = await verifiedUser(server, 'partner-other-admin@example.ch');
  await server.db.insert(golfClubAdmins).values([
    { userId: await userIdOf(cookies.admin), golfClubId: clubId },
    { userId: await userIdOf(cookies.otherAdmin), golfClubId: otherClubId },
  ]);
});
afterAll(() => server.close());

describe("a club's partner keys", () => {
  it('are shown once when made, kept only as a hash, and listed by name, first characters and scopes', async () => {
    const response = await makeKey({ name: '  PC CADDIE  ', scopes: ['tee-times:write', 'bookings:read'] });
    expect(response.status).toBe(201);
    const made = await response.json();
    expect(made).toMatchObject({
      name: 'PC CADDIE',
      scopes: ['tee-times:write', 'bookings:read'],
      createdBy: expect.any(String),
      createdAt: clock().toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(made.secret).toMatch(/^stt_[A-Za-z0-9_-]{43}$/);
    expect(made.start).toBe(made.secret.slice(0, 8));

    const [row] = await server.db.select().from(partnerKeys).where(eq(partnerKeys.id, made.id));
    expect(row!.keyHash).toBe(storedHashOf(made.secret));
    expect(JSON.stringify(row)).not.toContain(made.secret.slice(8));
    const listed = await listKeys();
    const { secret: _secret, ...shown } = made;
    expect(listed).toEqual([shown]);
    expect(JSON.stringify(listed)).not.toContain(made.secret.slice(8));
  });

  it('work for their club alone: the key tells its club and scopes, and each use is noted', async () => {
    const { secret, id } = await (await makeKey({ name: 'Lightspeed', scopes: ['bookings:read'] })).json();
    clock.set(new Date('2026-11-23T09:05:00Z'));
    const me = await asPartner(secret);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      clubId,
      clubName: 'Golfclub Partner Home',
      keyName: 'Lightspeed',
      scopes: ['bookings:read'],
    });
    const listed = (await listKeys()).find((key: { id: string }) => key.id === id);
    expect(listed.lastUsedAt).toBe('2026-11-23T09:05:00.000Z');
    // Another club's admin sees none of them, and cannot revoke one through their own club's path.
    expect(await listKeys(otherClubId, cookies.otherAdmin)).toEqual([]);
    expect(await errorOf(await revoke(id, { cookie: cookies.otherAdmin, club: otherClubId }))).toEqual({
      status: 404,
      code: 'not_found',
    });
    expect((await server.request(keysPath(clubId), { headers: { cookie: cookies.otherAdmin } })).status).toBe(403);
    expect((await asPartner(secret)).status).toBe(200);
  });

  it('stop working at once when revoked, and say so; revoking twice is a 404', async () => {
    const { secret, id } = await (await makeKey({ name: 'Old system', scopes: ['tee-times:write'] })).json();
    expect((await asPartner(secret)).status).toBe(200);
    const revoked = await revoke(id);
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).revokedAt).toBe(clock().toISOString());
    const refused = await asPartner(secret);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.message).toMatch(/revoked/);
    expect(await errorOf(await revoke(id))).toEqual({ status: 404, code: 'not_found' });
    // Listed after the keys in use.
    expect((await listKeys()).at(-1)).toMatchObject({ id, revokedAt: clock().toISOString() });
  });

  it('are written in the audit log when made and revoked, with who did it', async () => {
    const { id } = await (await makeKey({ name: 'Audited', scopes: ['bookings:read'] })).json();
    await revoke(id);
    const entries = await server.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'partner_key'), eq(auditLog.entityId, id)));
    const admin = await userIdOf(cookies.admin);
    expect(entries).toEqual([
      { action: 'create', actor: admin, details: { name: 'Audited', scopes: ['bookings:read'] } },
      { action: 'revoke', actor: admin, details: {} },
    ]);
  });

  it('refuse bad input with the field named, and write nothing', async () => {
    const before = (await listKeys()).length;
    for (const body of [
      {},
      { name: '', scopes: ['bookings:read'] },
      { name: 'x'.repeat(61), scopes: ['bookings:read'] },
      { name: 'No scope', scopes: [] },
      { name: 'Unknown scope', scopes: ['admin'] },
      { name: 'Twice', scopes: ['bookings:read', 'bookings:read'] },
      { name: 42, scopes: ['bookings:read'] },
    ]) {
      const response = await makeKey(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.code).toBe('invalid_input');
    }
    expect(await listKeys()).toHaveLength(before);
    expect((await revoke('not-an-id')).status).toBe(400);
  });

  it(`are at most ${PARTNER_KEYS_PER_CLUB} in use per club, also when made at once`, async () => {
    const inUse = (await listKeys()).filter((key: { revokedAt: string | null }) => !key.revokedAt).length;
    const answers = await Promise.all(
      Array.from({ length: PARTNER_KEYS_PER_CLUB - inUse + 3 }, (_, index) =>
        makeKey({ name: `Key ${index}`, scopes: ['bookings:read'] }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(PARTNER_KEYS_PER_CLUB - inUse);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect((await refused.json()).error).toMatchObject({ code: 'partner_key_limit', message: /revoke one/ });
    // Revoking one makes room for another.
    const [first] = (await listKeys()).filter((key: { revokedAt: string | null }) => !key.revokedAt);
    await revoke(first.id);
    expect((await makeKey({ name: 'Room again', scopes: ['bookings:read'] })).status).toBe(201);
  });
});

describe('the partner API', () => {
  it('takes no session, and refuses a missing, malformed or unknown key with 401 and the reason', async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ cookie: cookies.admin }, /Authorization: Bearer/],
      [{ authorization: 'Basic dXNlcjpwYXNz' }, /does not hold a partner key/],
      [{ authorization: 'Bearer stt_short' }, /does not hold a partner key/],
      [{ authorization: `Bearer stt_${'A'.repeat(43)}` }, /unknown or has been revoked/],
    ];
    for (const [headers, reason] of cases) {
      const response = await asPartner(null, '/api/partner/v1/me', headers);
      expect(response.status, JSON.stringify(headers)).toBe(401);
      const { error } = await response.json();
      expect(error.code).toBe('unauthorized');
      expect(error.message).toMatch(reason);
    }
  });

  it('documents its routes with the partner key scheme, and the club routes for keys', async () => {
    const document = await (await server.request('/api/openapi.json')).json();
    expect(document.components.securitySchemes.partnerKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const me = document.paths['/api/partner/v1/me'].get;
    // OpenAPI 3.0 keeps `security` scopes for OAuth: the scope a route needs is `x-partner-scope` (none for /me).
    expect(me.security).toEqual([{ partnerKey: [] }]);
    expect(me['x-partner-scope']).toBeUndefined();
    expect(Object.keys(me.responses)).toEqual(expect.arrayContaining(['200', '401', '429']));
    expect(document.paths['/api/clubs/{clubId}/admin/partner-keys'].post.responses['201']).toBeDefined();
  });
});

describe('a partner key', () => {
  it('passes the access rule of a route only with the scope the route needs', async () => {
    const made = await makeKey(
      { name: 'Reader', scopes: ['bookings:read'] },
      { cookie: cookies.otherAdmin, club: otherClubId },
    );
    const { secret } = await made.json();
    const access = partnerAccess(server.deps);
    const app = new Hono().get('/:scope', async (c) => {
      const scope = c.req.param('scope') === 'any' ? null : (c.req.param('scope') as PartnerScope);
      try {
        return c.json({ club: (await access(c, scope)).clubId });
      } catch (error) {
        return c.json({ code: (error as AppError).code, message: (error as AppError).message });
      }
    });
    const call = async (scope: string) =>
      (await app.request(`/${scope}`, { headers: { authorization: `Bearer ${secret}` } })).json();
    expect(await call('any')).toEqual({ club: otherClubId });
    expect(await call('bookings:read')).toEqual({ club: otherClubId });
    expect(await call('tee-times:write')).toEqual({
      code: 'forbidden',
      message: expect.stringContaining('needs the scope tee-times:write'),
    });
  });

  it(`makes at most ${PARTNER_REQUESTS_PER_MINUTE} requests a minute, then 429 with Retry-After; another key of the club is not held back`, async () => {
    const limited = await createTestServer({ RATE_LIMIT_SCALE: '1' }, { clock });
    try {
      const club = await insertClub(limited.db, { name: 'Golfclub Busy' });
      const secrets = ['stt_' + 'a'.repeat(43), 'stt_' + 'b'.repeat(43)];
      await limited.db.insert(partnerKeys).values(
        secrets.map((secret, index) => ({
          golfClubId: club.id,
          name: `Key ${index}`,
          keyHash: storedHashOf(secret),
          start: secret.slice(0, 8),
          scopes: ['bookings:read' as const],
        })),
      );
      const call = (secret: string) =>
        limited.request('/api/partner/v1/me', { headers: { authorization: `Bearer ${secret}` } });
      const statuses: number[] = [];
      for (let index = 0; index < PARTNER_REQUESTS_PER_MINUTE; index += 20)
        statuses.push(...(await Promise.all(Array.from({ length: 20 }, () => call(secrets[0]!)))).map((r) => r.status));
      expect(statuses.every((status) => status === 200)).toBe(true);
      const refused = await call(secrets[0]!);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).error.code).toBe('rate_limited');
      expect((await call(secrets[1]!)).status).toBe(200);
      // The next minute's window.
      clock.set(new Date(clock().getTime() + 60_000));
      expect((await call(secrets[0]!)).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
