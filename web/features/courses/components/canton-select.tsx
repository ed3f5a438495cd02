import * as Popover from '@radix-ui/react-popover';
import { Check, ChevronDown, Search, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cantons } from '../../../../contract/cantons';
import { filterCantons } from '../../../../contract/search-options';
import { cn } from '../../../lib/cn';

/** Multi-select of the 26 cantons, sorted, with a case-insensitive text filter and a 288 px list. */
export function CantonSelect({
  value,
  onChange,
  id,
}: {
  value: string[];
  onChange: (cantons: string[]) => void;
  id: string;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const summary =
    value.length === 0
      ? t('search.allCantons')
      : value.length <= 2
        ? value.map((canton) => t(`cantons.${canton}`)).join(', ')
        : t('search.cantonsSelected', { count: value.length });
  return (
    <Popover.Root onOpenChange={(open) => !open && setQuery('')}>
      <Popover.Trigger
        id={id}
        className="flex min-h-12 w-full cursor-pointer items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 hover:border-fairway-600"
      >
        {/* Two long canton names wrap rather than being cut. */}
        <span className="min-w-0 break-words">{summary}</span>
        <ChevronDown className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              autoFocus
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('search.filterCantons')}
              aria-label={t('search.filterCantons')}
              className="h-11 w-full rounded-xl border border-slate-300 pl-9 pr-3 text-base"
            />
          </div>
          <CantonList query={query} value={value} onChange={onChange} />
          {value.length > 0 ? (
            <button
              type="button"
              onClick={() => onChange([])}
              className="mt-2 inline-flex min-h-11 cursor-pointer items-center gap-1 px-3 text-sm font-medium text-fairway-700 hover:underline"
            >
              <X className="h-4 w-4" aria-hidden="true" />
              {t('search.clearCantons')}
            </button>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The cantons whose names (as the user reads them: "Genf" finds Geneva in German) match the filter, sorted; built only while the list is open. */
function CantonList({
  query,
  value,
  onChange,
}: {
  query: string;
  value: string[];
  onChange: (cantons: string[]) => void;
}) {
  const { t } = useTranslation();
  const cantonByName = new Map(cantons.map((canton) => [t(`cantons.${canton}`), canton]));
  const shown = filterCantons(query, [...cantonByName.keys()]).map((name) => cantonByName.get(name)!);
  const toggle = (canton: string) =>
    onChange(value.includes(canton) ? value.filter((item) => item !== canton) : [...value, canton]);
  return (
    <ul
      role="listbox"
      aria-multiselectable="true"
      aria-label={t('search.cantons')}
      className="mt-2 h-72 overflow-y-auto overscroll-contain"
    >
      {shown.length === 0 ? <li className="p-3 text-sm text-slate-600">{t('search.noCantonFound')}</li> : null}
      {shown.map((canton) => {
        const selected = value.includes(canton);
        return (
          <li key={canton} role="option" aria-selected={selected}>
            <button
              type="button"
              onClick={() => toggle(canton)}
              className={cn(
                'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-left text-sm hover:bg-fairway-50',
                selected && 'font-semibold text-fairway-900',
              )}
            >
              <span
                className={cn(
                  'flex h-5 w-5 shrink-0 items-center justify-center rounded border',
                  selected ? 'border-fairway-900 bg-fairway-900 text-white' : 'border-slate-400',
                )}
              >
                {selected ? <Check className="h-3.5 w-3.5" aria-hidden="true" /> : null}
              </span>
              {t(`cantons.${canton}`)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
