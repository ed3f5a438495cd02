import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate, zurichTime } from '../../../contract/zurich-time';
import type { MysteryDeal } from '../../../contract/mystery';
import { bookings, mysteryDealInstances, notifications, paymentEvents, payments, teeTimes } from '../../db/schema';
import { spokenDate } from '../../mail/booking-templates';
import { runHousekeeping } from '../../jobs/housekeeping';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertMysteryRegion, insertTeeTime } from '../../test/builders';
import {
  checkoutCompleted,
  signedStripeEvent,
  startFakeStripe,
  STRIPE_TEST_WEBHOOK_SECRET,
} from '../../test/fake-stripe';
import { createTestServer, json, type TestServer } from '../../test/test-server';

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let server: TestServer;
let anna: string;
let ben: string;
let clubId: string;
let minute = 0;
const inThreeDays = addDays(zurichDate(new Date()), 3);

async function teeTime(values: Partial<typeof teeTimes.$inferInsert> = {}) {
  minute += 1;
  return insertTeeTime(server.db, clubId, {
    date: inThreeDays,
    time: `14:${String(minute).padStart(2, '0')}`,
    discountedPrice: 60.5,
    originalPrice: 80,
    ...values,
  });
}

const book = (cookie: string, body: unknown, key?: string) =>
  server.request('/api/bookings', {
    method: 'POST',
    ...json(body, { cookie, ...(key ? { 'idempotency-key': key } : {}) }),
  });
const checkout = (cookie: string, id: string, key?: string) =>
  server.request(`/api/bookings/${id}/checkout`, {
    method: 'POST',
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });
const webhook = ({ payload, signature }: { payload: string; signature: string }) =>
  server.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
const read = async (cookie: string, id: string) =>
  (await server.request(`/api/bookings/${id}`, { headers: { cookie } })).json();
const bookedPlayers = async (id: string) =>
  (await server.db.select().from(teeTimes).where(eq(teeTimes.id, id)))[0]!.bookedPlayers;
const notificationTypesOf = async (bookingId: string) =>
  (await server.db.select().from(notifications).where(eq(notifications.bookingId, bookingId)))
    .map((row) => row.type)
    .sort();

