import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate } from '../../../contract/zurich-time';
import { auditLog, golfClubAdmins, superAdmins, uploads } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertMysteryRegion, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963d0af35fa0f00039b01de234eab610000000049454e44ae426082',
  'hex',
);

let server: TestServer;
const cookies: Record<'golfer' | 'admin' | 'otherAdmin' | 'superAdmin', string> = {
  golfer: '',
  admin: '',
  otherAdmin: '',
  superAdmin: '',
};
const ids: Record<keyof typeof cookies, string> = { golfer: '', admin: '', otherAdmin: '', superAdmin: '' };
let clubId: string;
let otherClubId: string;

const userIdOf = async (cookie: string) =>
  (await (await server.request('/api/me', { headers: { cookie } })).json()).id as string;
const admin = (path: string, init: RequestInit & { cookie?: string; club?: string } = {}) =>
  server.request(`/api/clubs/${init.club ?? clubId}/admin${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie: init.cookie ?? cookies.admin },
  });
const send = (method: string, path: string, body: unknown, options: { cookie?: string; club?: string } = {}) =>
  admin(path, { method, ...json(body), ...options });
const auditOf = (club: string, entity: string) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.golfClubId, club), eq(auditLog.entity, entity)));
const uploadImage = (file: File) => {
  const form = new FormData();
  form.set('file', file);
  return admin('/profile/image', { method: 'POST', body: form });
};

beforeAll(async () => {
  server = await createTestServer();
  clubId = (await insertClub(server.db, { name: 'Golfclub Profile Home', canton: 'Ticino', city: 'Lugano' })).id;
  otherClubId = (await insertClub(server.db, { name: 'Golfclub Profile Elsewhere' })).id;
  for (const role of Object.keys(cookies) as (keyof typeof cookies)[]) {
    cookies[role] = await verifiedUser(server, `${role.toLowerCase()}-club-profile@example.ch`);
    ids[role] = await userIdOf(cookies[role]);
  }
  await server.db.insert(golfClubAdmins).values([
    { userId: ids.admin, golfClubId: clubId },
    { userId: ids.otherAdmin, golfClubId: otherClubId },
  ]);
  await server.db.insert(superAdmins).values({ userId: ids.superAdmin });
});
afterAll(() => server.close());

describe('who may use the club profile API', () => {
  it("refuses golfers and another club's admin, and lets the club's admin and super admins in", async () => {
    expect((await server.request(`/api/clubs/${clubId}/admin/profile`)).status).toBe(401);
    expect((await admin('/profile', { cookie: cookies.golfer })).status).toBe(403);
    expect((await admin('/admins', { cookie: cookies.otherAdmin })).status).toBe(403);
    expect((await admin('/associations', { cookie: cookies.superAdmin })).status).toBe(200);
    expect((await admin('/profile')).status).toBe(200);
  });
});

describe('club profile', () => {
  it('changes name and place, stores an empty address as none, and writes the audit log', async () => {
    const response = await send('PUT', '/profile', {
      name: '  Golf Club Lugano Magliaso ',
      city: 'Magliaso',
      canton: 'Ticino',
      address: '',
    });
    expect(response.status).toBe(200);
    const expected = {
      id: clubId,
      name: 'Golf Club Lugano Magliaso',
      city: 'Magliaso',
      canton: 'Ticino',
      address: null,
      imageUrl: null,
    };
    expect(await response.json()).toEqual(expected);
    expect(await (await admin('/profile')).json()).toEqual(expected);
    const [entry] = await auditOf(clubId, 'club_profile');
    expect(entry).toMatchObject({
      actorUserId: ids.admin,
      action: 'update',
      entityId: clubId,
      details: {
        before: { name: 'Golfclub Profile Home', city: 'Lugano' },
        after: { name: 'Golf Club Lugano Magliaso' },
      },
    });
  });

  it.each([
    [{ canton: 'Atlantis' }, 'canton'],
    [{ name: 'G' }, 'name'],
    [{ name: 'G'.repeat(121) }, 'name'],
    [{ city: ' ' }, 'city'],
  ])('refuses %o with a message naming %s', async (change, field) => {
    const response = await send('PUT', '/profile', {
      name: 'Golf Club Lugano',
      city: 'Magliaso',
      canton: 'Ticino',
      ...change,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain(field);
  });

  it('answers 404 for a club that does not exist', async () => {
    expect(
      (await admin('/profile', { club: '00000000-0000-4000-8000-000000000000', cookie: cookies.superAdmin })).status,
    ).toBe(404);
  });
});

describe('club picture', () => {
  it('stores a PNG checked by its bytes as the club picture, serves it as WebP, and writes the audit log', async () => {
    const response = await uploadImage(new File([PNG], 'course.png', { type: 'image/png' }));
    expect(response.status).toBe(200);
    const { imageUrl } = await response.json();
    expect(imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    expect((await (await admin('/profile')).json()).imageUrl).toBe(imageUrl);
    const image = await server.request(imageUrl);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    // The club's picture stays when the account of whoever uploaded it is deleted.
    const [stored] = await server.db
      .select({ owner: uploads.ownerUserId })
      .from(uploads)
      .where(eq(uploads.id, imageUrl.split('/').pop()));
    expect(stored!.owner).toBeNull();
    const [entry] = await auditOf(clubId, 'club_image');
    expect(entry).toMatchObject({
      actorUserId: ids.admin,
      action: 'update',
      details: { before: null, after: imageUrl, contentType: 'image/webp' },
    });
  });

  it('refuses a file that only claims to be a picture (400), one over 2 MB (413) and a request without a file (400), keeping the picture', async () => {
    const before = (await (await admin('/profile')).json()).imageUrl;
    const fake = await uploadImage(new File(['<script>alert(1)</script>'], 'course.png', { type: 'image/png' }));
    expect(fake.status).toBe(400);
    expect((await fake.json()).error).toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('file'),
    });
    const huge = await uploadImage(new File([PNG, Buffer.alloc(2 * 1024 * 1024)], 'course.png', { type: 'image/png' }));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.code).toBe('payload_too_large');
    const none = await admin('/profile/image', { method: 'POST', ...json({}) });
    expect(none.status).toBe(400);
    expect((await (await admin('/profile')).json()).imageUrl).toBe(before);
  });
});

describe('club admins', () => {
  it('lists the admins with e-mail, name and since when', async () => {
    const response = await admin('/admins');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        userId: ids.admin,
        email: 'admin-club-profile@example.ch',
        name: 'Test Golfer',
        since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
  });

  it('lets an admin remove themself while another admin remains, and never removes the last one', async () => {
    const newAdminCookie = await verifiedUser(server, 'new-admin-club-profile@example.ch');
    const second = await userIdOf(newAdminCookie);
    await server.db.insert(golfClubAdmins).values({ userId: second, golfClubId: clubId });
    expect((await admin(`/admins/${second}`, { method: 'DELETE', cookie: newAdminCookie })).status).toBe(204);
    expect(
      (await server.request(`/api/clubs/${clubId}/admin/dashboard`, { headers: { cookie: newAdminCookie } })).status,
    ).toBe(403);
    const removals = (await auditOf(clubId, 'club_admin')).filter((row) => row.action === 'remove');
    expect(removals).toMatchObject([
      { actorUserId: second, entityId: second, details: { email: 'new-admin-club-profile@example.ch' } },
    ]);

    const last = await admin(`/admins/${ids.admin}`, { method: 'DELETE' });
    expect(last.status).toBe(409);
    expect((await last.json()).error.message).toContain('last admin');
    expect((await admin(`/admins/${ids.admin}`, { method: 'DELETE', cookie: cookies.superAdmin })).status).toBe(409);
    expect(await (await admin('/admins')).json()).toHaveLength(1);
  });

  it('answers 404 for removing someone who is not an admin of this club', async () => {
    expect((await admin(`/admins/${ids.otherAdmin}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('leaves one admin when the last two are removed at the same time, round after round', async () => {
    const pair = [
      await userIdOf(await verifiedUser(server, 'race-a-club-profile@example.ch')),
      await userIdOf(await verifiedUser(server, 'race-b-club-profile@example.ch')),
    ];
    for (let round = 0; round < 5; round += 1) {
      const club = (await insertClub(server.db)).id;
      await server.db.insert(golfClubAdmins).values(pair.map((userId) => ({ userId, golfClubId: club })));
      const statuses = await Promise.all(
        pair.map(
          async (userId) =>
            (await admin(`/admins/${userId}`, { method: 'DELETE', cookie: cookies.superAdmin, club })).status,
        ),
      );
      expect(statuses.sort()).toEqual([204, 409]);
      expect(await server.db.select().from(golfClubAdmins).where(eq(golfClubAdmins.golfClubId, club))).toHaveLength(1);
    }
  });
});

