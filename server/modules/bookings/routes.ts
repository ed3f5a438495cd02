import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_DAYS,
  bookingSchema,
  changePlayersSchema,
  checkoutSchema,
  createBookingSchema,
} from '../../../contract/bookings';
import { languageSchema, uuidSchema } from '../../../contract/common';
import type { Deps } from '../../http/deps';
import { idempotencyKeyOf } from '../../http/idempotency';
import { route } from '../../http/route';
import { receivePaymentWebhook, startCheckout } from './payment-service';
import { bookingCalendar, cancelBooking, changePlayers, createBooking, getBooking, listBookings } from './service';

export function bookingRoutes(deps: Deps) {
  const { db } = deps.database;
  return [
    route(
      {
        method: 'post',
        path: '/api/bookings',
        summary: `Book places on a tee time (send an Idempotency-Key header: a retry within ${IDEMPOTENCY_KEY_DAYS} days replays the first answer). Paying at the club confirms at once; paying by card holds the places for 15 minutes as \`pending\`.`,
        tag: 'bookings',
        access: 'user',
        body: createBookingSchema,
        responses: { 201: bookingSchema, 404: null, 409: null },
      },
      async ({ c, user, body }) =>
        c.json(await createBooking(deps, user, body, idempotencyKeyOf(c), deps.clock()), 201),
    ),
    route(
      {
        method: 'get',
        path: '/api/me/bookings',
        summary: 'Own bookings, newest round first',
        tag: 'bookings',
        access: 'user',
        responses: { 200: z.array(bookingSchema) },
      },
      async ({ c, user }) => c.json(await listBookings(db, user.id, deps.clock())),
    ),
    route(
      {
        method: 'get',
        path: '/api/bookings/:id',
        summary: 'One own booking (another user gets 404)',
        tag: 'bookings',
        access: 'user',
        params: z.object({ id: uuidSchema }),
        responses: { 200: bookingSchema, 404: null },
      },
      async ({ c, user, params }) => c.json(await getBooking(db, user.id, params.id, deps.clock())),
    ),
    route(
      {
        method: 'patch',
        path: '/api/bookings/:id/players',
        summary:
          'Change who plays on an own booking until its round: the golfer’s own handicap index and Swiss Golf number, the other players by place, the Platzreife confirmed; checked against the club’s rules as a new booking is',
        tag: 'bookings',
        access: 'user',
        params: z.object({ id: uuidSchema }),
        body: changePlayersSchema,
        responses: { 200: bookingSchema, 400: null, 404: null, 409: null },
      },
      async ({ c, user, params, body }) => c.json(await changePlayers(db, user.id, params.id, body, deps.clock())),
    ),
    route(
      {
        method: 'get',
        path: '/api/bookings/:id/calendar.ics',
        summary: 'Calendar file (iCalendar, Europe/Zurich) of an own booking',
        tag: 'bookings',
        access: 'user',
        params: z.object({ id: uuidSchema }),
        query: z.object({ lang: languageSchema.default('en') }),
        responses: { 200: null, 404: null, 409: null },
      },
      async ({ c, user, params, query }) =>
        c.body(await bookingCalendar(db, user.id, params.id, query.lang, deps.clock()), 200, {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="tee-time-${params.id.slice(0, 8)}.ics"`,
        }),
    ),
    route(
      {
        method: 'post',
        path: '/api/bookings/:id/cancel',
        summary:
          "Cancel an own booking before the round (free until the club's cancellation hours); the places return at once",
        tag: 'bookings',
        access: 'user',
        params: z.object({ id: uuidSchema }),
        responses: { 200: bookingSchema, 404: null, 409: null },
      },
      async ({ c, user, params }) => c.json(await cancelBooking(deps, user.id, params.id, deps.clock())),
    ),
    route(
      {
        method: 'post',
        path: '/api/bookings/:id/checkout',
        summary:
          'Open the card payment of an own pending booking (Stripe Checkout); answers the page to send the golfer to. Send an Idempotency-Key header.',
        tag: 'bookings',
        access: 'user',
        params: z.object({ id: uuidSchema }),
        responses: { 200: checkoutSchema, 404: null, 409: null },
      },
      async ({ c, user, params }) =>
        c.json(await startCheckout(deps, user.id, params.id, idempotencyKeyOf(c), deps.clock())),
    ),
    route(
      {
        method: 'post',
        path: '/api/payments/stripe/webhook',
        summary: 'Stripe events (signed with the webhook secret); each event is applied once',
        tag: 'bookings',
        access: 'public',
        responses: { 200: z.object({ received: z.literal(true), applied: z.boolean() }), 400: null, 404: null },
      },
      async ({ c }) => {
        const { applied } = await receivePaymentWebhook(
          deps,
          await c.req.text(),
          c.req.header('stripe-signature'),
          deps.clock(),
        );
        return c.json({ received: true as const, applied });
      },
    ),
  ];
}
