import {
  BellOff,
  CalendarCheck,
  CalendarClock,
  CalendarX,
  Clock,
  CreditCard,
  RotateCcw,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification, NotificationType } from '../../../contract/notifications';
import { PageLoading } from '../../components/page-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { formatChf, formatInstant, formatWeekday } from '../../lib/format';
import { useNotificationsMarkedRead } from '../../features/notifications/hooks';

const icons: Record<NotificationType, LucideIcon> = {
  booking_confirmed: CalendarCheck,
  booking_cancelled: CalendarX,
  payment_received: CreditCard,
  payment_refunded: RotateCcw,
  booking_expired: Clock,
  booking_reminder: CalendarCheck,
  booking_moved: CalendarClock,
  booking_cancelled_by_club: CalendarX,
  booking_players_changed: Users,
};

/** /notifications: what happened to the golfer's bookings, newest first. Seen ones count as read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const list = useNotificationsMarkedRead();

  if (list.isPending) return <PageLoading />;
  return (
    <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-fairway-950">{t('notifications.title')}</h1>
      {list.isError ? (
        <Card className="mt-6 p-6 text-center">
          <p role="alert" className="text-red-800">
            {t('notifications.loadError')}
          </p>
          <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
            {t('notifications.retry')}
          </Button>
        </Card>
      ) : list.data.items.length === 0 ? (
        <Card className="mt-6 flex flex-col items-center gap-3 p-10 text-center">
          <BellOff className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <h2 className="text-lg font-bold">{t('notifications.emptyTitle')}</h2>
          <p className="max-w-sm text-slate-600">{t('notifications.emptyBody')}</p>
        </Card>
      ) : (
        <ul className="mt-6 space-y-3">
          {list.data.items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation();
  const { data } = notification;
  const Icon = icons[notification.type];
  const content = (
    <Card
      className={cn(
        'flex gap-4 p-4 transition hover:border-fairway-300',
        !notification.read && 'border-fairway-300 bg-fairway-50',
      )}
    >
      <Icon className="mt-0.5 h-6 w-6 shrink-0 text-fairway-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {t(`notifications.types.${notification.type}.title`)}
          {notification.read ? null : (
            <span className="rounded-full bg-fairway-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t('notifications.new')}
            </span>
          )}
        </p>
        <p className="text-sm text-slate-700">
          {t(`notifications.types.${notification.type}.body`, {
            amount: formatChf(data.amount),
            reason: data.reason ?? '',
            previous: data.previous
              ? `${formatWeekday(data.previous.date, i18n.language, 'short')} ${data.previous.time}`
              : '',
          })}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {data.club} · {formatWeekday(data.date, i18n.language, 'short')} · {data.time} ·{' '}
          {t('booking.playerCount', { count: data.players })}
        </p>
        <p className="mt-1 text-xs text-slate-500">{formatInstant(notification.createdAt, i18n.language)}</p>
      </div>
    </Card>
  );
  return notification.bookingId ? (
    <Link to={`/booking/${notification.bookingId}`} className="block rounded-2xl">
      {content}
    </Link>
  ) : (
    content
  );
}
