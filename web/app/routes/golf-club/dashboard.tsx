import { CalendarDays, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatChf, formatWeekday } from '../../../lib/format';
import { useClubDashboard } from '../../../features/club-admin/hooks';
import { ClubPage } from '../../../features/club-admin/components/club-layout';
import { QueryState } from '../../../components/query-state';

/** /golf-club/dashboard and /golf-club-admin. */
export function DashboardPage() {
  const { t } = useTranslation();
  return <ClubPage title={t('clubAdmin.dashboard.title')}>{(clubId) => <Dashboard clubId={clubId} />}</ClubPage>;
}

function Dashboard({ clubId }: { clubId: string }) {
  const { t, i18n } = useTranslation();
  const dashboard = useClubDashboard(clubId);
  const money = (amount: number) => formatChf(amount);
  return (
    <QueryState query={dashboard}>
      {(data) => (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <Figure
              icon={Users}
              label={t('clubAdmin.dashboard.today')}
              value={`${data.today.bookedPlayers} / ${data.today.places}`}
              note={t('clubAdmin.dashboard.teeTimesToday', { count: data.today.teeTimes })}
            />
            <Figure
              icon={CalendarDays}
              label={t('clubAdmin.dashboard.week')}
              value={money(data.week.revenue)}
              note={t('clubAdmin.dashboard.bookings', { count: data.week.bookings })}
            />
            <Figure
              icon={Wallet}
              label={t('clubAdmin.dashboard.month')}
              value={money(data.month.revenue)}
              note={t('clubAdmin.dashboard.bookings', { count: data.month.bookings })}
            />
          </div>
          <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
            <Card className="p-5">
              <h2 className="text-lg font-bold">{t('clubAdmin.dashboard.upcoming')}</h2>
              {data.upcoming.length === 0 ? (
                <p className="mt-3 text-slate-600">{t('clubAdmin.dashboard.noUpcoming')}</p>
              ) : (
                <ul className="mt-3 divide-y divide-slate-100">
                  {data.upcoming.map((round) => (
                    <li key={round.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                      <span className="font-medium">
                        {formatWeekday(round.date, i18n.language, 'noYear')} · {round.time}
                      </span>
                      <span className="text-slate-700">
                        {round.golfer ?? t('clubAdmin.dashboard.walkIn')} ·{' '}
                        {t('booking.playerCount', { count: round.playerCount })}
                      </span>
                      <span className="font-semibold">{money(round.totalPrice)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <Card className="p-5">
              <h2 className="text-lg font-bold">{t('clubAdmin.dashboard.quickActions')}</h2>
              <div className="mt-3 flex flex-col gap-2">
                <Link to="/golf-club/tee-times" className={buttonVariants({ variant: 'outline' })}>
                  {t('clubAdmin.dashboard.manageTeeTimes')}
                </Link>
                <Link to="/golf-club/bookings" className={buttonVariants({ variant: 'outline' })}>
                  {t('clubAdmin.dashboard.viewBookings')}
                </Link>
              </div>
            </Card>
          </div>
        </div>
      )}
    </QueryState>
  );
}

function Figure({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: typeof Users;
  label: string;
  value: string;
  note: string;
}) {
  return (
    <Card className="p-5">
      <p className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        <Icon className="h-4 w-4" aria-hidden="true" />
        {label}
      </p>
      <p className="mt-2 text-3xl font-extrabold text-fairway-950">{value}</p>
      <p className="text-sm text-slate-600">{note}</p>
    </Card>
  );
}
