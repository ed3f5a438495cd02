import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { settableClock } from '../../clock';
import { auditLog, golfClubAdmins, superAdmins } from '../../db/schema';
import { lastMailTo, linkIn, signUp, verifiedUser } from '../../test/accounts';
import { insertClub } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

const clock = settableClock(new Date());
let server: TestServer;
let clubId: string;
let otherClubId: string;
const cookies = { admin: '', otherAdmin: '', superAdmin: '', stranger: '' };

const userIdOf = async (cookie: string) =>
  (await (await server.request('/api/me', { headers: { cookie } })).json()).id as string;
const invite = (email: string, { cookie = cookies.admin, club = clubId } = {}) =>
  server.request(`/api/clubs/${club}/admin/invitations`, { method: 'POST', ...json({ email }, { cookie }) });
const pending = async (club = clubId) =>
  (await server.request(`/api/clubs/${club}/admin/invitations`, { headers: { cookie: cookies.admin } })).json();
const own = (token: string, cookie: string, action?: 'accept' | 'decline') =>
  server.request(
    `/api/club-admin-invitations/${token}${action ? `/${action}` : ''}`,
    action ? { method: 'POST', headers: { cookie } } : { headers: { cookie } },
  );
const dashboardStatus = async (cookie: string, club = clubId) =>
  (await server.request(`/api/clubs/${club}/admin/dashboard`, { headers: { cookie } })).status;
const errorOf = async (response: Response) => ({ status: response.status, code: (await response.json()).error.code });
const auditOf = (club: string) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.golfClubId, club), eq(auditLog.entity, 'club_admin_invitation')))
    .orderBy(auditLog.createdAt);

/** The invitation mail to the address: waits for it (it is sent after the answer) and returns it with its link's token. */
async function invitationMailTo(email: string, subject: RegExp = /./) {
  let found: { subject: string; text: string; token: string } | null = null;
  await vi.waitFor(async () => {
    const mail = await lastMailTo(server, email);
    expect(mail?.subject).toMatch(subject);
    const link = new URL(linkIn(mail!.text));
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toMatch(/^\/golf-club\/invitations\/[A-Za-z0-9_-]{43}$/);
    found = { subject: mail!.subject, text: mail!.text, token: link.pathname.split('/').pop()! };
  });
  return found!;
}

/** Invites a new verified account and returns its cookie and the invitation's token. */
async function invitedGolfer(email: string) {
  const cookie = await verifiedUser(server, email);
  expect((await invite(email)).status).toBe(202);
  return { cookie, token: (await invitationMailTo(email, /admin/)).token };
}

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  clubId = (await insertClub(server.db, { name: 'Golfclub Invitations Home' })).id;
  otherClubId = (await insertClub(server.db, { name: 'Golfclub Invitations Elsewhere' })).id;
  for (const role of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[role] = await verifiedUser(server, `${role.toLowerCase()}-invitations@example.ch`, {
      firstName: 'Marta',
      lastName: 'Keller',
    });
  await server.db.insert(golfClubAdmins).values([
    { userId: await userIdOf(cookies.admin), golfClubId: clubId },
    { userId: await userIdOf(cookies.otherAdmin), golfClubId: otherClubId },
  ]);
  await server.db.insert(superAdmins).values({ userId: await userIdOf(cookies.superAdmin) });
});
afterAll(() => server.close());
// Every test starts in a new hour, with the club's budget of invitations whole.
beforeEach(() => clock.advanceMinutes(61));

