import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { auditLog, golfClubAdmins, teeTimes } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertConfirmedBooking, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

/** Tuesday 1.12.2026, 10:00 in Zurich: the club imports next week from its tee-sheet program. */
const now = zurichInstant('2026-12-01', '10:00');
let server: TestServer;
let clubId: string;
let admin: string;

const upload = (text: string | Buffer, { preview = true } = {}) =>
  server.request(`/api/clubs/${clubId}/admin/tee-time-imports${preview ? '/preview' : ''}`, {
    method: 'POST',
    ...json({ file: Buffer.from(text).toString('base64') }, { cookie: admin }),
  });
const timesOn = (date: string) =>
  server.db
    .select()
    .from(teeTimes)
    .where(and(eq(teeTimes.golfClubId, clubId), eq(teeTimes.date, date)))
    .orderBy(teeTimes.time);

beforeAll(async () => {
  server = await createTestServer({}, { clock: settableClock(now) });
  clubId = (await insertClub(server.db, { name: 'Golfclub Import' })).id;
  admin = await verifiedUser(server, 'import-admin@example.ch');
  const adminId = (await (await server.request('/api/me', { headers: { cookie: admin } })).json()).id;
  await server.db.insert(golfClubAdmins).values({ userId: adminId, golfClubId: clubId });
});
afterAll(() => server.close());

describe("a tee-sheet program's export (issue 24, point 4)", () => {
  it('previews what each line would do and why a line is refused, writing nothing; the import then does just that', async () => {
    const file = [
      'Datum;Zeit;Löcher;Plätze;Preis;Normalpreis',
      '07.12.2026;08:00;18;4;75,00;110,00',
      '07.12.2026;8:10;9;3;CHF 45.–;60.-',
      '07.12.2026;08:20;18;4;120,00;110,00',
      '07.12.2026;25:00;18;4;75,00;110,00',
      '07.12.2026;19:30;18;4;75,00;110,00',
      '07.12.2026;08:00;18;2;70,00;110,00',
      '30.11.2026;08:00;18;4;75,00;110,00',
    ].join('\r\n');
    const preview = await upload(file);
    expect(preview.status).toBe(200);
    const result = await preview.json();
    expect(result).toMatchObject({
      preview: true,
      encoding: 'utf-8',
      columns: {
        date: 'Datum',
        time: 'Zeit',
        holes: 'Löcher',
        places: 'Plätze',
        price: 'Preis',
        regularPrice: 'Normalpreis',
      },
      counts: { created: 2, changed: 0, unchanged: 0, refused: 5 },
    });
    expect(
      result.lines.map((line: { line: number; outcome: string; problem: { code: string } | null }) => [
        line.line,
        line.problem?.code ?? line.outcome,
      ]),
    ).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'price_above_regular'],
      [5, 'unreadable'],
      [6, 'late_start'],
      [7, 'same_start_twice'],
      [8, 'tee_time_started'],
    ]);
    expect(result.lines[1]).toMatchObject({
      time: '08:10',
      holeCount: 9,
      places: 3,
      discountedPrice: 45,
      originalPrice: 60,
    });
    expect(result.lines[3].problem).toMatchObject({ column: 'time', value: '25:00' });
    expect(await timesOn('2026-12-07')).toEqual([]);

    const imported = await (await upload(file, { preview: false })).json();
    expect(imported).toMatchObject({ preview: false, counts: result.counts });
    expect((await timesOn('2026-12-07')).map((time) => [time.time, time.discountedPrice, time.slotsAvailable])).toEqual(
      [
        ['08:00:00', 75, 4],
        ['08:10:00', 45, 3],
      ],
    );
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.golfClubId, clubId), eq(auditLog.action, 'import')));
    expect(audit).toMatchObject({
      actorUserId: expect.any(String),
      details: { written: [{ start: '2026-12-07 08:00' }, { start: '2026-12-07 08:10' }] },
    });

    // The same file again changes nothing.
    expect((await (await upload(file, { preview: false })).json()).counts).toMatchObject({ created: 0, unchanged: 2 });
  });

  it('reads Windows-1252 and commas, changes a time the club has by its start, and never lowers places below the booked', async () => {
    const typed = await insertTeeTime(server.db, clubId, { date: '2026-12-08', time: '09:00', slotsAvailable: 4 });
    await insertConfirmedBooking(server.db, typed, 3);
    await insertTeeTime(server.db, clubId, { date: '2026-12-08', time: '09:10', slotsAvailable: 4 });
    const latin1 = Buffer.from(
      [
        'Date,Heure,Trous,Places,Prix,Prix normal',
        '08.12.2026,09:00,18,2,70.00,100.00',
        '08.12.2026,09:10,18,4,65.00,100.00',
      ].join('\n'),
      'latin1',
    );
    // "Prix réduit" in Windows-1252 is not UTF-8: the é is one byte.
    const withAccent = Buffer.concat([
      Buffer.from('Date;Heure;Prix r', 'latin1'),
      Buffer.from([0xe9]),
      Buffer.from('duit\n08.12.2026;09:20;55\n'),
    ]);
    const commas = await (await upload(latin1, { preview: false })).json();
    expect(
      commas.lines.map(
        (line: { outcome: string; problem: { code: string; booked?: number } | null }) => line.problem ?? line.outcome,
      ),
    ).toEqual([expect.objectContaining({ code: 'places_taken', booked: 3 }), 'changed']);
    const accented = await (await upload(withAccent, { preview: false })).json();
    expect(accented).toMatchObject({
      encoding: 'windows-1252',
      columns: { price: 'Prix réduit' },
      counts: { created: 1 },
    });
    expect(
      (await timesOn('2026-12-08')).map((time) => [
        time.time,
        time.slotsAvailable,
        time.discountedPrice,
        time.originalPrice,
      ]),
    ).toEqual([
      ['09:00:00', 4, 80, 100],
      ['09:10:00', 4, 65, 100],
      ['09:20:00', 4, 55, 55],
    ]);
  });

  it('refuses a file that is not such an export, with the reason', async () => {
    const missing = await (await upload('Name;Adresse\nAnna;Bern\n')).json();
    expect(missing.error).toMatchObject({
      code: 'columns_missing',
      message: expect.stringContaining('date, time, price'),
    });
    expect((await (await upload('Datum;Zeit;Preis\n')).json()).error.code).toBe('file_unreadable');
    const long = ['Datum;Zeit;Preis', ...Array.from({ length: 2001 }, () => '09.12.2026;10:00;50')].join('\n');
    expect((await (await upload(long)).json()).error.code).toBe('too_many_lines');
    const notBase64 = await server.request(`/api/clubs/${clubId}/admin/tee-time-imports/preview`, {
      method: 'POST',
      ...json({ file: 'not base64!' }, { cookie: admin }),
    });
    expect((await notBase64.json()).error).toMatchObject({ code: 'invalid_input', issues: [{ path: 'file' }] });
  });
});
