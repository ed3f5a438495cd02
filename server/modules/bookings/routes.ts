import { z } from 'zod';
import { bookingSchema, createBookingSchema, idempotencyKeySchema } from '../../../contract/bookings';
import { languageSchema, uuidSchema } from '../../../contract/common';
import type { Deps } from '../../http/deps';
import { parseInput, route } from '../../http/route';
import { bookingCalendar, cancelBooking, createBooking, getBooking, listBookings } from './service';

export function bookingRoutes({ database }: Deps) {
  const { db } = database;
  return [
    route(
      {
        method: 'post',
        path: '/api/bookings',
        summary: 'Book places on a tee time (send an Idempotency-Key header: a retry replays the first answer)',
        tag: 'bookings',
        access: 'user',
        body: createBookingSchema,
        responses: { 201: bookingSchema, 409: null },
      },
      async ({ c, user, body }) => {
        const header = c.req.header('idempotency-key');
        const key = header === undefined ? undefined : parseInput(idempotencyKeySchema, header, 'Idempotency-Key');
        return c.json(await createBooking(db, user!.id, body, key, new Date()), 201);
      },
    ),
    route(
      { method: 'get', path: '/api/me/bookings', summary: 'Own bookings, newest round first', tag: 'bookings', access: 'user', responses: { 200: z.array(bookingSchema) } },
      async ({ c, user }) => c.json(await listBookings(db, user!.id, new Date())),
    ),
    route(
      { method: 'get', path: '/api/bookings/:id', summary: 'One own booking (another user gets 404)', tag: 'bookings', access: 'user', params: z.object({ id: uuidSchema }), responses: { 200: bookingSchema, 404: null } },
      async ({ c, user, params }) => c.json(await getBooking(db, user!.id, params.id, new Date())),
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
        responses: { 200: null, 404: null },
      },
      async ({ c, user, params, query }) =>
        c.body(await bookingCalendar(db, user!.id, params.id, query.lang, new Date()), 200, {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="tee-time-${params.id.slice(0, 8)}.ics"`,
        }),
    ),
    route(
      {
        method: 'post',
        path: '/api/bookings/:id/cancel',
        summary: "Cancel an own booking before the round (free until the club's cancellation hours); the places return at once",
        tag: 'bookings',
        access: 'user',
        params: z.object({ id: uuidSchema }),
        responses: { 200: bookingSchema, 404: null, 409: null },
      },
      async ({ c, user, params }) => c.json(await cancelBooking(db, user!.id, params.id, new Date())),
    ),
  ];
}
