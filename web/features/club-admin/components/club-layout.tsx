import { CalendarDays, ClipboardList, LayoutDashboard, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { ClubAdminGate } from './club-admin-gate';

const links = [
  { to: '/golf-club/dashboard', label: 'clubAdmin.nav.dashboard', icon: LayoutDashboard },
  { to: '/golf-club/tee-times', label: 'clubAdmin.nav.teeTimes', icon: CalendarDays },
  { to: '/golf-club/bookings', label: 'clubAdmin.nav.bookings', icon: ClipboardList },
  { to: '/golf-club/settings', label: 'clubAdmin.nav.settings', icon: Settings },
] as const;

/** A page of the club area behind the club admin gate: the club's name, its sections, and the page for the club. */
export function ClubPage({ title, children }: { title: string; children: (clubId: string) => ReactNode }) {
  return <ClubAdminGate>{(club) => <ClubLayout clubName={club.clubName} title={title}>{children(club.clubId)}</ClubLayout>}</ClubAdminGate>;
}

function ClubLayout({ clubName, title, children }: { clubName: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-fairway-700">{clubName}</p>
      <div className="mt-1 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <h1 className="text-3xl font-extrabold tracking-tight text-fairway-950">{title}</h1>
        <nav aria-label={t('clubAdmin.nav.label')} className="flex flex-wrap gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200">
          {links.map(({ to, label, icon: Icon }) => (
            <NavLink key={to} to={to} className={({ isActive }) => cn('flex min-h-11 items-center gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-fairway-50', isActive && 'bg-fairway-700 text-white hover:bg-fairway-700')}>
              <Icon className="h-4 w-4" aria-hidden="true" />
              {t(label)}
            </NavLink>
          ))}
        </nav>
      </div>
      <div className="mt-6">{children}</div>
    </main>
  );
}
