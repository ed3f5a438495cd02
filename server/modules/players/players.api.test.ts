import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { golfClubAdmins, teeTimes } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

/** Wednesday 25.11.2026, 10:00 in Zurich: golfers book the coming days. */
const clock = settableClock(zurichInstant('2026-11-25', '10:00'));
const tomorrow = '2026-11-26';

let server: TestServer;
let strictClubId: string;
let permitClubId: string;
let openClubId: string;
const cookies = { admin: '', permitAdmin: '', anna: '', beat: '' };

const settingsOf = {
  cancellationHours: 24,
  bookingWindowDays: 14,
  maxPlayersPerBooking: 4,
  minLeadMinutes: 15,
  mysteryDealsAllowed: true,
  mailOnBooking: false,
  mailOnCancellation: false,
  mailDailySheet: false,
  mailTo: null,
  mailLanguage: 'en',
};
const book = (teeTimeId: string, values: Record<string, unknown> = {}, cookie = cookies.anna) =>
  server.request('/api/bookings', {
    method: 'POST',
    ...json({ teeTimeId, playerCount: 2, language: 'en', acceptLateCancellation: true, ...values }, { cookie }),
  });
const changePlayers = (bookingId: string, values: Record<string, unknown>, cookie = cookies.anna) =>
  server.request(`/api/bookings/${bookingId}/players`, { method: 'PATCH', ...json(values, { cookie }) });
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; issues?: { path: string }[] } }).error;
const bookedPlayersOf = async (teeTimeId: string) =>
  (await server.db.select().from(teeTimes).where(eq(teeTimes.id, teeTimeId)))[0]!.bookedPlayers;
const at = (clubId: string, time: string, date = tomorrow) => insertTeeTime(server.db, clubId, { date, time });

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  strictClubId = (await insertClub(server.db, { name: 'Golfclub Dolder' })).id;
  permitClubId = (await insertClub(server.db, { name: 'Golfpark Otelfingen' })).id;
  openClubId = (await insertClub(server.db, { name: 'Golf Kyburg' })).id;
  cookies.admin = await verifiedUser(server, 'admin-players@example.ch');
  cookies.permitAdmin = await verifiedUser(server, 'admin-permit@example.ch');
  cookies.anna = await verifiedUser(server, 'anna-players@example.ch');
  cookies.beat = await verifiedUser(server, 'beat-players@example.ch');
  const idOf = async (cookie: string) => (await (await server.request('/api/me', { headers: { cookie } })).json()).id;
  await server.db.insert(golfClubAdmins).values([
    { userId: await idOf(cookies.admin), golfClubId: strictClubId },
    { userId: await idOf(cookies.permitAdmin), golfClubId: permitClubId },
  ]);
  const setRules = (clubId: string, cookie: string, rules: Record<string, unknown>) =>
    server.request(`/api/clubs/${clubId}/admin/settings`, {
      method: 'PUT',
      ...json({ ...settingsOf, ...rules }, { cookie }),
    });
  const strict = await setRules(strictClubId, cookies.admin, { handicapLimit: 36, playerProof: 'swiss_golf_card' });
  expect(strict.status).toBe(200);
  const permit = await setRules(permitClubId, cookies.permitAdmin, { handicapLimit: null, playerProof: 'platzreife' });
  expect(permit.status).toBe(200);
});
afterAll(() => server.close());

