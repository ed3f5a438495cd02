import { CalendarArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../../contract/zurich-time';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { todayInZurich } from '../../../lib/zurich-today';
import { useDateOptions } from '../use-date-options';

/**
 * The empty state of a day without bookable tee times (late in the evening, today's are all gone), with
 * the way on: the next day, in one tap, while it is among the dates offered.
 */
export function NoTeeTimes({
  date,
  onChooseDate,
  message,
  className,
}: {
  date: string;
  onChooseDate: (date: string) => void;
  message?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const next = addDays(date, 1);
  const nextOption = useDateOptions().find((option) => option.value === next);
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600',
        className,
      )}
    >
      <p>{message ?? t('courses.noTeeTimesForDate')}</p>
      {nextOption ? (
        <Button type="button" variant="outline" size="sm" onClick={() => onChooseDate(next)}>
          <CalendarArrowUp className="h-4 w-4" aria-hidden="true" />
          {date === todayInZurich() ? t('courses.showTomorrow') : t('courses.showDay', { day: nextOption.label })}
        </Button>
      ) : null}
    </div>
  );
}
