import { useQuery } from '@tanstack/react-query';
import { ChevronsUpDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminClub } from '../../../../contract/super-admin';
import { cn } from '../../../lib/cn';
import { adminClubsQuery } from '../api';

/** The searchable golf club dropdown of the super admin controls (clubs by name). */
export function ClubPicker({ onPick, disabled = false }: { onPick: (club: AdminClub) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);
  const clubs = useQuery({ ...adminClubsQuery(search, 20), enabled: open });
  const options = clubs.data ?? [];
  const pick = (club: AdminClub | undefined) => {
    if (!club) return;
    setOpen(false);
    setText('');
    onPick(club);
  };
  const status = clubs.isPending
    ? t('superAdmin.controls.loading')
    : clubs.isError
      ? t('superAdmin.controls.loadFailed')
      : options.length === 0
        ? t('superAdmin.controls.noClubs')
        : null;
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="text-sm font-semibold text-fairway-100">
        {t('superAdmin.controls.select')}
      </label>
      <div className="relative mt-1">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? `${id}-${options[active].id}` : undefined}
          disabled={disabled}
          className="h-11 w-full rounded-xl border border-white/20 bg-white/10 pl-3 pr-10 text-base text-white placeholder:text-fairway-200 focus:border-white focus:outline-none disabled:opacity-60"
          placeholder={t('superAdmin.controls.searchPlaceholder')}
          value={text}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, options.length - 1));
            else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
            else if (event.key === 'Enter' && open) pick(options[active]);
            else if (event.key === 'Escape') setOpen(false);
            else return;
            event.preventDefault();
          }}
        />
        <ChevronsUpDown
          className="pointer-events-none absolute right-3 top-3 h-5 w-5 text-fairway-200"
          aria-hidden="true"
        />
      </div>
      {open ? (
        <div className="absolute bottom-full z-20 mb-1 max-h-72 w-full overflow-y-auto rounded-xl bg-white py-1 text-slate-900 shadow-xl ring-1 ring-slate-200">
          {status ? (
            <p className="px-3 py-2 text-sm text-slate-600" role="status">
              {status}
            </p>
          ) : null}
          <ul id={`${id}-list`} role="listbox" aria-label={t('superAdmin.controls.select')}>
            {options.map((club, index) => (
              <li
                key={club.id}
                id={`${id}-${club.id}`}
                role="option"
                aria-selected={index === active}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 text-sm',
                  index === active && 'bg-fairway-50',
                )}
                onMouseEnter={() => setActive(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(club)}
              >
                <span className="font-medium">{club.name}</span>
                <span className="text-xs text-slate-500">{club.city}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
