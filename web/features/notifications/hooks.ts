import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markAllRead, notificationKeys, notificationsQuery } from './api';

/** Every booking change adds a notification: what made one asks for the list and the badge again. */
export function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** The golfer's notifications, newest first; seen ones count as read, and the badge follows at once. */
export function useNotificationsMarkedRead() {
  const queryClient = useQueryClient();
  const list = useQuery(notificationsQuery);
  const { mutate: markRead } = useMutation({
    mutationFn: markAllRead,
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.unread, answer),
  });
  const unread = list.data?.unreadCount ?? 0;
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);
  return list;
}