describe('the answer to an invitation tells nothing about the address', () => {
  it('is the same 202 for a confirmed account, an unconfirmed one, no account, an admin of this club and an admin of another club', async () => {
    await verifiedUser(server, 'confirmed-invitations@example.ch');
    await signUp(server, 'unconfirmed-invitations@example.ch');
    const addresses = [
      'Confirmed-Invitations@Example.ch',
      'unconfirmed-invitations@example.ch',
      'nobody-invitations@example.ch',
      'admin-invitations@example.ch',
      'otheradmin-invitations@example.ch',
    ];
    const answers = [];
    for (const email of addresses) {
      const response = await invite(` ${email} `);
      answers.push({
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.json(),
      });
    }
    expect(answers).toEqual(
      addresses.map((email) => ({
        status: 202,
        type: 'application/json',
        body: { status: 'invited', email: email.toLowerCase() },
      })),
    );
  });

  it('sends the same queries for an address with an account as for one without', async () => {
    await verifiedUser(server, 'queries-invitations@example.ch');
    // The mail is written to the outbox after the answer, at a moment of its own: left out of the comparison.
    const statementsOf = async (email: string) =>
      (await server.queriesDuring(() => invite(email))).filter((query) => !query.includes('mail_outbox'));
    expect(await statementsOf('queries-invitations@example.ch')).toEqual(
      await statementsOf('no-account-queries-invitations@example.ch'),
    );
  });

  it("mails the invitee in their language, someone without an account in the inviter's, and nobody who already runs the club", async () => {
    const cookie = await verifiedUser(server, 'german-invitations@example.ch', { firstName: 'Chiara' });
    await server.request('/api/me', { method: 'PATCH', ...json({ preferred_language: 'de' }, { cookie }) });
    await server.request('/api/me', {
      method: 'PATCH',
      ...json({ preferred_language: 'fr' }, { cookie: cookies.admin }),
    });
    await invite('german-invitations@example.ch');
    await invite('french-invitations@example.ch');
    const german = await invitationMailTo('german-invitations@example.ch');
    expect(german.subject).toBe('Einladung: Werden Sie Admin von Golfclub Invitations Home');
    expect(german.text).toContain('Hallo Chiara');
    expect(german.text).toContain('Marta Keller lädt Sie ein');
    expect(german.text).toContain('Der Link gilt 7 Tage');
    const french = await invitationMailTo('french-invitations@example.ch');
    expect(french.subject).toBe('Invitation\u00a0: devenez administrateur de Golfclub Invitations Home');
    await server.request('/api/me', {
      method: 'PATCH',
      ...json({ preferred_language: 'en' }, { cookie: cookies.admin }),
    });
    expect(await lastMailTo(server, 'admin-invitations@example.ch')).toMatchObject({
      subject: expect.not.stringContaining('admin'),
    });
  });

  it('refuses a malformed address with a message naming email, and a malformed token naming token', async () => {
    const bad = await invite('not-an-address');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toContain('email');
    const token = await own('not-a-token', cookies.stranger);
    expect(token.status).toBe(400);
    expect((await token.json()).error.message).toContain('token');
  });
});

