import { z } from 'zod';
import { bookingSchema } from '../../../contract/bookings';
import {
  bookMysteryDealSchema,
  mysteryDealIdSchema,
  mysteryDealSchema,
  mysteryDealsQuerySchema,
  mysteryRegionSchema,
} from '../../../contract/mystery';
import { cachedJsonAnswer } from '../../http/answer-cache';
import type { Deps } from '../../http/deps';
import { idempotencyKeyOf } from '../../http/idempotency';
import { route } from '../../http/route';
import { bookMysteryDeal, getMysteryDeal, listMysteryDeals, mysteryRegions } from './service';

export function mysteryRoutes(deps: Deps) {
  const dealParams = z.object({ id: mysteryDealIdSchema });
  return [
    route(
      {
        method: 'get',
        path: '/api/mystery-deals',
        summary:
          'Mystery deals that can be booked now, of a region and/or a day (at most ten per region and day over the days the search offers): region, possible clubs, a 60-minute window, price; never the club or the exact time',
        tag: 'mystery',
        access: 'public',
        query: mysteryDealsQuerySchema,
        responses: { 200: z.array(mysteryDealSchema) },
      },
      ({ c, query }) =>
        cachedJsonAnswer(c, deps.answers, ['mystery', query.region ?? null, query.date ?? null], () =>
          listMysteryDeals(deps, query, deps.clock()),
        ),
    ),
    route(
      {
        method: 'get',
        path: '/api/mystery-regions',
        summary: 'Every region clubs are grouped in, with the days it has mystery deals on',
        tag: 'mystery',
        access: 'public',
        responses: { 200: z.array(mysteryRegionSchema) },
      },
      ({ c }) => cachedJsonAnswer(c, deps.answers, ['mystery-regions'], () => mysteryRegions(deps, deps.clock())),
    ),
    route(
      {
        method: 'get',
        path: '/api/mystery-deals/:id',
        summary: 'One mystery deal while it can be booked',
        tag: 'mystery',
        access: 'public',
        params: dealParams,
        responses: { 200: mysteryDealSchema, 404: null },
      },
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
      async ({ c, user, params, body }) =>
        c.json(await bookMysteryDeal(deps, user, params.id, body, idempotencyKeyOf(c), deps.clock()), 201),
    ),
  ];
}
