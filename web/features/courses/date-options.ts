import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { searchDateOptions } from '../../../contract/search';
import { zurichDate } from '../../../contract/zurich-time';
import { dateLocale } from '../../lib/i18n/date-locale';

export function todayInZurich(): string {
  return zurichDate(new Date());
}

/** Parses yyyy-MM-dd as a local calendar day, for formatting only. */
export function calendarDay(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** Today and the next 7 days, labelled "EEEE, dd.MM.yyyy" in the user's language, valued yyyy-MM-dd. */
export function useDateOptions(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  return searchDateOptions(todayInZurich()).map((value) => ({ value, label: format(calendarDay(value), 'EEEE, dd.MM.yyyy', { locale }) }));
}

export function formatChf(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-CH' : `${language}-CH`, { style: 'currency', currency: 'CHF', minimumFractionDigits: amount % 1 === 0 ? 0 : 2 }).format(amount);
}
