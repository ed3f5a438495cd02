import { z } from 'zod';
import { cachedJsonAnswer } from '../../http/answer-cache';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { bestDiscount } from './service';

export function offerRoutes(deps: Deps) {
  return [
    route(
      {
        method: 'get',
        path: '/api/offers/best-discount',
        summary:
          "The deepest discount that can be booked now (the heroes' 'Up to N% off'), in percent; 0 when nothing can be booked",
        tag: 'clubs',
        access: 'public',
        responses: { 200: z.object({ percent: z.number() }) },
      },
      ({ c }) =>
        cachedJsonAnswer(c, deps.answers, ['best-discount'], async () => ({
          percent: await bestDiscount(deps, deps.clock()),
        })),
    ),
  ];
}
