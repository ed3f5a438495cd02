import { queryOptions } from '@tanstack/react-query';
import { UNREAD_COUNT_PATH } from '../../../contract/first-answers';
import type { NotificationList } from '../../../contract/notifications';
import { api } from '../../lib/api-client';

/** Query keys of the golfer's notifications. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};

export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.list,
  queryFn: ({ signal }) => api<NotificationList>('/api/me/notifications', { signal }),
});

/** The navigation badge asks every minute and whenever the window gets focus again. */
export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unread,
  queryFn: ({ signal }) => api<{ unreadCount: number }>(UNREAD_COUNT_PATH, { signal }),
  refetchInterval: 60_000,
});

export const markAllRead = () =>
  api<{ unreadCount: number }>('/api/me/notifications/read', { method: 'POST', body: {} });