describe('a club’s rules for its players', () => {
  it('are shown on the course page and with each tee time before booking', async () => {
    const club = await (await server.request(`/api/clubs/${strictClubId}`)).json();
    expect(club.playerRules).toEqual({ handicapLimit: 36, proof: 'swiss_golf_card' });
    const time = await at(strictClubId, '08:00');
    const detail = await (
      await server.request(`/api/tee-times/${time.id}`, { headers: { cookie: cookies.anna } })
    ).json();
    expect(detail.playerRules).toEqual({ handicapLimit: 36, proof: 'swiss_golf_card' });
    const open = await (await server.request(`/api/clubs/${openClubId}`)).json();
    expect(open.playerRules).toEqual({ handicapLimit: null, proof: 'none' });
  });

  it('refuse a booking without each player’s handicap index or Swiss Golf number, with the place named, and take no place', async () => {
    const time = await at(strictClubId, '08:10');
    const noHandicap = await book(time.id, { golfer: { swissGolfNumber: '1234-5678' } });
    expect(noHandicap.status).toBe(400);
    expect(await errorOf(noHandicap)).toMatchObject({
      code: 'handicap_missing',
      issues: [{ path: 'golfer.handicapIndex' }],
    });
    // The second player is unnamed, and still a player: the club asks their handicap too.
    const guestWithout = await book(time.id, { golfer: { handicapIndex: 12.4, swissGolfNumber: '1234-5678' } });
    expect(await errorOf(guestWithout)).toMatchObject({
      code: 'handicap_missing',
      issues: [{ path: 'guests.0.handicapIndex' }],
    });
    const noCard = await book(time.id, {
      golfer: { handicapIndex: 12.4, swissGolfNumber: '1234-5678' },
      guests: [{ name: 'Beat Keller', handicapIndex: 20 }],
    });
    expect(await errorOf(noCard)).toMatchObject({
      code: 'swiss_golf_number_missing',
      issues: [{ path: 'guests.0.swissGolfNumber' }],
    });
    expect(await bookedPlayersOf(time.id)).toBe(0);
  });

  it('refuse a player over the handicap limit with the limit and the player’s index in the reason', async () => {
    const time = await at(strictClubId, '08:20');
    const over = await book(time.id, {
      golfer: { handicapIndex: 12.4, swissGolfNumber: '1234-5678' },
      guests: [{ name: 'Beat Keller', handicapIndex: 36.1, swissGolfNumber: '2222-3333' }],
    });
    expect(over.status).toBe(409);
    const error = await errorOf(over);
    expect(error.code).toBe('handicap_over_limit');
    expect(error.message).toContain('up to 36.0');
    expect(error.message).toContain('player 2 has 36.1');
    expect(await bookedPlayersOf(time.id)).toBe(0);
  });

  it('take players within the rules, a plus handicap too, keep them on the booking and the golfer’s own for next time', async () => {
    const time = await at(strictClubId, '08:30');
    const response = await book(time.id, {
      playerCount: 3,
      golfer: { handicapIndex: 36, swissGolfNumber: '1234-5678' },
      guests: [
        { name: 'Beat Keller', handicapIndex: -2.3, swissGolfNumber: '2222-3333' },
        { name: '', handicapIndex: 18.4, swissGolfNumber: '4444 5555' },
      ],
    });
    expect(response.status).toBe(201);
    const booking = await response.json();
    expect(booking.players).toEqual({
      golfer: { handicapIndex: 36, swissGolfNumber: '1234-5678' },
      guests: [
        { name: 'Beat Keller', handicapIndex: -2.3, swissGolfNumber: '2222-3333' },
        { name: null, handicapIndex: 18.4, swissGolfNumber: '4444 5555' },
      ],
    });
    expect(booking.playersChangeable).toBe(true);
    expect(await bookedPlayersOf(time.id)).toBe(3);
    const me = await (await server.request('/api/me', { headers: { cookie: cookies.anna } })).json();
    expect(me).toMatchObject({ handicap_index: 36, swiss_golf_number: '1234-5678' });
    // The desk sees each player's handicap and number in their place.
    const sheet = await (
      await server.request(`/api/clubs/${strictClubId}/admin/tee-times?date=${tomorrow}`, {
        headers: { cookie: cookies.admin },
      })
    ).json();
    const onSheet = sheet.find((one: { id: string }) => one.id === time.id).bookings[0];
    expect(onSheet.players).toEqual([expect.any(String), 'Beat Keller', null]);
    expect(onSheet.playerDetails).toEqual([
      { handicapIndex: 36, swissGolfNumber: '1234-5678' },
      { handicapIndex: -2.3, swissGolfNumber: '2222-3333' },
      { handicapIndex: 18.4, swissGolfNumber: '4444 5555' },
    ]);
  });

  it('ask for the golfer’s word that every player holds the Platzreife where the club requires it', async () => {
    const time = await at(permitClubId, '09:00');
    const unconfirmed = await book(time.id);
    expect(unconfirmed.status).toBe(400);
    expect((await errorOf(unconfirmed)).code).toBe('platzreife_not_confirmed');
    expect((await book(time.id, { platzreifeConfirmed: true })).status).toBe(201);
  });

  it('ask nothing where the club has no rules, and keep the names the golfer gives', async () => {
    const time = await at(openClubId, '09:00');
    const booking = await (await book(time.id, { guests: [{ name: 'Carla Rossi' }] })).json();
    expect(booking.players.guests).toEqual([{ name: 'Carla Rossi', handicapIndex: null, swissGolfNumber: null }]);
    expect(booking.playerRules).toEqual({ handicapLimit: null, proof: 'none' });
  });

  it('refuse nonsense: a handicap over 54, more decimals than one, a number that is not one', async () => {
    const time = await at(openClubId, '09:10');
    for (const golfer of [{ handicapIndex: 54.1 }, { handicapIndex: 12.34 }, { swissGolfNumber: '<script>' }]) {
      const response = await book(time.id, { golfer });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('invalid_input');
    }
    const tooManyGuests = await book(time.id, { playerCount: 1, guests: [{ name: 'Carla Rossi' }] });
    expect((await errorOf(tooManyGuests)).code).toBe('invalid_input');
  });
});

