import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference } from '../../../contract/bookings';
import { addDays, zurichDate, zurichInstant } from '../../../contract/zurich-time';
import { bookings, clubSettings, golfClubAdmins, payments, profiles } from '../../db/schema';
import { spokenDate } from '../../mail/booking-templates';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertTeeTime } from '../../test/builders';
import { checkoutCompleted, startFakeStripe, STRIPE_TEST_WEBHOOK_SECRET } from '../../test/fake-stripe';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { createTestServer, json, type TestServer } from '../../test/test-server';
import { sendDailySheets } from './service';

type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>;
const today = zurichDate(new Date());

/** Signs up a person whose verification mail arrives in the inbox; answers the cookie and the profile's id. */
async function person(server: TestServer, inbox: Inbox, email: string, firstName: string, lastName = 'Muster') {
  const cookie = await verifiedUser(
    server,
    email,
    { name: `${firstName} ${lastName}`, firstName, lastName },
    async (to) => {
      await server.deps.jobs.drain();
      return (await inbox.mailTo(to)).text ?? '';
    },
  );
  const [profile] = await server.db.select().from(profiles).where(eq(profiles.email, email));
  return { cookie, id: profile!.id };
}

/** Every mail to an address so far but the verification of the account, once the queued ones are sent. */
async function mailsTo(server: TestServer, inbox: Inbox, to: string): Promise<ParsedMail[]> {
  await server.deps.jobs.drain();
  // The mail worker hands a batch to SMTP side by side: a moment for the last of them to arrive.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return inbox.received.filter(
    (mail) =>
      mail.subject !== 'Confirm your e-mail address' && [mail.to].flat().some((address) => address?.text.includes(to)),
  );
}

const mailSettings = {
  mailOnBooking: true,
  mailOnCancellation: true,
  mailDailySheet: false,
  mailTo: '',
  mailLanguage: 'en',
};
const bookingRules = {
  cancellationHours: 24,
  bookingWindowDays: 14,
  maxPlayersPerBooking: 4,
  minLeadMinutes: 15,
  mysteryDealsAllowed: true,
  handicapLimit: null,
  playerProof: 'none',
};

