import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_BATCH_LIMIT, type PartnerTeeTimeRequest } from '../../../contract/partner-tee-times';
import { addDays, zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { auditLog, bookings, teeTimes } from '../../db/schema';
import { lastMailTo, verifiedUser } from '../../test/accounts';
import { insertClub, insertConfirmedBooking, insertPartnerKey, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

/** Saturday 28.11.2026, 23:50 in Zurich: a club's software sends tomorrow's and next week's times late at night. */
const now = zurichInstant('2026-11-28', '23:50');
const clock = settableClock(now);
const tomorrow = addDays('2026-11-28', 1);

let server: TestServer;
let clubId: string;
let otherClubId: string;
const keys = { write: '', readOnly: '', other: '' };
const golfers: string[] = [];

const partner = (path: string, init: RequestInit = {}, key = keys.write) =>
  server.request(`/api/partner/v1${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${key}` },
  });
const put = (externalId: string, body: unknown, key = keys.write) =>
  partner(`/tee-times/${externalId}`, { method: 'PUT', ...json(body) }, key);
const batch = (teeTimesSent: unknown[], key = keys.write) =>
  partner('/tee-times/batch', { method: 'POST', ...json({ teeTimes: teeTimesSent }) }, key);
const withdraw = (externalId: string, query = '') => partner(`/tee-times/${externalId}${query}`, { method: 'DELETE' });
const errorOf = async (response: Response) => ({ status: response.status, ...(await response.json()).error });
const book = (cookie: string, teeTimeId: string, playerCount = 1) =>
  server.request('/api/bookings', {
    method: 'POST',
    ...json({ teeTimeId, playerCount, acceptLateCancellation: true }, { cookie }),
  });

