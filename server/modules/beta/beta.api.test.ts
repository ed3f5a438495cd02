import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGuestEmail } from '../../../contract/guest';
import { addDays, zurichDate } from '../../../contract/zurich-time';
import { accounts, bookings, profiles, sessions } from '../../db/schema';
import { runHousekeeping } from '../../jobs/housekeeping';
import { lastMailTo, linkIn, mailsTo, signIn } from '../../test/accounts';
import { insertClub, insertTeeTime } from '../../test/builders';
import { cookiesOf, createTestServer, json, type TestServer } from '../../test/test-server';
import { simpleMail } from '../../test/builders';

const BETA_PASSWORD = 'fairway-early-2026';
const unlock = (target: TestServer, password: string) =>
  target.request('/api/beta/unlock', { method: 'POST', ...json({ password }) });
const inThreeDays = addDays(zurichDate(new Date()), 3);

describe('early access with BETA_MODE=password', () => {
  let server: TestServer;
  let clubId: string;
  let minute = 0;
  beforeAll(async () => {
    server = await createTestServer({ BETA_MODE: 'password', BETA_PASSWORD });
    clubId = (await insertClub(server.db, { name: 'Golfclub Early Access' })).id;
  });
  afterAll(() => server.close());

  /** A visitor who typed the early-access password: the session cookie and the profile it got. */
  async function visitor() {
    const response = await unlock(server, BETA_PASSWORD);
    expect(response.status).toBe(200);
    return { cookie: cookiesOf(response), me: (await response.json()) as { id: string; email: string } };
  }
  const me = async (cookie: string) => server.request('/api/me', { headers: { cookie } });
  async function book(cookie: string) {
    minute += 1;
    const teeTime = await insertTeeTime(server.db, clubId, {
      date: inThreeDays,
      time: `10:${String(minute).padStart(2, '0')}`,
    });
    const response = await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId: teeTime.id, playerCount: 2 }, { cookie }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string };
  }

  it('tells the web app which beta mode is on', async () => {
    expect((await (await server.request('/api/config')).json()).betaMode).toBe('password');
  });

  it('refuses a wrong password with 403 wrong_password and no session', async () => {
    const response = await unlock(server, 'fairway-early-2025');
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('wrong_password');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('signs each visitor in to a guest account of their own, with a session cookie /api/me accepts', async () => {
    const first = await unlock(server, BETA_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().find((line) => line.includes('session_token'))).toMatch(/HttpOnly/i);
    const a = await first.json();
    const b = (await visitor()).me;
    expect(a).toMatchObject({ isGuest: true, first_name: null });
    expect(b).toMatchObject({ isGuest: true });
    expect(b.id).not.toBe(a.id);
    expect(b.email).not.toBe(a.email);
    expect(isGuestEmail(a.email)).toBe(true);

    const cookie = cookiesOf(first);
    expect(await (await me(cookie)).json()).toMatchObject({ id: a.id, isGuest: true });
    const session = await (await server.request('/api/auth/get-session', { headers: { cookie } })).json();
    expect(session.user.id).toBe(a.id);
  });

  it('gives a guest no password or other login, so only its session leads in', async () => {
    const { me: guest } = await visitor();
    expect(await server.db.select().from(accounts).where(eq(accounts.userId, guest.id))).toEqual([]);
    expect((await signIn(server, guest.email, BETA_PASSWORD)).status).not.toBe(200);
  });

  it("never shows, changes or cancels one visitor's booking for another (404), nor lets one rename the other", async () => {
    const a = await visitor();
    const b = await visitor();
    const booking = await book(a.cookie);

    expect(await (await server.request('/api/me/bookings', { headers: { cookie: b.cookie } })).json()).toEqual([]);
    for (const [method, path] of [
      ['GET', `/api/bookings/${booking.id}`],
      ['GET', `/api/bookings/${booking.id}/calendar.ics`],
      ['POST', `/api/bookings/${booking.id}/cancel`],
      ['POST', `/api/bookings/${booking.id}/checkout`],
    ] as const) {
      const response = await server.request(path, {
        method,
        ...(method === 'POST' ? json({}, { cookie: b.cookie }) : { headers: { cookie: b.cookie } }),
      });
      expect([method, path, response.status]).toEqual([method, path, 404]);
    }
    const [kept] = await server.db
      .select({ status: bookings.status, userId: bookings.userId })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(kept).toEqual({ status: 'confirmed', userId: a.me.id });

    // B renames itself: only B's own profile changes.
    expect(
      (await server.request('/api/me', { method: 'PATCH', ...json({ first_name: 'Bea' }, { cookie: b.cookie }) }))
        .status,
    ).toBe(200);
    expect((await (await me(a.cookie)).json()).first_name).toBeNull();
    expect((await server.request(`/api/bookings/${booking.id}`, { headers: { cookie: a.cookie } })).status).toBe(200);
  });

  it('lets one guest delete its own account without signing out another', async () => {
    const a = await visitor();
    const b = await visitor();
    expect((await server.request('/api/me', { method: 'DELETE', headers: { cookie: b.cookie } })).status).toBe(204);
    expect((await me(b.cookie)).status).toBe(401);
    const stillIn = await me(a.cookie);
    expect(stillIn.status).toBe(200);
    expect((await stillIn.json()).id).toBe(a.me.id);
  });

  it("keeps a guest's account and bookings when it chooses an address and a password, once the address is confirmed", async () => {
    const guest = await visitor();
    const booking = await book(guest.cookie);
    const email = 'kept-guest@example.ch';
    const kept = await server.request('/api/me/guest-account', {
      method: 'POST',
      ...json({ email, password: 'my-own-password-1' }, { cookie: guest.cookie }),
    });
    expect(kept.status).toBe(204);
    // Until the link is opened the account is still a guest's.
    expect(await (await me(guest.cookie)).json()).toMatchObject({ isGuest: true, email: guest.me.email });

    const link = new URL(linkIn((await lastMailTo(server, email))!.text));
    const opened = await server.request(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    expect(await (await me(guest.cookie)).json()).toMatchObject({ id: guest.me.id, isGuest: false, email });

    const signedIn = await signIn(server, email, 'my-own-password-1');
    expect(signedIn.status).toBe(200);
    const own = await (await server.request('/api/me/bookings', { headers: { cookie: cookiesOf(signedIn) } })).json();
    expect(own.map((row: { id: string }) => row.id)).toEqual([booking.id]);
    // A real account is not a guest's any more: it changes its address as everyone does.
    expect(
      (
        await server.request('/api/me/guest-account', {
          method: 'POST',
          ...json({ email: 'again@example.ch', password: 'my-own-password-1' }, { cookie: guest.cookie }),
        })
      ).status,
    ).toBe(409);
  });

  it('lets a guest who mistyped its address ask again, with the password it chooses then', async () => {
    const guest = await visitor();
    const keep = (email: string, password: string) =>
      server.request('/api/me/guest-account', {
        method: 'POST',
        ...json({ email, password }, { cookie: guest.cookie }),
      });
    expect((await keep('typo@exmaple.ch', 'first-choice-password')).status).toBe(204);
    expect((await keep('second-try@example.ch', 'second-choice-password')).status).toBe(204);
    const link = new URL(linkIn((await lastMailTo(server, 'second-try@example.ch'))!.text));
    await server.request(`${link.pathname}${link.search}`);
    expect((await signIn(server, 'second-try@example.ch', 'first-choice-password')).status).toBe(401);
    expect((await signIn(server, 'second-try@example.ch', 'second-choice-password')).status).toBe(200);
  });

  it('names the field of a bad address or a short password', async () => {
    const { cookie } = await visitor();
    for (const [body, field] of [
      [{ email: 'not-an-address', password: 'long-enough-password' }, 'email'],
      [{ email: 'fine@example.ch', password: 'short' }, 'password'],
    ] as const) {
      const response = await server.request('/api/me/guest-account', { method: 'POST', ...json(body, { cookie }) });
      expect(response.status).toBe(400);
      expect((await response.json()).error.issues[0].path).toBe(field);
    }
  });

  it('refuses a guest the plain change of address: it has none of its own to change', async () => {
    const { cookie, me: guest } = await visitor();
    const response = await server.request('/api/auth/change-email', {
      method: 'POST',
      ...json({ newEmail: 'mine-now@example.ch' }, { cookie }),
    });
    expect(response.status).toBe(403);
    expect(await mailsTo(server, 'mine-now@example.ch')).toEqual([]);
    expect((await (await me(cookie)).json()).email).toBe(guest.email);
  });

  it("sends no mail to a guest's address, whoever asks for one", async () => {
    const { me: guest } = await visitor();
    await server.deps.mailer.send(simpleMail({ to: guest.email, subject: 'Hello', text: 'Nobody reads this' }));
    await server.deps.mailer.send(
      simpleMail({ to: 'somebody@example.ch', subject: 'Hello', text: 'Somebody reads this' }),
    );
    expect(
      (await server.request('/api/auth/request-password-reset', { method: 'POST', ...json({ email: guest.email }) }))
        .status,
    ).toBe(200);
    expect(await mailsTo(server, guest.email)).toEqual([]);
    expect(await mailsTo(server, 'somebody@example.ch')).toHaveLength(1);
  });

  it('lets housekeeping delete the guests nobody can come back to that booked nothing, and keeps the others', async () => {
    const idle = await visitor();
    const booked = await visitor();
    await book(booked.cookie);
    const active = await visitor();
    // The sessions of the idle and the booked guest have run out.
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, idle.me.id));
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, booked.me.id));

    await runHousekeeping(server.deps, new Date());
    const left = async (id: string) =>
      (await server.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id))).length;
    expect(await left(idle.me.id)).toBe(0);
    expect(await left(booked.me.id)).toBe(1);
    expect(await left(active.me.id)).toBe(1);
  });

  it('names the field when the password is missing', async () => {
    const response = await server.request('/api/beta/unlock', { method: 'POST', ...json({}) });
    expect(response.status).toBe(400);
    expect((await response.json()).error.issues[0].path).toBe('password');
  });
});