describe('mails to the club about bookings paid at the club', () => {
  let inbox: Inbox;
  let server: TestServer;
  let lea: string;
  let anna: { cookie: string; id: string };
  let quiet: { cookie: string; id: string };
  let clubId: string;
  let quietClubId: string;
  const book = (teeTimeId: string, playerCount: number) =>
    server.request('/api/bookings', {
      method: 'POST',
      ...json({ teeTimeId, playerCount, language: 'en' }, { cookie: lea }),
    });
  const cancel = (id: string, cookie = lea) =>
    server.request(`/api/bookings/${id}/cancel`, { method: 'POST', headers: { cookie } });

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await createTestServer({ SMTP_URL: inbox.url });
    lea = (await person(server, inbox, 'lea-club-mails@example.ch', 'Lea')).cookie;
    anna = await person(server, inbox, 'anna-club-mails@example.ch', 'Anna', 'Admin');
    quiet = await person(server, inbox, 'quiet-club-mails@example.ch', 'Quentin', 'Admin');
    clubId = (await insertClub(server.db, { name: 'Golfclub Engadin', city: 'Samedan' })).id;
    quietClubId = (await insertClub(server.db, { name: 'Golfclub Stille' })).id;
    await server.db.insert(golfClubAdmins).values([
      { userId: anna.id, golfClubId: clubId },
      { userId: quiet.id, golfClubId: quietClubId },
    ]);
    await server.db.update(profiles).set({ preferredLanguage: 'de' }).where(eq(profiles.id, anna.id));
  });
  afterAll(async () => {
    await server.close();
    await inbox.close();
  });

  it('saves the mails a club wants in its settings, the address empty for its admins', async () => {
    const response = await server.request(`/api/clubs/${clubId}/admin/settings`, {
      method: 'PUT',
      ...json({ ...bookingRules, ...mailSettings }, { cookie: anna.cookie }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...bookingRules, ...mailSettings, mailTo: null });
    const refused = await server.request(`/api/clubs/${clubId}/admin/settings`, {
      method: 'PUT',
      ...json({ ...bookingRules, ...mailSettings, mailTo: 'not an address' }, { cookie: anna.cookie }),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toContain('mailTo');
  });

  it("mails the club's admin, in her language, each booking and each cancellation with its facts", async () => {
    const date = addDays(today, 4);
    const time = await insertTeeTime(server.db, clubId, { date, time: '09:10', discountedPrice: 60.5, holeCount: 18 });
    const booked = await (await book(time.id, 2)).json();
    const reference = bookingReference(booked.id);
    const [mail] = await mailsTo(server, inbox, 'anna-club-mails@example.ch');
    expect(mail!.subject).toBe(`Neue Buchung: ${spokenDate(date, 'de')}, 09:10 Uhr`);
    expect(mail!.text).toContain('Hallo Anna,');
    expect(mail!.text).toContain('Lea Muster hat bei Golfclub Engadin eine Startzeit gebucht.');
    expect(mail!.text).toContain(`Wann: ${spokenDate(date, 'de')} um 09:10 Uhr`);
    expect(mail!.text).toContain('Runde: 18 Löcher, 2 Spieler');
    expect(mail!.text).toContain('Gebucht von: Lea Muster (lea-club-mails@example.ch)');
    expect(mail!.text).toContain(`Buchungsnummer: ${reference}`);
    expect(mail!.text).toContain('Zahlung: CHF 121.00 am Club zu bezahlen');

    expect((await cancel(booked.id)).status).toBe(200);
    const mails = await mailsTo(server, inbox, 'anna-club-mails@example.ch');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`Buchung storniert: ${spokenDate(date, 'de')}, 09:10 Uhr`);
    expect(mails[1]!.text).toContain('Lea Muster hat eine Buchung bei Golfclub Engadin storniert.');
    expect(mails[1]!.text).toContain(`Buchungsnummer: ${reference}`);
    expect(mails[1]!.text).toContain('Gesamtbetrag: CHF 121.00');
    expect(mails[1]!.text).toContain('Es ist nichts geschuldet.');
  });

  it('tells the club of late cancellations what is still owed, and not of the cancellations it makes itself', async () => {
    // A week's notice: a round in two days is late to cancel, whatever the hour the test runs.
    await server.db.update(clubSettings).set({ cancellationHours: 168 }).where(eq(clubSettings.golfClubId, clubId));
    const late = await insertTeeTime(server.db, clubId, {
      date: addDays(today, 2),
      time: '12:30',
      discountedPrice: 50,
    });
    const booked = await (
      await server.request('/api/bookings', {
        method: 'POST',
        ...json({ teeTimeId: late.id, playerCount: 1, acceptLateCancellation: true }, { cookie: lea }),
      })
    ).json();
    expect((await cancel(booked.id)).status).toBe(200);
    // Mails of one batch reach the server side by side, in either order.
    const cancellation = (await mailsTo(server, inbox, 'anna-club-mails@example.ch')).find(
      (mail) => mail.subject?.startsWith('Buchung storniert') && mail.text?.includes(booked.reference),
    );
    expect(cancellation!.text).toContain(
      'Nach Ablauf der kostenlosen Stornierungsfrist storniert: CHF 50.00 bleiben dem Club geschuldet.',
    );
    await server.db.update(clubSettings).set({ cancellationHours: 24 }).where(eq(clubSettings.golfClubId, clubId));

    const other = await insertTeeTime(server.db, clubId, { date: addDays(today, 5), time: '10:00' });
    const before = (await mailsTo(server, inbox, 'anna-club-mails@example.ch')).length;
    const byClub = await (await book(other.id, 1)).json();
    const cancelled = await server.request(`/api/clubs/${clubId}/admin/bookings/${byClub.id}/cancel`, {
      method: 'POST',
      ...json({ reason: 'Course works' }, { cookie: anna.cookie }),
    });
    expect(cancelled.status).toBeLessThan(300);
    const after = await mailsTo(server, inbox, 'anna-club-mails@example.ch');
    expect(after.slice(before).map((mail) => mail.subject)).toEqual([
      `Neue Buchung: ${spokenDate(addDays(today, 5), 'de')}, 10:00 Uhr`,
    ]);
  });

  it('mails nothing to a club that did not ask for it', async () => {
    const time = await insertTeeTime(server.db, quietClubId, { date: addDays(today, 3), time: '11:00' });
    const booked = await (await book(time.id, 1)).json();
    await cancel(booked.id);
    expect(await mailsTo(server, inbox, 'quiet-club-mails@example.ch')).toEqual([]);
  });
});