/** Books and pays through the webhook; answers the confirmed booking. */
async function paidBooking(
  cookie: string,
  time: { id: string },
  players: number,
  terms: { acceptLateCancellation?: boolean } = {},
) {
  const booking = await (await book(cookie, { teeTimeId: time.id, playerCount: players, ...terms })).json();
  await checkout(cookie, booking.id);
  await webhook(checkoutCompleted(`evt_paid_${booking.id}`, booking.id, Math.round(booking.totalPrice * 100)));
  return read(cookie, booking.id);
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await createTestServer({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  anna = await verifiedUser(server, 'anna-pay@example.ch');
  ben = await verifiedUser(server, 'ben-pay@example.ch');
  clubId = (await insertClub(server.db, { name: 'Golf Club Lugano' })).id;
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

describe('paying by card through Stripe Checkout', () => {
  it('tells the web app that golfers pay by card', async () => {
    expect((await (await server.request('/api/config')).json()).payments).toBe('stripe');
  });

  it('holds the places of an unpaid booking for 15 minutes and confirms nothing before Stripe says it is paid', async () => {
    const time = await teeTime();
    const before = Date.now();
    const booking = await (await book(anna, { teeTimeId: time.id, playerCount: 2 })).json();
    expect(booking).toMatchObject({ status: 'pending', payment: null });
    const holdMinutes = (Date.parse(booking.holdExpiresAt) - before) / 60_000;
    expect(holdMinutes).toBeGreaterThan(14.9);
    expect(holdMinutes).toBeLessThan(15.1);
    expect(await bookedPlayers(time.id)).toBe(2);

    const response = await checkout(anna, booking.id, 'checkout-click-0001');
    expect(response.status).toBe(200);
    const { url } = await response.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const [call] = stripe
      .callsTo('/v1/checkout/sessions')
      .filter((candidate) => candidate.form.get('metadata[bookingId]') === booking.id);
    expect(call!.idempotencyKey).toBe(`checkout-${booking.id}`);
    expect(call!.form.get('line_items[0][price_data][currency]')).toBe('chf');
    expect(call!.form.get('line_items[0][price_data][unit_amount]')).toBe('12100');
    expect(call!.form.get('success_url')).toBe(`http://localhost:3000/payment-success?booking=${booking.id}`);
    expect(await read(anna, booking.id)).toMatchObject({
      status: 'pending',
      payment: { method: 'card', status: 'awaiting_payment', amount: 121 },
    });
  });

  it('opens one checkout however often the golfer clicks: same key replays, a new key finds the same Stripe session', async () => {
    const booking = await (await book(anna, { teeTimeId: (await teeTime()).id, playerCount: 1 })).json();
    const answers = await Promise.all([
      checkout(anna, booking.id, 'pay-twice-0001'),
      checkout(anna, booking.id, 'pay-twice-0001'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    const again = await (await checkout(anna, booking.id, 'pay-twice-0002')).json();
    for (const body of bodies) expect(body.url).toBe(again.url);
    const keys = new Set(
      stripe
        .callsTo('/v1/checkout/sessions')
        .filter((call) => call.form.get('metadata[bookingId]') === booking.id)
        .map((call) => call.idempotencyKey),
    );
    expect([...keys]).toEqual([`checkout-${booking.id}`]);
    expect(await server.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(1);
  });

  it('confirms a booking only through a correctly signed webhook, and applies each event once', async () => {
    const time = await teeTime();
    const booking = await (await book(anna, { teeTimeId: time.id, playerCount: 2 })).json();
    await checkout(anna, booking.id);
    const paid = checkoutCompleted('evt_paid_once', booking.id, 12100, 'pi_test_once');

    const forged = await webhook({
      payload: paid.payload,
      signature: signedStripeEvent({ id: 'x', type: 'x', data: { object: {} } }, 'whsec_someone_else').signature,
    });
    expect(forged.status).toBe(400);
    const tampered = await webhook({ payload: paid.payload.replace('12100', '100'), signature: paid.signature });
    expect(tampered.status).toBe(400);
    expect((await read(anna, booking.id)).status).toBe('pending');

    const first = await webhook(paid);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, applied: true });
    const redelivered = await webhook(paid);
    expect(await redelivered.json()).toEqual({ received: true, applied: false });

    expect(await read(anna, booking.id)).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
      payment: { method: 'card', status: 'paid', amount: 121 },
    });
    const charges = await server.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(charges).toMatchObject([{ kind: 'charge', status: 'succeeded', providerChargeId: 'pi_test_once' }]);
    expect(await notificationTypesOf(booking.id)).toEqual(['booking_confirmed', 'payment_received']);
    expect(
      await server.db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, 'evt_paid_once')),
    ).toHaveLength(1);
    expect(await bookedPlayers(time.id)).toBe(2);
  });

  it('applies an event delivered ten times at once exactly once', async () => {
    const booking = await (await book(ben, { teeTimeId: (await teeTime()).id, playerCount: 1 })).json();
    const paid = checkoutCompleted('evt_storm', booking.id, 6050);
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(paid)));
    const applied = await Promise.all(answers.map(async (answer) => (await answer.json()).applied));
    expect(applied.filter(Boolean)).toHaveLength(1);
    expect(await notificationTypesOf(booking.id)).toEqual(['booking_confirmed', 'payment_received']);
  });

  it('frees the places of a hold that lapsed, and refuses to open its payment', async () => {
    const time = await teeTime();
    const booking = await (await book(anna, { teeTimeId: time.id, playerCount: 4 })).json();
    expect((await book(ben, { teeTimeId: time.id, playerCount: 1 })).status).toBe(409);
    await runHousekeeping(server.deps, new Date(Date.now() + 16 * 60_000));
    expect(await bookedPlayers(time.id)).toBe(0);
    expect((await read(anna, booking.id)).status).toBe('expired');
    const late = await checkout(anna, booking.id);
    expect(late.status).toBe(409);
    expect((await late.json()).error.code).toBe('hold_expired');
    expect((await book(ben, { teeTimeId: time.id, playerCount: 4 })).status).toBe(201);
  });

  it('lets a new booking take the places of a lapsed hold even before housekeeping ran', async () => {
    const time = await teeTime();
    const lapsed = await (await book(anna, { teeTimeId: time.id, playerCount: 4 })).json();
    await server.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, lapsed.id));
    expect((await book(ben, { teeTimeId: time.id, playerCount: 3 })).status).toBe(201);
    expect(await bookedPlayers(time.id)).toBe(3);
    expect((await read(anna, lapsed.id)).status).toBe('expired');
  });

  it('confirms a payment that arrives after the hold lapsed when the places are still free', async () => {
    const time = await teeTime();
    const booking = await (await book(anna, { teeTimeId: time.id, playerCount: 2 })).json();
    await runHousekeeping(server.deps, new Date(Date.now() + 16 * 60_000));
    expect(await bookedPlayers(time.id)).toBe(0);
    await webhook(checkoutCompleted('evt_late_free', booking.id, 12100));
    expect((await read(anna, booking.id)).status).toBe('confirmed');
    expect(await bookedPlayers(time.id)).toBe(2);
  });

  it('refunds a payment that arrives after the hold lapsed and the places were sold', async () => {
    const time = await teeTime();
    const booking = await (await book(anna, { teeTimeId: time.id, playerCount: 2 })).json();
    await runHousekeeping(server.deps, new Date(Date.now() + 16 * 60_000));
    await paidBooking(ben, time, 4);
    await webhook(checkoutCompleted('evt_late_sold', booking.id, 12100, 'pi_test_late_sold'));
    expect(await read(anna, booking.id)).toMatchObject({
      status: 'expired',
      payment: { status: 'refunded', amount: 121 },
    });
    const [refund] = stripe
      .callsTo('/v1/refunds')
      .filter((call) => call.form.get('payment_intent') === 'pi_test_late_sold');
    expect(refund!.idempotencyKey).toBe(`refund-${booking.id}`);
    expect(refund!.form.get('amount')).toBe('12100');
    expect(await bookedPlayers(time.id)).toBe(4);
    expect(await notificationTypesOf(booking.id)).toEqual(['booking_expired', 'payment_received', 'payment_refunded']);
  });

  it('sends a golfer whose booking is paid to the confirmation instead of a second payment', async () => {
    const paid = await paidBooking(anna, await teeTime(), 1);
    const sessionsBefore = stripe.callsTo('/v1/checkout/sessions').length;
    const answer = await checkout(anna, paid.id, 'after-paid-0001');
    expect(await answer.json()).toEqual({ url: `http://localhost:3000/payment-success?booking=${paid.id}` });
    expect(stripe.callsTo('/v1/checkout/sessions')).toHaveLength(sessionsBefore);
  });

  it('refunds a free cancellation through Stripe and keeps the money of a late one', async () => {
    const free = await paidBooking(anna, await teeTime(), 2);
    const cancelled = await (
      await server.request(`/api/bookings/${free.id}/cancel`, { method: 'POST', headers: { cookie: anna } })
    ).json();
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      payment: { method: 'card', status: 'refunded', amount: 121 },
    });
    expect(stripe.callsTo('/v1/refunds').filter((call) => call.idempotencyKey === `refund-${free.id}`)).toHaveLength(1);

    const inThreeHours = new Date(Date.now() + 3 * 3_600_000);
    const late = await paidBooking(
      anna,
      await insertTeeTime(server.db, clubId, { date: zurichDate(inThreeHours), time: zurichTime(inThreeHours) }),
      1,
      { acceptLateCancellation: true },
    );
    expect(late.cancellation.free).toBe(false);
    const kept = await (
      await server.request(`/api/bookings/${late.id}/cancel`, { method: 'POST', headers: { cookie: anna } })
    ).json();
    expect(kept).toMatchObject({ status: 'cancelled', payment: { status: 'paid' } });
    expect(stripe.callsTo('/v1/refunds').filter((call) => call.idempotencyKey === `refund-${late.id}`)).toHaveLength(0);
  });

  it('retries a refund Stripe could not make, and never refunds twice', async () => {
    const booking = await paidBooking(ben, await teeTime(), 1);
    stripe.setRefundsFailing(true);
    const cancelled = await (
      await server.request(`/api/bookings/${booking.id}/cancel`, { method: 'POST', headers: { cookie: ben } })
    ).json();
    stripe.setRefundsFailing(false);
    expect(cancelled.payment.status).toBe('refund_pending');
    await runHousekeeping(server.deps, new Date());
    await runHousekeeping(server.deps, new Date());
    expect((await read(ben, booking.id)).payment.status).toBe('refunded');
    const refunds = await server.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, 'refund')));
    expect(refunds).toMatchObject([{ status: 'succeeded' }]);
    expect(
      new Set(
        stripe
          .callsTo('/v1/refunds')
          .filter((call) => call.form.get('metadata[bookingId]') === booking.id)
          .map((call) => call.idempotencyKey),
      ),
    ).toEqual(new Set([`refund-${booking.id}`]));
  });

  it('never sells more places than a tee time has while holds wait for payment', async () => {
    const time = await teeTime();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => book(index % 2 ? anna : ben, { teeTimeId: time.id, playerCount: 1 })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(46);
    expect(await bookedPlayers(time.id)).toBe(4);
  });
});

