import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { searchDateOptions } from '../../../contract/search-options';
import { zurichDate } from '../../../contract/zurich-time';
import { calendarDay } from '../../lib/format';
import { dateLocale } from '../../lib/i18n/date-locale';

export function todayInZurich(): string {
  return zurichDate(new Date());
}

/** Today and the next 7 days, labelled "EEEE, dd.MM.yyyy" in the user's language, valued yyyy-MM-dd. */
export function useDateOptions(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  return searchDateOptions(todayInZurich()).map((value) => ({ value, label: format(calendarDay(value), 'EEEE, dd.MM.yyyy', { locale }) }));
}