describe('the golfer’s own details', () => {
  const me = (init: RequestInit = {}) =>
    server.request('/api/me', { ...init, headers: { ...(init.headers as object), cookie: cookies.beat } });

  it('are set on the profile, refused when they are none, and cleared', async () => {
    const set = await me({ method: 'PATCH', ...json({ handicap_index: -1.5, swiss_golf_number: ' 1234-5678 ' }) });
    expect(await set.json()).toMatchObject({ handicap_index: -1.5, swiss_golf_number: '1234-5678' });
    for (const wrong of [{ handicap_index: 60 }, { handicap_index: 'eighteen' }, { swiss_golf_number: 'x' }]) {
      const refused = await me({ method: 'PATCH', ...json(wrong) });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).code).toBe('invalid_input');
    }
    const cleared = await me({ method: 'PATCH', ...json({ handicap_index: null, swiss_golf_number: '' }) });
    expect(await cleared.json()).toMatchObject({ handicap_index: null, swiss_golf_number: null });
  });
});

describe('changing who plays', () => {
  const validGolfer = { handicapIndex: 20, swissGolfNumber: '1234-5678' };

  it('the golfer changes names, handicaps and numbers until the round, checked against the rules', async () => {
    const time = await at(strictClubId, '10:00');
    const booking = await (
      await book(time.id, {
        golfer: validGolfer,
        guests: [{ name: null, handicapIndex: 30, swissGolfNumber: '2222-3333' }],
      })
    ).json();
    const changed = await changePlayers(booking.id, {
      golfer: validGolfer,
      guests: [{ name: 'Sophie Favre', handicapIndex: 28.5, swissGolfNumber: '9999-0000' }],
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).players.guests).toEqual([
      { name: 'Sophie Favre', handicapIndex: 28.5, swissGolfNumber: '9999-0000' },
    ]);
    const over = await changePlayers(booking.id, {
      golfer: validGolfer,
      guests: [{ name: 'Sophie Favre', handicapIndex: 40, swissGolfNumber: '9999-0000' }],
    });
    expect(over.status).toBe(409);
    expect((await errorOf(over)).code).toBe('handicap_over_limit');
    const kept = await (
      await server.request(`/api/bookings/${booking.id}`, { headers: { cookie: cookies.anna } })
    ).json();
    expect(kept.players.guests[0].handicapIndex).toBe(28.5);
    // The number of players is money: a change cannot add a player.
    const more = await changePlayers(booking.id, {
      golfer: validGolfer,
      guests: [
        { name: 'Sophie Favre', handicapIndex: 28.5, swissGolfNumber: '9999-0000' },
        { name: 'Extra', handicapIndex: 10, swissGolfNumber: '1111-1111' },
      ],
    });
    expect((await errorOf(more)).code).toBe('invalid_input');
    // Someone else's booking is not found.
    expect((await changePlayers(booking.id, { golfer: validGolfer }, cookies.beat)).status).toBe(404);
  });

  it('is refused once the round has started', async () => {
    const time = await at(openClubId, '10:30', '2026-11-25');
    const booking = await (await book(time.id, { guests: [{ name: 'Carla Rossi' }] })).json();
    clock.set(zurichInstant('2026-11-25', '10:30'));
    try {
      const late = await changePlayers(booking.id, { guests: [{ name: 'Someone Else' }] });
      expect(late.status).toBe(409);
      expect(await errorOf(late)).toMatchObject({
        code: 'change_refused',
        message: expect.stringContaining('started'),
      });
      const seen = await (
        await server.request(`/api/bookings/${booking.id}`, { headers: { cookie: cookies.anna } })
      ).json();
      expect(seen.playersChangeable).toBe(false);
    } finally {
      clock.set(zurichInstant('2026-11-25', '10:00'));
    }
  });

  it('the desk renaming a guest keeps the handicap and number the golfer gave', async () => {
    const time = await at(strictClubId, '11:00');
    const booking = await (
      await book(time.id, {
        golfer: validGolfer,
        guests: [{ name: null, handicapIndex: 30, swissGolfNumber: '2222-3333' }],
      })
    ).json();
    const renamed = await server.request(`/api/clubs/${strictClubId}/admin/bookings/${booking.id}`, {
      method: 'PATCH',
      ...json({ guests: [{ name: 'Ueli Zürcher' }] }, { cookie: cookies.admin }),
    });
    expect(renamed.status).toBe(204);
    const seen = await (
      await server.request(`/api/bookings/${booking.id}`, { headers: { cookie: cookies.anna } })
    ).json();
    expect(seen.players.guests).toEqual([{ name: 'Ueli Zürcher', handicapIndex: 30, swissGolfNumber: '2222-3333' }]);
  });
});