describe('mails to the club about bookings paid by card', () => {
  let inbox: Inbox;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let server: TestServer;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    stripe = await startFakeStripe();
    server = await createTestServer({
      SMTP_URL: inbox.url,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
    await inbox.close();
  });

  it('is sent once the card payment confirms the booking, never for the hold before, and tells of the refund', async () => {
    const lea = (await person(server, inbox, 'lea-card-mails@example.ch', 'Lea')).cookie;
    const clubId = (await insertClub(server.db, { name: 'Golf Club Lugano' })).id;
    await server.db.insert(clubSettings).values({
      golfClubId: clubId,
      mailOnBooking: true,
      mailOnCancellation: true,
      mailTo: 'desk@golf-lugano.ch',
      mailLanguage: 'fr',
    });
    const date = addDays(today, 5);
    const time = await insertTeeTime(server.db, clubId, { date, time: '13:40', discountedPrice: 75 });
    const booking = await (
      await server.request('/api/bookings', {
        method: 'POST',
        ...json({ teeTimeId: time.id, playerCount: 2 }, { cookie: lea }),
      })
    ).json();
    expect(booking.status).toBe('pending');
    await server.request(`/api/bookings/${booking.id}/checkout`, { method: 'POST', headers: { cookie: lea } });
    expect(await mailsTo(server, inbox, 'desk@golf-lugano.ch')).toEqual([]);

    const paid = checkoutCompleted(`evt_club_mail_${booking.id}`, booking.id, 15000);
    await server.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': paid.signature },
      body: paid.payload,
    });
    const [confirmed] = await mailsTo(server, inbox, 'desk@golf-lugano.ch');
    expect(confirmed!.subject).toBe(`Nouvelle réservation\u00a0: ${spokenDate(date, 'fr')}, 13:40`);
    expect(confirmed!.text).toContain('Bonjour,');
    expect(confirmed!.text).toContain('Paiement\u00a0: CHF 150.00 payé par carte');

    await server.request(`/api/bookings/${booking.id}/cancel`, { method: 'POST', headers: { cookie: lea } });
    const mails = await mailsTo(server, inbox, 'desk@golf-lugano.ch');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`Réservation annulée\u00a0: ${spokenDate(date, 'fr')}, 13:40`);
    expect(mails[1]!.text).toContain('Le paiement par carte de CHF 150.00 est remboursé au golfeur.');
  });
});

