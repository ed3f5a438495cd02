import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unreadCountQuery } from '../api';

/** The navigation's way to /notifications, with the number of unread ones. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useQuery(unreadCountQuery).data?.unreadCount ?? 0;
  return (
    <Link
      to="/notifications"
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-fairway-50 hover:text-fairway-900"
      aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('nav.notifications')}
    >
      <Bell className="h-5 w-5" aria-hidden="true" />
      {unread > 0 ? (
        <span
          data-testid="unread-count"
          className="absolute right-1 top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
          aria-hidden="true"
        >
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
