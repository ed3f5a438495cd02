import { Search } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { formatChf } from '../../../lib/format';
import type { SearchParams } from '../api';

/** The price limits and discounts offered: the usual steps of a green fee. */
const PRICE_LIMITS = [40, 60, 80, 100, 150] as const;
const DISCOUNT_STEPS = [10, 20, 30, 40, 50] as const;

/** A club's name is searched once the golfer stops typing for this long. */
const NAME_PAUSE_MS = 400;

const labelClass = 'text-xs font-semibold uppercase tracking-wide text-slate-600';

/**
 * The filters beside the search panel's: part of a club's name (found with or without accents), the highest
 * price and the lowest discount. Each change is a new address, so that a search can be shared; typing a name
 * replaces the address instead of adding one per letter. Memoised, as the search panel.
 */
export const ResultFilters = memo(FilterFields);

function FilterFields({
  params,
  onChange,
  className,
}: {
  params: SearchParams;
  onChange: (change: Partial<SearchParams>, replace?: boolean) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(params.q);
  useEffect(() => {
    setName(params.q);
  }, [params.q]);
  useEffect(() => {
    if (name.trim() === params.q) return;
    const timer = setTimeout(() => onChange({ q: name.trim() }, true), NAME_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [name, params.q, onChange]);

  return (
    <div className={cn('flex flex-wrap items-end gap-3', className)}>
      <div className="basis-full space-y-1 sm:basis-64 sm:grow">
        <label htmlFor="results-name" className={labelClass}>
          {t('results.filters.name')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            id="results-name"
            type="search"
            className="pl-9"
            value={name}
            maxLength={100}
            placeholder={t('results.filters.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onChange({ q: name.trim() }, true);
            }}
          />
        </div>
      </div>
      <StepSelect
        id="results-max-price"
        label={t('results.filters.maxPrice')}
        value={params.maxPrice}
        steps={PRICE_LIMITS}
        none={t('results.filters.anyPrice')}
        describe={(price) => t('results.filters.upTo', { price: formatChf(price) })}
        onChange={(maxPrice) => onChange({ maxPrice })}
      />
      <StepSelect
        id="results-min-discount"
        label={t('results.filters.minDiscount')}
        value={params.minDiscount}
        steps={DISCOUNT_STEPS}
        none={t('results.filters.anyDiscount')}
        describe={(percent) => t('results.filters.atLeast', { percent })}
        onChange={(minDiscount) => onChange({ minDiscount })}
      />
    </div>
  );
}

/** A limit chosen among steps, or none; a value from a shared address that is no step is offered too. */
function StepSelect({
  id,
  label,
  value,
  steps,
  none,
  describe,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null;
  steps: readonly number[];
  none: string;
  describe: (step: number) => string;
  onChange: (value: number | null) => void;
}) {
  const choices = [...new Set([...steps, ...(value === null ? [] : [value])])].sort((a, b) => a - b);
  return (
    <div className="basis-full space-y-1 sm:basis-auto sm:flex-none">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{none}</option>
        {choices.map((step) => (
          <option key={step} value={step}>
            {describe(step)}
          </option>
        ))}
      </Select>
    </div>
  );
}
