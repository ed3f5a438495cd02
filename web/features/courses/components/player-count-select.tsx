import { useTranslation } from 'react-i18next';
import { MAX_PLAYERS_PER_BOOKING } from '../../../../contract/booking-limits';
import { Select } from '../../../components/ui/select';

const counts = Array.from({ length: MAX_PLAYERS_PER_BOOKING }, (_, index) => index + 1);

/** How many players are coming: the lists then show only tee times with that many open places. */
export function PlayerCountSelect({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: number;
  onChange: (players: number) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select id={id} className={className} value={value} onChange={(event) => onChange(Number(event.target.value))}>
      {counts.map((count) => (
        <option key={count} value={count}>
          {t('booking.playerCount', { count })}
        </option>
      ))}
    </Select>
  );
}