let minute = 0;
/** A tee time as the club's software sends it, tomorrow at its own minute. */
function sent(values: Partial<PartnerTeeTimeRequest> = {}): PartnerTeeTimeRequest {
  minute += 1;
  return {
    date: tomorrow,
    time: `${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
    holeCount: 18,
    places: 4,
    discountedPrice: 75,
    originalPrice: 110,
    ...values,
  };
}
const rowOf = async (externalId: string, club = clubId) =>
  (
    await server.db
      .select()
      .from(teeTimes)
      .where(and(eq(teeTimes.golfClubId, club), eq(teeTimes.externalId, externalId)))
  )[0];
const partnerAudit = () => server.db.select().from(auditLog).where(eq(auditLog.golfClubId, clubId));

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  clubId = (await insertClub(server.db, { name: 'Golfclub Partner Sheet' })).id;
  otherClubId = (await insertClub(server.db, { name: 'Golfclub Other Sheet' })).id;
  keys.write = await insertPartnerKey(server.db, clubId, ['tee-times:write']);
  keys.readOnly = await insertPartnerKey(server.db, clubId, ['bookings:read']);
  keys.other = await insertPartnerKey(server.db, otherClubId, ['tee-times:write']);
  for (const name of ['anna', 'ben', 'carla', 'dario'])
    golfers.push(await verifiedUser(server, `${name}-partner-times@example.ch`));
});
afterAll(() => server.close());

describe('tee times sent by the club software (issue 24, point 2)', () => {
  it('creates a tee time by its external id, changes nothing when sent again, and updates what changed', async () => {
    const body = sent({ places: 4, bookedElsewhere: 1, mysteryAllowed: true });
    const first = await put('PCC-1001', body);
    expect(first.status).toBe(200);
    const created = await first.json();
    expect(created).toEqual({
      outcome: 'created',
      teeTime: {
        externalId: 'PCC-1001',
        id: expect.any(String),
        ...{ date: body.date, time: body.time, holeCount: 18 },
        places: 4,
        bookedElsewhere: 1,
        bookedHere: 0,
        open: 3,
        discountedPrice: 75,
        originalPrice: 110,
        mysteryAllowed: true,
        isBlocked: false,
        blockReason: null,
      },
    });
    const auditBefore = (await partnerAudit()).length;
    const again = await (await put('PCC-1001', body)).json();
    expect(again).toEqual({ ...created, outcome: 'unchanged' });
    expect((await partnerAudit()).length).toBe(auditBefore);

    const cheaper = await (await put('PCC-1001', { ...body, discountedPrice: 65 })).json();
    expect(cheaper).toMatchObject({ outcome: 'updated', teeTime: { id: created.teeTime.id, discountedPrice: 65 } });
    // Golfers see what we may sell: the places the software sold are not on offer.
    const day = await (
      await server.request(`/api/clubs/${clubId}/tee-times?date=${tomorrow}`, { headers: { cookie: golfers[0]! } })
    ).json();
    expect(day.teeTimes.find((time: { id: string }) => time.id === created.teeTime.id)).toMatchObject({
      openSlots: 3,
      discounted_price: 65,
    });
    expect(await (await partner('/tee-times/PCC-1001')).json()).toEqual(cheaper.teeTime);
  });

  it('names the key in the audit log for each write', async () => {
    await put('PCC-AUDIT', sent());
    const [entry] = (await partnerAudit()).filter((row) => row.action === 'partner_upsert').slice(-1);
    expect(entry).toMatchObject({
      actorUserId: null,
      entity: 'tee_time',
      details: { partnerKey: { name: 'PC CADDIE' }, written: [{ externalId: 'PCC-AUDIT', outcome: 'created' }] },
    });
  });

  it('links a time the club typed in our screens at the same start, keeping its bookings', async () => {
    const typed = await insertTeeTime(server.db, clubId, { date: tomorrow, time: '07:30', slotsAvailable: 4 });
    await insertConfirmedBooking(server.db, typed, 2);
    const answer = await (await put('PCC-0730', { ...sent(), time: '07:30', places: 4, bookedElsewhere: 1 })).json();
    expect(answer).toMatchObject({
      outcome: 'linked',
      teeTime: { id: typed.id, places: 4, bookedElsewhere: 1, bookedHere: 2, open: 1 },
    });
  });

  it('answers each tee time of a batch on its own, in the order sent, writing the rest in one go', async () => {
    const good = sent();
    const clash = await put('PCC-CLASH', sent());
    const clashing = (await clash.json()).teeTime;
    const response = await batch([
      { externalId: 'B-1', ...good },
      { externalId: 'B-2', ...sent({ date: '2026-11-28', time: '18:00' }) },
      { externalId: 'B-1', ...sent() },
      { externalId: 'B-3', ...sent(), date: clashing.date, time: clashing.time },
      { externalId: 'PCC-1001', ...sent({ discountedPrice: 60 }) },
    ]);
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.counts).toEqual({ created: 1, updated: 1, linked: 0, unchanged: 0, refused: 3 });
    expect(
      result.results.map(
        (answer: { outcome: string; error?: { code: string } }) => answer.error?.code ?? answer.outcome,
      ),
    ).toEqual(['created', 'tee_time_started', 'duplicate_external_id', 'start_taken', 'updated']);
    expect(result.results[3].error.message).toContain('external id PCC-CLASH');
    expect(await rowOf('B-1')).toMatchObject({ time: `${good.time}:00` });
    expect(await rowOf('B-2')).toBeUndefined();
    expect(await rowOf('B-3')).toBeUndefined();
  });

  it(`takes a week of ${PARTNER_BATCH_LIMIT} tee times in one call, and refuses one more`, async () => {
    const week = Array.from({ length: PARTNER_BATCH_LIMIT }, (_, index) => ({
      externalId: `WEEK-${index}`,
      date: addDays(tomorrow, 1 + (index % 7)),
      time: `${String(7 + Math.floor(index / 7 / 30)).padStart(2, '0')}:${String((Math.floor(index / 7) % 30) * 2).padStart(2, '0')}`,
      holeCount: 18,
      places: 4,
      discountedPrice: 70,
      originalPrice: 100,
    }));
    const result = await (await batch(week)).json();
    expect(result.counts).toMatchObject({ created: PARTNER_BATCH_LIMIT, refused: 0 });
    const again = await (await batch(week)).json();
    expect(again.counts).toMatchObject({ unchanged: PARTNER_BATCH_LIMIT });
    const tooMany = await batch([...week, { ...week[0], externalId: 'WEEK-X', date: addDays(tomorrow, 9) }]);
    expect(await errorOf(tooMany)).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(await rowOf('WEEK-X')).toBeUndefined();
  });

  it('refuses bad input with a reason and writes nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['BAD-1', { ...sent(), places: 'four' }, 'places'],
      ['BAD-2', { ...sent(), places: 2, bookedElsewhere: 3 }, 'bookedElsewhere'],
      ['BAD-3', { ...sent(), discountedPrice: 120 }, 'discountedPrice'],
      ['BAD-4', { ...sent(), time: '19:30' }, 'time'],
      ['BAD-5', { ...sent(), date: '2026-02-30' }, 'date'],
      ['BAD 6', sent(), 'externalId'],
    ];
    for (const [externalId, body, path] of cases) {
      const refusal = await errorOf(await put(encodeURIComponent(externalId), body));
      expect(refusal, externalId).toMatchObject({ status: 400, code: 'invalid_input' });
      expect(
        refusal.issues.map((issue: { path: string }) => issue.path),
        externalId,
      ).toContain(path);
      expect(await rowOf(externalId), externalId).toBeUndefined();
    }
    const past = await errorOf(await put('PAST-1', sent({ date: '2026-11-28', time: '17:00' })));
    expect(past).toMatchObject({ status: 409, code: 'tee_time_started' });
    expect(await errorOf(await partner('/tee-times/NOPE'))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await errorOf(await withdraw('NOPE'))).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('keeps a key to its club and its scope', async () => {
    await put('SHARED-ID', sent());
    expect((await put('SHARED-ID', sent(), keys.other)).status).toBe(200);
    expect(await rowOf('SHARED-ID', otherClubId)).toBeDefined();
    expect((await rowOf('SHARED-ID'))!.id).not.toBe((await rowOf('SHARED-ID', otherClubId))!.id);
    expect(await errorOf(await put('READ-ONLY', sent(), keys.readOnly))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    expect(await rowOf('READ-ONLY')).toBeUndefined();
  });

  it('never lets the places sold elsewhere and here be more than the time has', async () => {
    const body = sent({ places: 4 });
    const { teeTime } = await (await put('PCC-FULL', body)).json();
    expect((await book(golfers[0]!, teeTime.id, 3)).status).toBe(201);
    const refusal = await errorOf(await put('PCC-FULL', { ...body, bookedElsewhere: 2 }));
    expect(refusal).toMatchObject({ status: 409, code: 'places_taken' });
    expect(refusal.message).toContain('at most 1 can be booked elsewhere');
    expect(await errorOf(await put('PCC-FULL', { ...body, places: 2 }))).toMatchObject({ code: 'places_taken' });
    expect(await errorOf(await put('PCC-FULL', { ...body, time: '16:00' }))).toMatchObject({
      status: 409,
      code: 'tee_time_booked',
    });
    const last = await (await put('PCC-FULL', { ...body, bookedElsewhere: 1 })).json();
    expect(last.teeTime).toMatchObject({ bookedHere: 3, bookedElsewhere: 1, open: 0 });
    expect(await errorOf(await book(golfers[1]!, teeTime.id, 1))).toMatchObject({ code: 'sold_out' });
  });

  it('sells no seat twice when 200 golfer bookings and software reports race for one time', async () => {
    const body = sent({ places: 8 });
    const { teeTime } = await (await put('PCC-RACE', body)).json();
    const requests = Array.from({ length: 200 }, (_, index) =>
      index % 2
        ? book(golfers[index % golfers.length]!, teeTime.id, 1).then(async (response) => ({
            kind: 'golfer' as const,
            status: response.status,
            code: response.status === 201 ? null : (await response.json()).error.code,
          }))
        : put('PCC-RACE', { ...body, bookedElsewhere: (index / 2) % 6 }).then(async (response) => ({
            kind: 'partner' as const,
            status: response.status,
            answer: await response.json(),
          })),
    );
    const answers = await Promise.all(requests);
    const sold = answers.filter((answer) => answer.kind === 'golfer' && answer.status === 201).length;
    for (const answer of answers) {
      if (answer.kind === 'golfer') expect([201, 409]).toContain(answer.status);
      if (answer.kind === 'golfer' && answer.status === 409)
        expect(['sold_out', 'not_enough_places']).toContain(answer.code);
      if (answer.kind === 'partner' && answer.status === 200) {
        const { bookedHere, bookedElsewhere, places } = answer.answer.teeTime;
        expect(bookedHere + bookedElsewhere).toBeLessThanOrEqual(places);
      }
      if (answer.kind === 'partner' && answer.status !== 200) expect(answer.answer.error.code).toBe('places_taken');
    }
    const row = (await rowOf('PCC-RACE'))!;
    const players = (await server.db.select().from(bookings).where(eq(bookings.teeTimeId, teeTime.id))).reduce(
      (sum, booking) => sum + booking.playerCount,
      0,
    );
    expect(players).toBe(sold);
    expect(row.bookedPlayers).toBe(sold);
    expect(row.bookedPlayers + row.placesElsewhere).toBeLessThanOrEqual(8);
    expect(row.slotsAvailable + row.placesElsewhere).toBe(8);
    expect(sold).toBeGreaterThan(0);
  });

  it('withdraws a time: deletes one never booked, and cancels bookings only when told to, telling the golfer why', async () => {
    await put('PCC-GONE', sent());
    expect(await (await withdraw('PCC-GONE')).json()).toEqual({
      externalId: 'PCC-GONE',
      outcome: 'deleted',
      cancelled: 0,
    });
    expect(await rowOf('PCC-GONE')).toBeUndefined();

    const { teeTime } = await (await put('PCC-BOOKED', sent())).json();
    const booking = await (await book(golfers[2]!, teeTime.id, 2)).json();
    expect(await errorOf(await withdraw('PCC-BOOKED'))).toMatchObject({ status: 409, code: 'bookings_unresolved' });
    expect(await errorOf(await withdraw('PCC-BOOKED', '?bookings=cancel'))).toMatchObject({
      status: 400,
      code: 'invalid_input',
    });
    expect((await rowOf('PCC-BOOKED'))!.isBlocked).toBe(false);

    const reason = encodeURIComponent('Greenkeeping on the first hole');
    const done = await (await withdraw('PCC-BOOKED', `?bookings=cancel&reason=${reason}`)).json();
    expect(done).toEqual({ externalId: 'PCC-BOOKED', outcome: 'blocked', cancelled: 1 });
    expect((await server.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe('cancelled');
    expect((await lastMailTo(server, 'carla-partner-times@example.ch'))!.text).toContain(
      'Greenkeeping on the first hole',
    );
    expect(await rowOf('PCC-BOOKED')).toMatchObject({ isBlocked: true, bookedPlayers: 0 });
    expect(await errorOf(await put('PCC-BOOKED', sent()))).toMatchObject({ status: 409, code: 'tee_time_blocked' });
    // Withdrawing again changes nothing.
    expect(await (await withdraw('PCC-BOOKED')).json()).toMatchObject({ outcome: 'blocked', cancelled: 0 });
  });
});

describe('the OpenAPI document for the partner developer (issue 24, point 5)', () => {
  it('has the partner endpoints in their own section, with an example that the API takes', async () => {
    const document = await (await server.request('/api/openapi.json')).json();
    expect(document.tags).toContainEqual(expect.objectContaining({ name: 'partner' }));
    const operation = document.paths['/api/partner/v1/tee-times/{externalId}'].put;
    expect(operation).toMatchObject({ tags: ['partner'], 'x-partner-scope': 'tee-times:write' });
    const example = operation.requestBody.content['application/json'].schema.example;
    const batchExample =
      document.paths['/api/partner/v1/tee-times/batch'].post.requestBody.content['application/json'].schema.example;
    clock.set(zurichInstant('2027-05-01', '12:00'));
    try {
      expect((await (await batch(batchExample.teeTimes)).json()).counts.created).toBe(2);
      expect(await (await put(batchExample.teeTimes[0].externalId, example)).json()).toMatchObject({
        outcome: 'unchanged',
      });
    } finally {
      clock.set(now);
    }
  });
});