describe('early access when it is not the beta mode', () => {
  it.each(['off', 'waitlist'])(
    'is not there with BETA_MODE=%s (404), even with a configured password',
    async (mode) => {
      const server = await createTestServer({ BETA_MODE: mode, BETA_PASSWORD });
      try {
        const response = await unlock(server, BETA_PASSWORD);
        expect(response.status).toBe(404);
        expect((await response.json()).error.code).toBe('not_found');
        expect((await (await server.request('/api/config')).json()).betaMode).toBe(mode);
      } finally {
        await server.close();
      }
    },
  );
});

describe('early-access attempts are rate limited', () => {
  it('answers the 11th attempt within 15 minutes with 429 rate_limited and Retry-After, even with the right password', async () => {
    const server = await createTestServer({ BETA_MODE: 'password', BETA_PASSWORD, RATE_LIMIT_SCALE: '1' });
    try {
      for (let attempt = 1; attempt <= 10; attempt++)
        expect((await unlock(server, `guess-${attempt}`)).status).toBe(403);
      const response = await unlock(server, BETA_PASSWORD);
      expect(response.status).toBe(429);
      expect((await response.json()).error.code).toBe('rate_limited');
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(cookiesOf(response)).toBe('');
    } finally {
      await server.close();
    }
  });

  it("mails a guest's links to at most 10 addresses an hour per caller address, then answers 429 rate_limited", async () => {
    const server = await createTestServer({ BETA_MODE: 'password', BETA_PASSWORD, RATE_LIMIT_SCALE: '1' });
    try {
      const cookie = cookiesOf(await unlock(server, BETA_PASSWORD));
      const keep = (index: number) =>
        server.request('/api/me/guest-account', {
          method: 'POST',
          ...json({ email: `stranger-${index}@example.ch`, password: 'long-enough-password' }, { cookie }),
        });
      for (let index = 1; index <= 10; index++) expect((await keep(index)).status).toBe(204);
      const refused = await keep(11);
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.code).toBe('rate_limited');
      expect(await mailsTo(server, 'stranger-11@example.ch')).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
