import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_PLAYERS_PER_BOOKING } from '../../../../contract/booking-limits';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';

const counts = Array.from({ length: MAX_PLAYERS_PER_BOOKING }, (_, index) => index + 1);

/**
 * How many players are coming: the lists then show only tee times with that many open places. `compact` (a
 * course card's, beside its day) shows the count after a players' icon, as narrow as that: the day's name, the
 * longest "Donnerstag, 03.12.2026", keeps the rest of a phone's card. Its name comes from its label.
 */
export function PlayerCountSelect({
  id,
  value,
  onChange,
  className,
  compact = false,
}: {
  id: string;
  value: number;
  onChange: (players: number) => void;
  className?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const select = (
    <Select
      id={id}
      className={cn(compact && 'w-auto pl-8 pr-2', className)}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {counts.map((count) => (
        <option key={count} value={count}>
          {compact ? count : t('booking.playerCount', { count })}
        </option>
      ))}
    </Select>
  );
  if (!compact) return select;
  return (
    <div className="relative shrink-0">
      <Users
        className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      {select}
    </div>
  );
}
