import { de, enGB, fr, it, type Locale } from 'date-fns/locale';
import type { Language } from '../../../contract/common';

const locales: Record<Language, Locale> = { en: enGB, de, fr, it };

/** date-fns locale of a language; the week starts on Monday in German, French and Italian, Sunday in English. */
export function dateLocale(language: string): Locale {
  const locale = locales[language as Language] ?? enGB;
  return language === 'en' ? { ...locale, options: { ...locale.options, weekStartsOn: 0 } } : locale;
}