describe('an invitation is accepted by the invitee', () => {
  it('leaves a golfer without the club until they open the mailed link and accept it; the audit log has both steps', async () => {
    const { cookie, token } = await invitedGolfer('golfer-invitations@example.ch');
    expect(await dashboardStatus(cookie)).toBe(403);
    const view = await own(token, cookie);
    expect(view.status).toBe(200);
    expect(await view.json()).toEqual({
      clubName: 'Golfclub Invitations Home',
      invitedBy: 'Marta Keller',
      email: 'golfer-invitations@example.ch',
      expiresAt: expect.any(String),
    });
    expect(await dashboardStatus(cookie)).toBe(403);

    const accepted = await own(token, cookie, 'accept');
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ clubId, clubName: 'Golfclub Invitations Home' });
    expect(await dashboardStatus(cookie)).toBe(200);
    expect((await pending()).map((row: { email: string }) => row.email)).not.toContain('golfer-invitations@example.ch');

    const golferId = await userIdOf(cookie);
    const entries = (await auditOf(clubId)).filter(
      (entry) => (entry.details as { email: string }).email === 'golfer-invitations@example.ch',
    );
    expect(entries).toMatchObject([
      { action: 'invite', actorUserId: await userIdOf(cookies.admin) },
      { action: 'accept', actorUserId: golferId },
    ]);
    expect(await errorOf(await own(token, cookie, 'accept'))).toEqual({ status: 409, code: 'invitation_used' });
  });

  it('lets nobody but the owner of the invited address see or accept it', async () => {
    const { cookie, token } = await invitedGolfer('invitee-invitations@example.ch');
    for (const response of [
      await own(token, cookies.stranger),
      await own(token, cookies.stranger, 'accept'),
      await own(token, cookies.admin, 'accept'),
      await own(token, cookies.stranger, 'decline'),
    ]) {
      const body = await response.json();
      expect(response.status).toBe(403);
      expect(body.error.code).toBe('invitation_for_other_address');
      expect(JSON.stringify(body)).not.toContain('Golfclub');
    }
    expect(await dashboardStatus(cookies.stranger)).toBe(403);
    expect((await server.request(`/api/club-admin-invitations/${token}/accept`, { method: 'POST' })).status).toBe(401);
    expect((await own(token, cookie, 'accept')).status).toBe(200);
  });

  it('brings someone without an account in: they sign up with the address and accept the link', async () => {
    expect((await invite('newcomer-invitations@example.ch')).status).toBe(202);
    const { token } = await invitationMailTo('newcomer-invitations@example.ch', /admin/);
    const cookie = await verifiedUser(server, 'newcomer-invitations@example.ch');
    expect((await own(token, cookie, 'accept')).status).toBe(200);
    expect(await dashboardStatus(cookie)).toBe(200);
  });

  it('refuses an invitee who already runs another club (an admin runs one club), who stays where they are', async () => {
    const cookie = await verifiedUser(server, 'busy-invitations@example.ch');
    await server.db.insert(golfClubAdmins).values({ userId: await userIdOf(cookie), golfClubId: otherClubId });
    await invite('busy-invitations@example.ch');
    const { token } = await invitationMailTo('busy-invitations@example.ch', /admin/);
    const refused = await own(token, cookie, 'accept');
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('another club'),
    });
    expect(await dashboardStatus(cookie)).toBe(403);
    expect(await dashboardStatus(cookie, otherClubId)).toBe(200);
  });

  it('makes one admin of two acceptances of the same invitation at the same time', async () => {
    const { cookie, token } = await invitedGolfer('twice-invitations@example.ch');
    const statuses = await Promise.all(
      [own(token, cookie, 'accept'), own(token, cookie, 'accept')].map(async (response) => (await response).status),
    );
    expect(statuses.sort()).toEqual([200, 409]);
    const links = await server.db
      .select()
      .from(golfClubAdmins)
      .where(eq(golfClubAdmins.userId, await userIdOf(cookie)));
    expect(links).toHaveLength(1);
  });

  it('declines: nobody becomes an admin, the link stops working, and the audit log has it', async () => {
    const { cookie, token } = await invitedGolfer('decliner-invitations@example.ch');
    expect((await own(token, cookie, 'decline')).status).toBe(204);
    expect(await errorOf(await own(token, cookie, 'accept'))).toEqual({ status: 409, code: 'invitation_used' });
    expect(await dashboardStatus(cookie)).toBe(403);
    expect((await auditOf(clubId)).at(-1)).toMatchObject({
      action: 'decline',
      actorUserId: await userIdOf(cookie),
      details: { email: 'decliner-invitations@example.ch' },
    });
  });
});

