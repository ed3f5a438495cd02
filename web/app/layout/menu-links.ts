import { Bell, CalendarDays, ClipboardList, Heart, LayoutDashboard, User, type LucideIcon } from 'lucide-react';

export interface MenuLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** Club admins and super admins see the club links; everyone else the golfer links (spec). */
export function menuLinksFor({
  isGolfClubAdmin,
  isSuperAdmin,
}: {
  isGolfClubAdmin: boolean;
  isSuperAdmin: boolean;
}): MenuLink[] {
  if (isGolfClubAdmin || isSuperAdmin) {
    return [
      { to: '/golf-club/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
      { to: '/golf-club/tee-times', label: 'nav.clubTeeTimes', icon: CalendarDays },
      { to: '/golf-club/bookings', label: 'nav.clubBookings', icon: ClipboardList },
    ];
  }
  return [
    { to: '/profile', label: 'nav.profile', icon: User },
    { to: '/my-bookings', label: 'nav.bookings', icon: ClipboardList },
    { to: '/favorites', label: 'nav.favorites', icon: Heart },
    { to: '/notifications', label: 'nav.notifications', icon: Bell },
  ];
}
