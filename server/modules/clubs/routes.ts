import type { Context } from 'hono';
import { z } from 'zod';
import {
  clubDateQuerySchema,
  clubDetailQuerySchema,
  clubDetailSchema,
  clubParamsSchema,
  clubSummarySchema,
  clubsQuerySchema,
  teeTimeDetailSchema,
} from '../../../contract/clubs';
import { searchQuerySchema } from '../../../contract/search';
import { cachedJsonAnswer } from '../../http/answer-cache';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { clubDetail, clubTeeTimes, listClubs, searchTeeTimes, teeTimeDetail } from './service';

export function clubRoutes({ database, answers, clock }: Deps) {
  const { db, reads } = database;
  /** Tee-sheet reads are the same for every signed-in golfer (and for every visitor): reused for a few seconds. */
  const cached = <T>(c: Context, key: unknown[], signedIn: boolean, compute: () => Promise<T>) =>
    cachedJsonAnswer(c, answers, [...key, signedIn], compute);
  return [
    route(
      {
        method: 'get',
        path: '/api/clubs',
        summary: 'Clubs (featured=true for the carousel), each with its tee times of the date, in one request',
        tag: 'clubs',
        access: 'optionalUser',
        query: clubsQuerySchema,
        responses: { 200: z.array(clubSummarySchema) },
      },
      ({ c, query, user }) =>
        cached(c, ['clubs', query.date, query.featured, query.players], user !== null, () =>
          listClubs(reads, {
            date: query.date,
            featuredOnly: query.featured === 'true',
            players: query.players,
            signedIn: user !== null,
            now: clock(),
          }),
        ),
    ),
    route(
      {
        method: 'get',
        path: '/api/tee-times/search',
        summary:
          'Clubs with their tee times matching date, cantons (regions), time of day and holes; only times with open slots',
        tag: 'clubs',
        access: 'optionalUser',
        query: searchQuerySchema,
        responses: { 200: z.array(clubSummarySchema) },
      },
      ({ c, query, user }) =>
        cached(c, ['search', query], user !== null, () =>
          searchTeeTimes(reads, query, { signedIn: user !== null, now: clock() }),
        ),
    ),
    route(
      {
        method: 'get',
        path: '/api/tee-times/:id',
        summary: 'One bookable tee time with its club and booking policy',
        tag: 'clubs',
        access: 'user',
        params: clubParamsSchema,
        responses: { 200: teeTimeDetailSchema, 404: null },
      },
      async ({ c, params }) => c.json(await teeTimeDetail(db, params.id, clock())),
    ),
    route(
      {
        method: 'get',
        path: '/api/clubs/:id',
        summary:
          "One club, with its own texts (description, directions, notes) in the reader's language (lang) or a fallback",
        tag: 'clubs',
        access: 'public',
        params: clubParamsSchema,
        query: clubDetailQuerySchema,
        responses: { 200: clubDetailSchema, 404: null },
      },
      async ({ c, params, query }) => c.json(await clubDetail(db, params.id, query.lang)),
    ),
    route(
      {
        method: 'get',
        path: '/api/clubs/:id/tee-times',
        summary: "A club's bookable tee times of one date",
        tag: 'clubs',
        access: 'optionalUser',
        params: clubParamsSchema,
        query: clubDateQuerySchema,
        responses: { 200: clubSummarySchema, 404: null },
      },
      ({ c, params, query, user }) =>
        cached(c, ['club-day', params.id, query.date, query.players], user !== null, () =>
          clubTeeTimes(db, params.id, query.date, { players: query.players, signedIn: user !== null, now: clock() }),
        ),
    ),
  ];
}
