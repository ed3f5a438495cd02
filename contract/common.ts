import { z } from 'zod';

export const languages = ['en', 'de', 'fr'] as const;
export type Language = (typeof languages)[number];
export const languageSchema = z.enum(languages);

/** The 26 cantons, by their English names as the spec lists them. */
export const cantons = [
  'Aargau',
  'Appenzell Ausserrhoden',
  'Appenzell Innerrhoden',
  'Basel-Landschaft',
  'Basel-Stadt',
  'Bern',
  'Fribourg',
  'Geneva',
  'Glarus',
  'Graubünden',
  'Jura',
  'Lucerne',
  'Neuchâtel',
  'Nidwalden',
  'Obwalden',
  'Schaffhausen',
  'Schwyz',
  'Solothurn',
  'St. Gallen',
  'Thurgau',
  'Ticino',
  'Uri',
  'Valais',
  'Vaud',
  'Zug',
  'Zürich',
] as const;
export type Canton = (typeof cantons)[number];
export const cantonSchema = z.enum(cantons);

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-MM-dd')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const parsed = new Date(Date.UTC(y, m - 1, d));
    return parsed.getUTCFullYear() === y && parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d;
  }, 'is not a real calendar date');

export const wallTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:mm');

export const uuidSchema = z.uuid('must be a valid id');

/** CHF amounts: non-negative, at most two decimals. */
export const chfSchema = z
  .number()
  .nonnegative()
  .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), 'at most two decimals');
