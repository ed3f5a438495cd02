import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { avatarInitials, displayName } from '../../lib/auth/display-name';
import { cn } from '../../lib/cn';
import { Avatar } from './avatar';
import { menuLinksFor } from './menu-links';

/**
 * Avatar button with the first name (on a phone, `compact` shows the avatar only); the dropdown depends on
 * the role and ends with a red Logout.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile, user, isGolfClubAdmin, isSuperAdmin, signOut } = useAuth();
  const person = {
    firstName: profile?.first_name,
    lastName: profile?.last_name,
    email: profile?.email ?? user?.email,
    guestName: profile?.isGuest ? t('nav.guest') : undefined,
  };
  const links = menuLinksFor({ isGolfClubAdmin, isSuperAdmin });
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pl-1 pr-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        data-testid="user-menu"
      >
        <Avatar imageUrl={profile?.profile_image_url} initials={avatarInitials(person)} />
        <span className={cn('max-w-[10rem] truncate', compact && 'hidden sm:inline')}>{displayName(person)}</span>
        <ChevronDown className="h-4 w-4 text-slate-500" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {links.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link
                to={link.to}
                className="flex h-10 items-center gap-2 rounded-lg px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-fairway-50"
              >
                <link.icon className="h-4 w-4 text-slate-500" aria-hidden="true" />
                {t(link.label)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            onSelect={() => {
              void signOut().then(() => navigate('/'));
            }}
            className="flex h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-semibold text-red-600 outline-none data-[highlighted]:bg-red-50"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