describe('associations', () => {
  /** Three other clubs of Ticino, each with an admin; they name each other in their deals, with consent. */
  const others: Record<'ascona' | 'losone' | 'locarno', { id: string; name: string; cookie: string }> = {
    ascona: { id: '', name: 'Golf Club Patriziale Ascona', cookie: '' },
    losone: { id: '', name: 'Golf Gerre Losone', cookie: '' },
    locarno: { id: '', name: 'Golf Locarno', cookie: '' },
  };
  const home = 'Golf Club Lugano Magliaso';
  const inTwoDays = addDays(zurichDate(new Date()), 2);
  const inThreeDays = addDays(zurichDate(new Date()), 3);
  const answer = (club: keyof typeof others, asking: string, what: 'accept' | 'decline', cookie?: string) =>
    admin(`/association-requests/${asking}/${what}`, {
      method: 'POST',
      club: others[club].id,
      cookie: cookie ?? others[club].cookie,
    });
  /** The deal of a surprise tee time of the club at 10:00 that day, or none. */
  const dealAt = async (date: string) => {
    await insertTeeTime(server.db, clubId, { date, time: '10:00', isSurpriseDeal: true });
    return (
      (await (await server.request(`/api/mystery-deals?date=${date}`)).json()) as { possibleClubs: string[] }[]
    )[0];
  };
  const deals = async (date: string) => (await (await server.request(`/api/mystery-deals?date=${date}`)).json()).length;

  beforeAll(async () => {
    for (const [key, club] of Object.entries(others)) {
      club.id = (await insertClub(server.db, { name: club.name, canton: 'Ticino' })).id;
      club.cookie = await verifiedUser(server, `${key}-association@example.ch`);
      await server.db.insert(golfClubAdmins).values({ userId: await userIdOf(club.cookie), golfClubId: club.id });
    }
    const ids = Object.values(others).map((club) => club.id);
    for (const date of [inTwoDays, inThreeDays]) await insertMysteryRegion(server.db, 'Ticino', ids, date, '10:00');
  });

  it('starts without a region, offers the regions of the list with their names and every other club, by name', async () => {
    const view = await (await admin('/associations')).json();
    expect(view).toMatchObject({ region: null, associatedClubIds: [], named: [], requests: [] });
    expect(view.regions).toContainEqual({
      key: 'Ticino',
      names: { en: 'Ticino', de: 'Tessin', fr: 'Tessin', it: 'Ticino' },
    });
    const names = view.otherClubs.map((club: { name: string }) => club.name);
    expect(names).toEqual([...names].sort());
    expect(view.otherClubs.map((club: { id: string }) => club.id)).not.toContain(clubId);
    expect(view.otherClubs).toContainEqual({ id: others.ascona.id, name: others.ascona.name, canton: 'Ticino' });
  });

  it('refuses a region that is not on the list with unknown_region, and keeps the club without one', async () => {
    const response = await send('PUT', '/associations', { region: 'Zürich & Ostschweiz', associatedClubIds: [] });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('unknown_region');
    expect(error.message).toContain('region');
    expect((await (await admin('/associations')).json()).region).toBeNull();
  });

  it('asks the clubs it names, and names none of them before it agrees', async () => {
    const body = { region: 'Ticino', associatedClubIds: Object.values(others).map((club) => club.id) };
    const response = await send('PUT', '/associations', body);
    expect(response.status).toBe(200);
    const view = await response.json();
    expect(view).toMatchObject({ region: 'Ticino', associatedClubIds: expect.arrayContaining(body.associatedClubIds) });
    expect(view.named.map((club: { status: string }) => club.status)).toEqual(['pending', 'pending', 'pending']);
    expect((await auditOf(clubId, 'club_region'))[0]).toMatchObject({
      actorUserId: ids.admin,
      details: { before: null, after: 'Ticino' },
    });
    expect((await auditOf(clubId, 'club_association')).map((entry) => entry.action)).toEqual([
      'request',
      'request',
      'request',
    ]);
    // The club asked sees the request in its club area.
    const asked = await (await admin('/associations', { club: others.ascona.id, cookie: others.ascona.cookie })).json();
    expect(asked.requests).toContainEqual({
      id: clubId,
      name: home,
      canton: 'Ticino',
      status: 'pending',
      requestedAt: expect.any(String),
    });
  });

  it("lets no one but the asked club's admins answer for it", async () => {
    expect((await answer('locarno', clubId, 'accept', cookies.otherAdmin)).status).toBe(403);
    expect((await answer('locarno', clubId, 'accept', cookies.golfer)).status).toBe(403);
    // Another club's admin answering in its own club's name: that club was not asked.
    const own = await admin(`/association-requests/${clubId}/accept`, {
      method: 'POST',
      club: otherClubId,
      cookie: cookies.otherAdmin,
    });
    expect(own.status).toBe(404);
    const view = await (await admin('/associations')).json();
    expect(view.named.find((club: { id: string }) => club.id === others.locarno.id).status).toBe('pending');
  });

  it('names the clubs that accepted, never one still asked', async () => {
    expect((await answer('ascona', clubId, 'accept')).status).toBe(200);
    const accepted = await answer('losone', clubId, 'accept');
    expect((await accepted.json()).requests).toContainEqual(
      expect.objectContaining({ id: clubId, status: 'accepted' }),
    );
    const [entry] = await auditOf(others.ascona.id, 'club_association');
    expect(entry).toMatchObject({
      action: 'accept',
      entityId: clubId,
      details: { before: 'pending', after: 'accepted' },
    });
    // Ascona and Losone accepted, Locarno has not answered: every deal of the club names the first two only.
    const deal = await dealAt(inTwoDays);
    expect(deal!.possibleClubs).toEqual([others.ascona.name, others.losone.name, home].sort());
  });

  it('counts a club once it accepts, and leaves one out at once when it withdraws its consent or the club withdraws its wish', async () => {
    expect((await answer('locarno', clubId, 'accept')).status).toBe(200);
    // Losone withdraws its consent: the deal made while it agreed is not offered any more.
    expect((await answer('losone', clubId, 'decline')).status).toBe(200);
    expect((await auditOf(others.losone.id, 'club_association')).map((entry) => entry.action)).toEqual([
      'accept',
      'withdraw_consent',
    ]);
    expect(await deals(inTwoDays)).toBe(0);
    const view = await (await admin('/associations')).json();
    expect(
      Object.fromEntries(view.named.map((club: { name: string; status: string }) => [club.name, club.status])),
    ).toEqual({
      [others.ascona.name]: 'accepted',
      [others.losone.name]: 'declined',
      [others.locarno.name]: 'accepted',
    });
    // Locarno now counts, Losone never again.
    const deal = await dealAt(inThreeDays);
    expect(deal!.possibleClubs).toEqual([others.ascona.name, others.locarno.name, home].sort());

    // The club withdraws its wish to name Ascona: Ascona leaves the list and the deal that named it.
    const withdrawn = await send('PUT', '/associations', {
      region: 'Ticino',
      associatedClubIds: [others.losone.id, others.locarno.id],
    });
    expect((await withdrawn.json()).named.map((club: { name: string }) => club.name)).toEqual([
      others.losone.name,
      others.locarno.name,
    ]);
    expect(await deals(inThreeDays)).toBe(0);
    const entries = await auditOf(clubId, 'club_association');
    expect(entries.at(-1)).toMatchObject({ action: 'withdraw', entityId: others.ascona.id });
    const asked = await (await admin('/associations', { club: others.ascona.id, cookie: others.ascona.cookie })).json();
    expect(asked.requests.map((club: { id: string }) => club.id)).not.toContain(clubId);
  });

  it.each([
    [{ associatedClubIds: ['00000000-0000-4000-8000-000000000000'] }, 'associatedClubIds'],
    [{ associatedClubIds: ['not-an-id'] }, 'associatedClubIds'],
    [{ associatedClubIds: Array.from({ length: 21 }, () => crypto.randomUUID()) }, 'associatedClubIds'],
    [{ region: '' }, 'region'],
    [{ region: 'r'.repeat(81) }, 'region'],
  ])('refuses %o with a message naming %s', async (change, field) => {
    const response = await send('PUT', '/associations', { region: 'Ticino', associatedClubIds: [], ...change });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain(field);
  });

  it('refuses the club itself and a club named twice', async () => {
    for (const associatedClubIds of [[clubId], [others.ascona.id, others.ascona.id]]) {
      const response = await send('PUT', '/associations', { region: 'Ticino', associatedClubIds });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toContain('associatedClubIds');
    }
    expect((await (await admin('/associations')).json()).associatedClubIds).toHaveLength(2);
  });

  it('answers 404 to an answer for a club that did not ask', async () => {
    expect((await answer('ascona', otherClubId, 'accept')).status).toBe(404);
  });
});
