import { LogOut, Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { LOGIN_PATH, SIGN_UP_PATH } from '../../lib/auth/auth-links';
import { useAuth } from '../../lib/auth/auth-context';
import { avatarInitials, displayName } from '../../lib/auth/display-name';
import { cn } from '../../lib/cn';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { Logo } from './logo';
import { menuLinksFor } from './menu-links';
import { Avatar } from './avatar';

// The signed-in menu (with its dropdown library) loads only for signed-in users on wide screens;
// phones have the menu behind the menu button.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

const mainLinks = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/courses', label: 'nav.findTeeTimes', end: false },
  { to: '/mystery-tee-times', label: 'nav.mysteryTeeTimes', end: false },
] as const;

export function NavBar() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const wide = useMediaQuery(WIDE_SCREEN);
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);
  const person = {
    firstName: auth.profile?.first_name,
    lastName: auth.profile?.last_name,
    email: auth.profile?.email ?? auth.user?.email,
    guestName: auth.profile?.isGuest ? t('nav.guest') : undefined,
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6"
      >
        <Logo />
        <div className="hidden items-center gap-1 lg:flex">
          {mainLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-fairway-50 hover:text-fairway-900',
                  isActive && 'text-fairway-900 underline decoration-2 underline-offset-8',
                )
              }
            >
              {t(link.label)}
            </NavLink>
          ))}
        </div>
        <div className="hidden items-center gap-3 lg:flex">
          <Link className={buttonVariants({ variant: 'deal', size: 'md' })} to="/courses">
            {t('nav.bookNow')}
          </Link>
          {auth.user ? (
            <>
              <NotificationBell />
              {wide ? (
                <Suspense fallback={<span className="h-11 w-32" aria-hidden="true" />}>
                  <UserMenu />
                </Suspense>
              ) : null}
            </>
          ) : auth.isLoading ? (
            // Who is signed in is not known yet: neither Login and Sign up nor the menu, in the room they take.
            <span className="h-11 w-44" aria-hidden="true" />
          ) : (
            <>
              <Link className={buttonVariants({ variant: 'ghost' })} to={LOGIN_PATH}>
                {t('nav.login')}
              </Link>
              <Link className={buttonVariants({ variant: 'primary' })} to={SIGN_UP_PATH}>
                {t('nav.signup')}
              </Link>
            </>
          )}
        </div>
        <div className="flex shrink-0 items-center lg:hidden">
          {auth.user ? <NotificationBell /> : null}
          <button
            type="button"
            className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
          </button>
        </div>
      </nav>
      {menuOpen ? (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden">
          <ul className="flex flex-col py-2">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex h-12 items-center rounded-lg px-2 font-medium text-slate-800 hover:bg-fairway-50"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          {auth.user ? (
            <div className="border-t border-slate-100 pt-3">
              <div className="flex items-center gap-3 px-2 pb-2">
                <Avatar imageUrl={auth.profile?.profile_image_url} initials={avatarInitials(person)} />
                <span className="font-semibold">{displayName(person)}</span>
              </div>
              <ul>
                {menuLinksFor(auth).map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="flex h-12 items-center gap-3 rounded-lg px-2 text-slate-800 hover:bg-fairway-50"
                    >
                      <link.icon className="h-5 w-5 text-slate-500" aria-hidden="true" />
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    onClick={() => void auth.signOut().then(() => navigate('/'))}
                    className="flex h-12 w-full cursor-pointer items-center gap-3 rounded-lg px-2 font-semibold text-red-600 hover:bg-red-50"
                  >
                    <LogOut className="h-5 w-5" aria-hidden="true" />
                    {t('nav.logout')}
                  </button>
                </li>
              </ul>
            </div>
          ) : auth.isLoading ? null : (
            <div className="grid grid-cols-2 gap-3 pt-2">
              <Link className={buttonVariants({ variant: 'outline' })} to={LOGIN_PATH}>
                {t('nav.login')}
              </Link>
              <Link className={buttonVariants()} to={SIGN_UP_PATH}>
                {t('nav.signup')}
              </Link>
            </div>
          )}
          <Link className={cn(buttonVariants({ variant: 'deal' }), 'mt-3 w-full')} to="/courses">
            {t('nav.bookNow')}
          </Link>
        </div>
      ) : null}
    </header>
  );
}
