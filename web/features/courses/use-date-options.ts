import { useTranslation } from 'react-i18next';
import { searchDateOptions } from '../../../contract/search-options';
import { todayInZurich } from '../../lib/zurich-today';
import { formatWeekday } from '../../lib/format';

type DateOption = { value: string; label: string };

// Every card has a date dropdown: the options of a language and day are labelled once.
let labelled: { key: string; options: DateOption[] } | undefined;

/** Today and the next 7 days, labelled "EEEE, dd.MM.yyyy" in the user's language, valued yyyy-MM-dd. */
export function useDateOptions(): DateOption[] {
  const { i18n } = useTranslation();
  const today = todayInZurich();
  const key = `${i18n.language} ${today}`;
  if (labelled?.key !== key) {
    labelled = {
      key,
      options: searchDateOptions(today).map((value) => ({
        value,
        label: formatWeekday(value, i18n.language, 'full'),
      })),
    };
  }
  return labelled.options;
}
