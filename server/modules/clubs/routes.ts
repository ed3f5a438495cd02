import type { Context } from 'hono';
import {
  clubDateQuerySchema,
  clubDetailQuerySchema,
  clubDetailSchema,
  clubPageSchema,
  clubParamsSchema,
  clubSummarySchema,
  clubsQuerySchema,
  teeTimeDetailSchema,
} from '../../../contract/clubs';
import { cantonCountsQuerySchema, cantonCountsSchema, searchQuerySchema } from '../../../contract/search';
import { cachedJsonAnswer } from '../../http/answer-cache';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { lastMinuteDealsSchema } from '../../../contract/last-minute';
import { zurichDate } from '../../../contract/zurich-time';
import { daySheetBytes, loadDaySheet, refreshDaySheet } from './day-sheet';
import {
  clubDetail,
  clubTeeTimes,
  lastMinuteDeals,
  listClubs,
  searchTeeTimes,
  teeTimeDetail,
  teeTimesByCanton,
  type DaySheets,
} from './service';

export function clubRoutes({ database, answers, clock }: Deps) {
  const { db, reads } = database;
  /** Tee-sheet reads are the same for every signed-in golfer (and for every visitor): reused for a few seconds. */
  const cached = <T>(c: Context, key: unknown[], signedIn: boolean, compute: () => Promise<T>) =>
    cachedJsonAnswer(c, answers, [...key, signedIn], compute);
  /**
   * A day's tee sheet, read once for every list of that day for a few seconds (TEE_SHEET_CACHE_MS), and brought
   * up to date from the changed clubs after each write.
   */
  const sheets: DaySheets = (date) =>
    answers.shared(
      `day-sheet ${date}`,
      () => loadDaySheet(reads, date),
      daySheetBytes,
      (stale) => refreshDaySheet(reads, stale),
    );
  return [
    route(
      {
        method: 'get',
        path: '/api/clubs',
        summary:
          'Clubs by name (featured=true for the home page), a page at a time, each with its first open times of the date and how many it has',
        tag: 'clubs',
        access: 'optionalUser',
        query: clubsQuerySchema,
        responses: { 200: clubPageSchema },
      },
      ({ c, query, user }) =>
        cached(c, ['clubs', query], user !== null, () =>
          listClubs(
            sheets,
            { ...query, featuredOnly: query.featured === 'true' },
            { signedIn: user !== null, now: clock() },
          ),
        ),
    ),
    route(
      {
        method: 'get',
        path: '/api/tee-times/search',
        summary:
          'Clubs with tee times matching date, cantons (regions), time of day, holes, players, club name (q), price and discount; a page at a time in the order asked for, each club with its first times and how many it has',
        tag: 'clubs',
        access: 'optionalUser',
        query: searchQuerySchema,
        responses: { 200: clubPageSchema },
      },
      ({ c, query, user }) =>
        cached(c, ['search', query], user !== null, () =>
          searchTeeTimes(sheets, query, { signedIn: user !== null, now: clock() }),
        ),
    ),
    route(
      {
        method: 'get',
        path: '/api/tee-times/cantons',
        summary: 'How many tee times match the search in each canton (its filters of times and club name): the map',
        tag: 'clubs',
        access: 'public',
        query: cantonCountsQuerySchema,
        responses: { 200: cantonCountsSchema },
      },
      ({ c, query }) => cached(c, ['cantons', query], false, () => teeTimesByCanton(sheets, query, clock())),
    ),
    route(
      {
        method: 'get',
        path: '/api/tee-times/last-minute',
        summary:
          "Last-minute deals: today's and tomorrow's deepest discounts across Switzerland that can still be booked, one per club, at most 8",
        tag: 'clubs',
        access: 'user',
        responses: { 200: lastMinuteDealsSchema },
      },
      ({ c }) => {
        const now = clock();
        return cached(c, ['last-minute', zurichDate(now)], true, () => lastMinuteDeals(sheets, now));
      },
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
        summary: "A club's bookable tee times of one date, all of them, with the search's filters of times",
        tag: 'clubs',
        access: 'optionalUser',
        params: clubParamsSchema,
        query: clubDateQuerySchema,
        responses: { 200: clubSummarySchema, 404: null },
      },
      ({ c, params, query, user }) =>
        cached(c, ['club-day', params.id, query], user !== null, () =>
          clubTeeTimes(sheets, params.id, query, { signedIn: user !== null, now: clock() }),
        ),
    ),
  ];
}
