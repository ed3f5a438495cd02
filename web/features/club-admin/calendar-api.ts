import { queryOptions } from '@tanstack/react-query';
import type { CalendarFeedInput, CalendarRead, ClubCalendar } from '../../../contract/calendar-feeds';
import { api } from '../../lib/api-client';
import { clubAdminKeys } from './api';

const path = (clubId: string) => `/api/clubs/${clubId}/admin/calendar`;

export const calendarKey = (clubId: string) => [...clubAdminKeys.all(clubId), 'calendar'] as const;

export const clubCalendarQuery = (clubId: string) =>
  queryOptions({
    queryKey: calendarKey(clubId),
    queryFn: ({ signal }) => api<ClubCalendar>(path(clubId), { signal }),
  });
export const previewCalendar = (clubId: string, input: CalendarFeedInput) =>
  api<CalendarRead>(`${path(clubId)}/preview`, { method: 'POST', body: input });
export const subscribeCalendar = (clubId: string, input: CalendarFeedInput) =>
  api<ClubCalendar>(path(clubId), { method: 'PUT', body: input });
export const readCalendarNow = (clubId: string) => api<ClubCalendar>(`${path(clubId)}/read`, { method: 'POST' });
export const unsubscribeCalendar = (clubId: string) => api<{ reopened: number }>(path(clubId), { method: 'DELETE' });