describe('waiting, withdrawn and expired invitations', () => {
  it('lists the waiting invitations for the club, and a withdrawn one no longer works', async () => {
    const { cookie, token } = await invitedGolfer('revoked-invitations@example.ch');
    const row = (await pending()).find(
      (invitation: { email: string }) => invitation.email === 'revoked-invitations@example.ch',
    );
    expect(row).toEqual({
      id: expect.any(String),
      email: 'revoked-invitations@example.ch',
      invitedBy: 'Marta Keller',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()).toBe(7 * 24 * 3_600_000);
    // Another club's admin cannot reach it through their own club.
    expect(
      (
        await server.request(`/api/clubs/${otherClubId}/admin/invitations/${row.id}`, {
          method: 'DELETE',
          headers: { cookie: cookies.otherAdmin },
        })
      ).status,
    ).toBe(404);
    expect((await own(token, cookie)).status).toBe(200);

    expect(
      (
        await server.request(`/api/clubs/${clubId}/admin/invitations/${row.id}`, {
          method: 'DELETE',
          headers: { cookie: cookies.admin },
        })
      ).status,
    ).toBe(204);
    expect(await errorOf(await own(token, cookie))).toEqual({ status: 410, code: 'invitation_revoked' });
    expect(await errorOf(await own(token, cookie, 'accept'))).toEqual({ status: 410, code: 'invitation_revoked' });
    expect(await dashboardStatus(cookie)).toBe(403);
    expect((await pending()).map((invitation: { id: string }) => invitation.id)).not.toContain(row.id);
    expect((await auditOf(clubId)).at(-1)).toMatchObject({
      action: 'revoke',
      entityId: row.id,
      details: { email: 'revoked-invitations@example.ch' },
    });
    expect(
      (
        await server.request(`/api/clubs/${clubId}/admin/invitations/${row.id}`, {
          method: 'DELETE',
          headers: { cookie: cookies.admin },
        })
      ).status,
    ).toBe(404);
  });

  it('replaces a waiting invitation of the same address: only the newest link works', async () => {
    const { cookie, token: first } = await invitedGolfer('again-invitations@example.ch');
    await invite('again-invitations@example.ch');
    const { token: second } = await vi.waitFor(async () => {
      const mail = await invitationMailTo('again-invitations@example.ch');
      expect(mail.token).not.toBe(first);
      return mail;
    });
    expect(await errorOf(await own(first, cookie, 'accept'))).toEqual({ status: 410, code: 'invitation_revoked' });
    expect((await own(second, cookie, 'accept')).status).toBe(200);
  });

  it('refuses a link after 7 days, and no longer lists it', async () => {
    const { cookie, token } = await invitedGolfer('late-invitations@example.ch');
    const start = clock();
    try {
      clock.advanceMinutes(7 * 24 * 60 - 1);
      expect((await own(token, cookie)).status).toBe(200);
      clock.advanceMinutes(1);
      expect(await errorOf(await own(token, cookie))).toEqual({ status: 410, code: 'invitation_expired' });
      expect(await errorOf(await own(token, cookie, 'accept'))).toEqual({ status: 410, code: 'invitation_expired' });
      expect((await pending()).map((row: { email: string }) => row.email)).not.toContain('late-invitations@example.ch');
      expect(await dashboardStatus(cookie)).toBe(403);
    } finally {
      clock.set(start);
    }
  });

  it('answers 404 for a link that was never sent', async () => {
    expect(await errorOf(await own('A'.repeat(43), cookies.stranger))).toEqual({ status: 404, code: 'not_found' });
  });
});

describe('invitations per club and hour', () => {
  it('lets a club send 20 invitations an hour, then answers 429 with Retry-After until the hour has passed', async () => {
    const club = (await insertClub(server.db)).id;
    const start = clock();
    try {
      for (let n = 0; n < 20; n += 1) {
        expect((await invite(`limit-${n}-invitations@example.ch`, { cookie: cookies.superAdmin, club })).status).toBe(
          202,
        );
        clock.advanceMinutes(1);
      }
      const refused = await invite('limit-20-invitations@example.ch', { cookie: cookies.superAdmin, club });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(40 * 60));
      expect((await refused.json()).error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 40 * 60 });
      // Another club has its own budget.
      expect((await invite('limit-other-club-invitations@example.ch')).status).toBe(202);
      clock.advanceMinutes(40);
      expect((await invite('limit-20-invitations@example.ch', { cookie: cookies.superAdmin, club })).status).toBe(202);
    } finally {
      clock.set(start);
    }
  });
});