describe("tomorrow's sheet every evening", () => {
  let inbox: Inbox;
  let server: TestServer;
  /** Saturday 27 March 2027, the eve of the Sunday clocks go forward in Zurich. */
  const saturday = '2027-03-27';
  const sunday = '2027-03-28';
  const at = (time: string, date = saturday) => zurichInstant(date, time);
  let clubId: string;
  let references: Record<'lea' | 'desk' | 'card' | 'cancelled', string>;

  async function booking(
    teeTimeId: string,
    values: Partial<typeof bookings.$inferInsert> & { playerCount: number; totalPrice: number },
    charge?: { provider: 'club' | 'stripe'; status: 'pending' | 'succeeded' },
  ) {
    const [row] = await server.db
      .insert(bookings)
      .values({ teeTimeId, status: 'confirmed', pricePerPlayer: values.totalPrice / values.playerCount, ...values })
      .returning();
    await server.db.execute(
      sql`update tee_times set booked_players = booked_players + ${values.playerCount} where id = ${teeTimeId}`,
    );
    if (charge) await server.db.insert(payments).values({ bookingId: row!.id, amount: values.totalPrice, ...charge });
    return bookingReference(row!.id);
  }

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await createTestServer({ SMTP_URL: inbox.url });
    const anna = await person(server, inbox, 'anna-sheet@example.ch', 'Anna', 'Admin');
    const lea = await person(server, inbox, 'lea-sheet@example.ch', 'Lea');
    const quiet = await person(server, inbox, 'quiet-sheet@example.ch', 'Quentin', 'Admin');
    const closed = await person(server, inbox, 'closed-sheet@example.ch', 'Clara', 'Admin');
    await server.db.update(profiles).set({ preferredLanguage: 'de' }).where(eq(profiles.id, anna.id));
    clubId = (await insertClub(server.db, { name: 'Golfclub Engadin' })).id;
    const emptyClubId = (await insertClub(server.db, { name: 'Golf de Genève' })).id;
    const quietClubId = (await insertClub(server.db, { name: 'Golfclub Stille' })).id;
    const closedClubId = (await insertClub(server.db, { name: 'Golfclub Winterpause' })).id;
    await server.db.insert(golfClubAdmins).values([
      { userId: anna.id, golfClubId: clubId },
      { userId: quiet.id, golfClubId: quietClubId },
      { userId: closed.id, golfClubId: closedClubId },
    ]);
    await server.db.insert(clubSettings).values([
      { golfClubId: clubId, mailDailySheet: true },
      { golfClubId: emptyClubId, mailDailySheet: true, mailTo: 'accueil@golf-geneve.ch', mailLanguage: 'fr' },
      { golfClubId: quietClubId, mailDailySheet: false },
      // Asks for the sheet, but lists no tee times tomorrow.
      { golfClubId: closedClubId, mailDailySheet: true },
    ]);
    const early = await insertTeeTime(server.db, clubId, { date: sunday, time: '08:00' });
    const later = await insertTeeTime(server.db, clubId, { date: sunday, time: '09:30' });
    await insertTeeTime(server.db, clubId, { date: sunday, time: '10:00' });
    const monday = await insertTeeTime(server.db, clubId, { date: '2027-03-29', time: '08:00' });
    await insertTeeTime(server.db, emptyClubId, { date: sunday, time: '08:00' });
    await insertTeeTime(server.db, quietClubId, { date: sunday, time: '08:00' });
    references = {
      lea: await booking(
        early.id,
        { userId: lea.id, playerCount: 2, totalPrice: 160 },
        { provider: 'club', status: 'pending' },
      ),
      desk: await booking(early.id, { source: 'desk', contactName: 'Hans Gerber', playerCount: 1, totalPrice: 80 }),
      card: await booking(
        later.id,
        { userId: lea.id, playerCount: 2, totalPrice: 150 },
        { provider: 'stripe', status: 'succeeded' },
      ),
      cancelled: await booking(later.id, {
        source: 'desk',
        contactName: 'Otto Storniert',
        status: 'cancelled',
        playerCount: 1,
        totalPrice: 80,
      }),
    };
    await booking(monday.id, { source: 'desk', contactName: 'Monika Montag', playerCount: 1, totalPrice: 80 });
  });
  afterAll(async () => {
    await server.close();
    await inbox.close();
  });

  it('sends nothing before 18:00 in Zurich', async () => {
    expect(await sendDailySheets(server.deps, at('17:59'))).toBe(0);
    expect(await mailsTo(server, inbox, 'anna-sheet@example.ch')).toEqual([]);
  });

  it("lists tomorrow's bookings by time, with golfer, players, reference and whether paid or due, in the admin's language", async () => {
    expect(await sendDailySheets(server.deps, at('18:00'))).toBe(2);
    const [mail] = await mailsTo(server, inbox, 'anna-sheet@example.ch');
    const date = spokenDate(sunday, 'de');
    expect(mail!.subject).toBe(`Startliste von morgen, ${date}: 3 Buchungen`);
    expect(mail!.text).toContain(`Die Buchungen von morgen bei Golfclub Engadin, ${date}:`);
    const lines = mail!.text!.split('\n');
    const first = lines.findIndex((line) => line.startsWith('08:00'));
    expect(lines.slice(first, first + 3)).toEqual([
      `08:00  Lea Muster · 2 Spieler · ${references.lea} · CHF 160.00 am Club zu bezahlen`,
      `08:00  Hans Gerber · 1 Spieler · ${references.desk} · CHF 80.00 am Club zu bezahlen`,
      `09:30  Lea Muster · 2 Spieler · ${references.card} · CHF 150.00 mit Karte bezahlt`,
    ]);
    expect(mail!.text).toContain('3 Buchungen, insgesamt 5 Spieler.');
    expect(mail!.text).not.toContain(references.cancelled);
    expect(mail!.text).not.toContain('Monika Montag');
  });

  it('says so when nobody booked yet, in the language chosen for the address the club gave', async () => {
    const [mail] = await mailsTo(server, inbox, 'accueil@golf-geneve.ch');
    expect(mail!.subject).toBe(`Départs de demain, ${spokenDate(sunday, 'fr')}\u00a0: 0 réservation`);
    expect(mail!.text).toContain('Aucune réservation pour demain pour l’instant.');
  });

  it('mails no club that did not ask or has no tee times tomorrow, and no club twice, however often the job runs', async () => {
    expect(await mailsTo(server, inbox, 'quiet-sheet@example.ch')).toEqual([]);
    expect(await mailsTo(server, inbox, 'closed-sheet@example.ch')).toEqual([]);
    const sent = inbox.received.length;
    const runs = await Promise.all([
      sendDailySheets(server.deps, at('18:00')),
      sendDailySheets(server.deps, at('18:15')),
      sendDailySheets(server.deps, at('23:45')),
    ]);
    expect(runs).toEqual([0, 0, 0]);
    await mailsTo(server, inbox, 'anna-sheet@example.ch');
    expect(inbox.received).toHaveLength(sent);
  });
});
