import { z } from 'zod';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { bestDiscount } from './service';

export function offerRoutes(deps: Deps) {
  return [
    route(
      {
        method: 'get',
        path: '/api/offers/best-discount',
        summary: "The deepest discount that can be booked now (the heroes' 'Up to N% off'), in percent; 0 when nothing can be booked",
        tag: 'clubs',
        access: 'public',
        responses: { 200: z.object({ percent: z.number() }) },
      },
      async ({ c }) =>
        c.body(await deps.answers.json(JSON.stringify(['best-discount']), async () => ({ percent: await bestDiscount(deps, deps.clock()) })), 200, {
          'content-type': 'application/json; charset=utf-8',
        }),
    ),
  ];
}
