import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate, zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { bookings, golfClubAdmins, payments } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertTeeTime } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';
import { numericDay } from '../../../contract/day-format';
import { creditorReference, invoiceDates, invoiceNumber } from './invoice';

/**
 * The text of a PDF as PDFKit writes it with its standard fonts: each text object (BT … ET) is one line, its
 * strings hex in WinAnsi; the content streams are deflated.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const contents: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      contents.push(inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // Not a deflated stream (fonts, pictures): no text of ours.
    }
  }
  const winAnsi = new TextDecoder('windows-1252');
  return [...contents.join('\n').matchAll(/BT([\s\S]*?)ET/g)]
    .map(([, block]) =>
      [...block!.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => winAnsi.decode(Buffer.from(hex!, 'hex'))).join(''),
    )
    .join('\n');
}

let server: TestServer;
let admin = '';
let otherAdmin = '';
let golfer = '';
let clubId: string;
let otherClubId: string;
// Rounds three days ahead, as in club-finances.api.test.ts.
const roundDay = addDays(zurichDate(new Date()), 3);
const month = roundDay.slice(0, 7);
const creditor = { INVOICE_CREDITOR_NAME: 'Tee Times Test AG', INVOICE_IBAN: 'CH58 0079 1123 0008 8901 2' };
const userIdOf = async (cookie: string) =>
  (await (await server.request('/api/me', { headers: { cookie } })).json()).id as string;
const invoice = (query: string, cookie = admin, club = clubId) =>
  server.request(`/api/clubs/${club}/admin/finances/invoice.pdf?${query}`, { headers: { cookie } });

// The rounds are booked today; the invoice is made once their month is over.
const clock = settableClock(new Date());
const afterTheMonth = () => clock.set(zurichInstant(invoiceDates(month).date, '09:00'));

beforeAll(async () => {
  server = await createTestServer(creditor, { clock });
  clubId = (await insertClub(server.db, { name: 'Golfclub Rechnung', address: 'Am Rhein 4, 8200 Schaffhausen' })).id;
  otherClubId = (await insertClub(server.db, { name: 'Golf Voisin', address: 'Route du Lac 2, 1800 Vevey' })).id;
  [admin, otherAdmin, golfer] = await Promise.all([
    verifiedUser(server, 'invoice-admin@example.ch'),
    verifiedUser(server, 'invoice-other-admin@example.ch'),
    verifiedUser(server, 'invoice-golfer@example.ch'),
  ]);
  await server.db.insert(golfClubAdmins).values([
    { userId: await userIdOf(admin), golfClubId: clubId },
    { userId: await userIdOf(otherAdmin), golfClubId: otherClubId },
  ]);

  // Pay at the club: 2 × 80 and 3 × 120, CHF 520 that the golfers pay the club; one card payment of CHF 40 through us.
  for (const [time, price, players] of [
    ['08:00', 80, 2],
    ['10:00', 120, 3],
  ] as const) {
    const teeTime = await insertTeeTime(server.db, clubId, {
      date: roundDay,
      time,
      discountedPrice: price,
      originalPrice: price + 20,
    });
    const booked = await server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId: teeTime.id, playerCount: players }, { cookie: golfer }),
    });
    expect(booked.status).toBe(201);
  }
  const online = await insertTeeTime(server.db, clubId, { date: roundDay, time: '12:00', discountedPrice: 40 });
  const [paid] = await server.db
    .insert(bookings)
    .values({ teeTimeId: online.id, playerCount: 1, status: 'confirmed', pricePerPlayer: 40, totalPrice: 40 })
    .returning();
  await server.db
    .insert(payments)
    .values({ bookingId: paid!.id, provider: 'stripe', kind: 'charge', amount: 40, status: 'succeeded' });
});
afterAll(() => server.close());

describe('the invoice of a month paid at the club', () => {
  it('states in Finances what the club owes: 10% of CHF 560 less the CHF 40 we hold', async () => {
    const finances = await (
      await server.request(`/api/clubs/${clubId}/admin/finances?month=${month}`, { headers: { cookie: admin } })
    ).json();
    expect(finances).toMatchObject({
      revenue: 560,
      commission: 56,
      netPayout: -16,
      invoiceDue: 16,
      invoiceOn: invoiceDates(month).date,
    });
  });

  it('is not made while its month runs: the amount can still change', async () => {
    const response = await invoice(`month=${month}&language=de`);
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatchObject({
      code: 'no_invoice',
      message: `${month} is not over: its invoice is made on ${invoiceDates(month).date}`,
    });
  });

  it("is a PDF in the admin's language to the club's legal name, with our IBAN, the reference and the amount in the QR-bill", async () => {
    afterTheMonth();
    await server.request(`/api/clubs/${clubId}/admin/finances/onboarding`, {
      method: 'PUT',
      ...json(
        {
          legalName: 'Golfclub Rechnung AG',
          address: 'Seestrasse 1\n8002 Zürich',
          iban: 'CH93 0076 2011 6238 5295 7',
          vatNumber: '',
          contactName: 'Anna Muster',
          contactEmail: 'finanzen@rechnung.ch',
          contactPhone: '+41 44 123 45 67',
        },
        { cookie: admin },
      ),
    });
    const response = await invoice(`month=${month}&language=de`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const number = invoiceNumber(clubId, month);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Rechnung-${number}.pdf"`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(pdf);
    const lines = text.split('\n');
    const reference = creditorReference(clubId, month);
    expect(reference).toMatch(/^RF\d{2}STT\d{6}[0-9A-F]{8}$/);
    const formattedReference = reference.match(/.{1,4}/g)!.join(' ');
    const { date, dueDate } = invoiceDates(month);
    expect(lines).toContain(`Rechnung ${number}`);
    // The debtor: the legal details the club gave, in the window and in the QR-bill.
    expect(lines.filter((line) => line === 'Golfclub Rechnung AG').length).toBeGreaterThanOrEqual(3);
    expect(lines).toEqual(expect.arrayContaining(['Seestrasse 1', '8002 Zürich']));
    expect(text).not.toContain('Schaffhausen');
    // Lines: the commission on the whole revenue, less the online money; the total.
    expect(lines).toEqual(expect.arrayContaining(['56.00', '-40.00', 'Total zu bezahlen', 'CHF 16.00']));
    expect(text).toContain('Kommission 10 % auf dem Umsatz');
    // The creditor from the configuration, the reference, dates as dd.mm.yyyy, and the QR-bill's payment part.
    expect(lines).toEqual(expect.arrayContaining(['Tee Times Test AG', 'CH58 0079 1123 0008 8901 2']));
    expect(lines.filter((line) => line === formattedReference).length).toBeGreaterThanOrEqual(3);
    expect(lines).toEqual(expect.arrayContaining([numericDay(date), numericDay(dueDate)]));
    expect(numericDay(dueDate)).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(text).toContain(`Zahlbar innert 30 Tagen, bis ${numericDay(dueDate)}`);
    expect(lines).toEqual(expect.arrayContaining(['Zahlteil', 'Empfangsschein', 'Zahlbar durch', '16.00']));
  });

  it('is the same invoice when downloaded again, and in English by default', async () => {
    const english = pdfText(Buffer.from(await (await invoice(`month=${month}`)).arrayBuffer())).split('\n');
    expect(english).toEqual(
      expect.arrayContaining([`Invoice ${invoiceNumber(clubId, month)}`, 'Total due', 'CHF 16.00', 'Payment part']),
    );
  });

  it('addresses a club without legal details by its own name and address', async () => {
    clock.set(new Date());
    const teeTime = await insertTeeTime(server.db, otherClubId, { date: roundDay, time: '09:00', discountedPrice: 90 });
    expect(
      (
        await server.request('/api/bookings', {
          method: 'POST',
          ...json({ teeTimeId: teeTime.id, playerCount: 1 }, { cookie: golfer }),
        })
      ).status,
    ).toBe(201);
    afterTheMonth();
    const response = await invoice(`month=${month}&language=fr`, otherAdmin, otherClubId);
    expect(response.status).toBe(200);
    const lines = pdfText(Buffer.from(await response.arrayBuffer())).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['Golf Voisin', 'Route du Lac 2', '1800 Vevey', 'Total à payer', 'CHF 9.00']),
    );
  });
});

describe('no invoice', () => {
  it('answers 409 no_invoice for a month in which the club owes nothing', async () => {
    const response = await invoice('month=2024-02&language=de');
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('no_invoice');
    const finances = await (
      await server.request(`/api/clubs/${clubId}/admin/finances?month=2024-02`, { headers: { cookie: admin } })
    ).json();
    expect(finances.invoiceDue).toBeNull();
  });

  it('refuses a month that is not yyyy-MM, and the admin of another club', async () => {
    for (const bad of ['2024-13', 'november', '']) expect((await invoice(`month=${bad}`)).status, bad).toBe(400);
    expect((await invoice(`month=${month}`, otherAdmin)).status).toBe(403);
    expect((await invoice(`month=${month}`, '')).status).toBe(401);
  });
});
