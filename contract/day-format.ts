import { swissLanguageTag } from './languages';

/** A calendar day (yyyy-MM-dd) as 25.11.2026. */
export const numericDay = (isoDate: string): string => isoDate.split('-').reverse().join('.');

const dayStyles = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  short: { weekday: 'short', day: '2-digit', month: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Made once per language and style: building a date format costs more than writing a whole mail. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (yyyy-MM-dd) in the reader's Swiss form, e.g. "Mittwoch, 25. November 2026" or "Mi., 25.11.":
 * the web, the mails and the invoice write days with it.
 */
export function formatDay(isoDate: string, language: string, style: keyof typeof dayStyles): string {
  const id = `${language}:${style}`;
  let format = dayFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(swissLanguageTag(language), { ...dayStyles[style], timeZone: 'UTC' });
    dayFormats.set(id, format);
  }
  return format.format(new Date(`${isoDate}T12:00:00Z`));
}
