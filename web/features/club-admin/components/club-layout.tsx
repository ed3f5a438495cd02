import {
  Banknote,
  CalendarDays,
  ClipboardList,
  Image,
  Languages,
  LayoutDashboard,
  PlugZap,
  Settings,
  Tags,
  Users,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { ClubAdminGate } from './club-admin-gate';

const links = [
  { to: '/golf-club/dashboard', label: 'clubAdmin.nav.dashboard', icon: LayoutDashboard },
  { to: '/golf-club/tee-times', label: 'clubAdmin.nav.teeTimes', icon: CalendarDays },
  { to: '/golf-club/bookings', label: 'clubAdmin.nav.bookings', icon: ClipboardList },
  { to: '/golf-club/finances', label: 'clubAdmin.nav.finances', icon: Banknote },
  { to: '/golf-club/settings/pricing', label: 'clubAdmin.nav.pricing', icon: Tags },
  { to: '/golf-club/settings', label: 'clubAdmin.nav.settings', icon: Settings, end: true },
  { to: '/golf-club/profile', label: 'clubAdmin.nav.profile', icon: Image },
  { to: '/golf-club/translations', label: 'clubAdmin.nav.translations', icon: Languages },
  { to: '/golf-club/club-management', label: 'clubAdmin.nav.team', icon: Users },
  { to: '/golf-club/connections', label: 'clubAdmin.nav.connections', icon: PlugZap },
] as const;

/** A page of the club area behind the club admin gate: the club's name, its sections, and the page for the club. */
export function ClubPage({ title, children }: { title: string; children: (clubId: string) => ReactNode }) {
  return (
    <ClubAdminGate>
      {(club) => (
        <ClubLayout clubName={club.clubName} title={title}>
          {children(club.clubId)}
        </ClubLayout>
      )}
    </ClubAdminGate>
  );
}

function ClubLayout({ clubName, title, children }: { clubName: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const sections = useRef<HTMLUListElement>(null);
  // On a phone the sections scroll sideways: bring the open one into view.
  useEffect(() => {
    sections.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, []);
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 lg:py-8 print:block print:max-w-none print:p-0">
      <nav
        aria-label={t('clubAdmin.nav.label')}
        className="-mx-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:overflow-visible lg:px-0 print:hidden"
      >
        <ul ref={sections} className="flex gap-1 lg:sticky lg:top-18 lg:flex-col">
          {links.map(({ to, label, icon: Icon, ...rest }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={'end' in rest}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-fairway-50',
                    isActive && 'bg-fairway-700 text-white hover:bg-fairway-700',
                  )
                }
              >
                <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-fairway-700 lg:mt-0">{clubName}</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-fairway-950">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
