import { z } from 'zod';
import { bookingSchema } from '../../../contract/bookings';
import { uuidSchema } from '../../../contract/common';
import { bookMysteryDealSchema, mysteryDealSchema } from '../../../contract/mystery';
import type { Deps } from '../../http/deps';
import { idempotencyKeyOf } from '../../http/idempotency';
import { route } from '../../http/route';
import { allRegions } from './repo';
import { bookMysteryDeal, getMysteryDeal, listMysteryDeals } from './service';

export function mysteryRoutes(deps: Deps) {
  const dealParams = z.object({ id: uuidSchema });
  return [
    route(
      {
        method: 'get',
        path: '/api/mystery-deals',
        summary: 'The next ten mystery deals with open places: region, possible clubs, a 60-minute window, price; never the club or the exact time',
        tag: 'mystery',
        access: 'public',
        responses: { 200: z.array(mysteryDealSchema) },
      },
      async ({ c }) => c.body(await deps.answers.json(JSON.stringify(['mystery']), () => listMysteryDeals(deps, deps.clock())), 200, { 'content-type': 'application/json; charset=utf-8' }),
    ),
    route(
      { method: 'get', path: '/api/mystery-regions', summary: 'The regions clubs are grouped in', tag: 'mystery', access: 'public', responses: { 200: z.array(z.string()) } },
      async ({ c }) => c.json(await allRegions(deps.database.db)),
    ),
    route(
      { method: 'get', path: '/api/mystery-deals/:id', summary: 'One mystery deal while it can be booked', tag: 'mystery', access: 'public', params: dealParams, responses: { 200: mysteryDealSchema, 404: null } },
      async ({ c, params }) => c.json(await getMysteryDeal(deps, params.id, deps.clock())),
    ),
    route(
      {
        method: 'post',
        path: '/api/mystery-deals/:id/bookings',
        summary: 'Book a mystery deal (send an Idempotency-Key header); the answer reveals the club and the exact time',
        tag: 'mystery',
        access: 'user',
        params: dealParams,
        body: bookMysteryDealSchema,
        responses: { 201: bookingSchema, 404: null, 409: null },
      },
      async ({ c, user, params, body }) => c.json(await bookMysteryDeal(deps, user!, params.id, body, idempotencyKeyOf(c), deps.clock()), 201),
    ),
  ];
}
