import { z } from 'zod';
import {
  CALENDAR_REFRESH_MINUTES,
  calendarFeedInputSchema,
  calendarReadSchema,
  clubCalendarSchema,
} from '../../../contract/calendar-feeds';
import { uuidSchema } from '../../../contract/common';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { clubCalendar, previewCalendar, readClubCalendarNow, subscribeCalendar, unsubscribeCalendar } from './service';

/** A club's calendar of blocked times (iCalendar): previewed, subscribed to, read again, ended. */
export function calendarFeedRoutes(deps: Deps) {
  const club = z.object({ clubId: uuidSchema });
  const base = '/api/clubs/:clubId/admin/calendar';
  return [
    route(
      {
        method: 'get',
        path: base,
        summary: "The club's calendar of blocked times, if any: its address, last read and what it did",
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: clubCalendarSchema },
      },
      async ({ c, params }) => c.json(await clubCalendar(deps, params.clubId)),
    ),
    route(
      {
        method: 'post',
        path: `${base}/preview`,
        summary:
          'Read a calendar (iCalendar) and say which tee times its events would block, leave open for their bookings or reopen; writes nothing',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: calendarFeedInputSchema,
        responses: { 200: calendarReadSchema, 422: null },
      },
      async ({ c, body, actor }) => c.json(await previewCalendar(deps, actor, body)),
    ),
    route(
      {
        method: 'put',
        path: base,
        summary: `Subscribe to a calendar of blocked times (replacing the club's): applied now, then read every ${CALENDAR_REFRESH_MINUTES} minutes`,
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: calendarFeedInputSchema,
        responses: { 200: clubCalendarSchema, 422: null },
      },
      async ({ c, body, actor }) => c.json(await subscribeCalendar(deps, actor, body)),
    ),
    route(
      {
        method: 'post',
        path: `${base}/read`,
        summary: "Read the club's calendar now; a failure is kept on it and shown",
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: clubCalendarSchema },
      },
      async ({ c, actor }) => c.json(await readClubCalendarNow(deps, actor)),
    ),
    route(
      {
        method: 'delete',
        path: base,
        summary: 'End the subscription: the tee times the calendar blocked are reopened',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: z.object({ reopened: z.number() }) },
      },
      async ({ c, actor }) => c.json(await unsubscribeCalendar(deps, actor)),
    ),
  ];
}