describe('when Stripe cannot be reached', () => {
  it('answers 503 for the checkout and keeps the places held for a retry', async () => {
    const down = await createTestServer({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const cookie = await verifiedUser(down, 'stripe-down@example.ch');
      const club = await insertClub(down.db, { name: 'Golfclub Offline' });
      const time = await insertTeeTime(down.db, club.id, { date: inThreeDays, time: '10:00' });
      const booking = await (
        await down.request('/api/bookings', {
          method: 'POST',
          ...json({ teeTimeId: time.id, playerCount: 2 }, { cookie }),
        })
      ).json();
      const answer = await down.request(`/api/bookings/${booking.id}/checkout`, {
        method: 'POST',
        headers: { cookie },
      });
      expect(answer.status).toBe(503);
      expect((await answer.json()).error.code).toBe('service_unavailable');
      const after = await (await down.request(`/api/bookings/${booking.id}`, { headers: { cookie } })).json();
      expect(after).toMatchObject({ status: 'pending', payment: null });
    } finally {
      await down.close();
    }
  });
});

describe('paying a mystery deal by card', () => {
  let others: { id: string }[];
  beforeAll(async () => {
    others = [
      await insertClub(server.db, { name: 'Golf Gerre Losone' }),
      await insertClub(server.db, { name: 'Golf Locarno' }),
    ];
  });

  /** A deal of a surprise tee time of Golf Club Lugano, at `time` in three days. */
  async function mysteryDeal(time: string) {
    await insertMysteryRegion(server.db, 'Ticino', [clubId, ...others.map((other) => other.id)], inThreeDays, time);
    await server.db
      .update(teeTimes)
      .set({ isSurpriseDeal: true })
      .where(and(eq(teeTimes.golfClubId, clubId), eq(teeTimes.date, inThreeDays), eq(teeTimes.time, time)));
    const deals: MysteryDeal[] = await (
      await server.request(`/api/mystery-deals?region=Ticino&date=${inThreeDays}`)
    ).json();
    const [instance] = await server.db
      .select()
      .from(mysteryDealInstances)
      .where(
        sql`${mysteryDealInstances.teeTimeId} = (select id from tee_times where golf_club_id = ${clubId} and date = ${inThreeDays} and time = ${time})`,
      );
    return { deal: deals.find((deal) => deal.id === instance!.publicId)!, teeTimeId: instance!.teeTimeId };
  }
  const bookDeal = (dealId: string) =>
    server.request(`/api/mystery-deals/${dealId}/bookings`, {
      method: 'POST',
      ...json({ playerCount: 1 }, { cookie: anna }),
    });
  const namesTheClub = (answer: unknown, teeTimeId: string) =>
    JSON.stringify(answer).includes('Lugano') || JSON.stringify(answer).includes(teeTimeId);

  it('names the region, day and window on the payment page, and reveals the club and time only once paid', async () => {
    const { deal, teeTimeId } = await mysteryDeal('10:00');
    const booking = await (await bookDeal(deal.id)).json();
    expect(booking).toMatchObject({
      status: 'pending',
      isMystery: true,
      club: null,
      teeTime: { id: null, time: null, date: inThreeDays },
      mystery: { region: 'Ticino', timeWindow: deal.timeWindow },
    });
    expect(namesTheClub(booking, teeTimeId)).toBe(false);

    expect((await checkout(anna, booking.id)).status).toBe(200);
    const [call] = stripe
      .callsTo('/v1/checkout/sessions')
      .filter((candidate) => candidate.form.get('metadata[bookingId]') === booking.id);
    expect(call!.form.get('line_items[0][price_data][product_data][name]')).toBe(
      `Mystery tee time, Ticino, ${spokenDate(inThreeDays, 'en')}, ${deal.timeWindow.start}–${deal.timeWindow.end} · 1×`,
    );
    expect(namesTheClub(await read(anna, booking.id), teeTimeId)).toBe(false);
    const mine: { id: string }[] = await (
      await server.request('/api/me/bookings', { headers: { cookie: anna } })
    ).json();
    expect(
      namesTheClub(
        mine.find((other) => other.id === booking.id),
        teeTimeId,
      ),
    ).toBe(false);
    expect(
      (await server.request(`/api/bookings/${booking.id}/calendar.ics`, { headers: { cookie: anna } })).status,
    ).toBe(409);

    await webhook(checkoutCompleted(`evt_mystery_${booking.id}`, booking.id, Math.round(booking.totalPrice * 100)));
    expect(await read(anna, booking.id)).toMatchObject({
      status: 'confirmed',
      club: { name: 'Golf Club Lugano' },
      teeTime: { id: teeTimeId, time: '10:00' },
    });
    const facts = (await server.db.select().from(notifications).where(eq(notifications.bookingId, booking.id))).map(
      (row) => row.data,
    );
    expect(facts).toEqual([
      expect.objectContaining({ club: 'Golf Club Lugano', time: '10:00' }),
      expect.objectContaining({ club: 'Golf Club Lugano', time: '10:00' }),
    ]);
    expect(
      (await server.request(`/api/bookings/${booking.id}/calendar.ics`, { headers: { cookie: anna } })).status,
    ).toBe(200);
  });

  it('never reveals a hold that lapsed unpaid: leaving the payment page shows nothing more than the deal did', async () => {
    const { deal, teeTimeId } = await mysteryDeal('13:00');
    const booking = await (await bookDeal(deal.id)).json();
    await checkout(anna, booking.id);
    await runHousekeeping(server.deps, new Date(Date.now() + 16 * 60_000));
    const lapsed = await read(anna, booking.id);
    expect(lapsed).toMatchObject({ status: 'expired', club: null, teeTime: { time: null } });
    const facts = (await server.db.select().from(notifications).where(eq(notifications.bookingId, booking.id))).map(
      (row) => row.data,
    );
    expect(namesTheClub(facts, teeTimeId)).toBe(false);
  });
});
