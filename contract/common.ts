import { z } from 'zod';
import { isLocalPath } from './auth-pages';
import { languages } from './languages';

export { languages, type Language } from './languages';
export const languageSchema = z.enum(languages);

/** An object's fields, one per language of the interface, each of `schema`: spread into z.object. */
export const perLanguage = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(languages.map((language) => [language, schema])) as { [K in (typeof languages)[number]]: T };

export { cantons, type Canton } from './cantons';
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-MM-dd')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const parsed = new Date(Date.UTC(y, m - 1, d));
    return parsed.getUTCFullYear() === y && parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d;
  }, 'is not a real calendar date')
  // A week or a month from 31.12.9999 would lie in the year 10000, which no date format of ours writes.
  .refine((value) => value < '3000', 'must lie before the year 3000');

/**
 * A price in CHF: from 0.05 to 10,000, in steps of 5 Rappen. The smallest price is a bound of its own: a
 * number such as 5e-324 is "more than 0" and a multiple of 0.05 within rounding, yet PostgreSQL stores it as 0.
 */
export const chfPriceSchema = z
  .number()
  .min(0.05, 'must be at least 0.05')
  .max(10_000, 'must be at most 10000')
  .multipleOf(0.05, 'must be in steps of 5 Rappen');

export const uuidSchema = z.uuid('must be a valid id');

/** A phone number as people write it in Switzerland: +41 44 123 45 67, 044 123 45 67. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'must be a phone number such as +41 44 123 45 67');

export const localPathSchema = z.string().max(2000).refine(isLocalPath, 'must be a path of this site');

/** A moment on Zurich's wall clock, as every time is shown: yyyy-MM-dd and HH:mm. */
export const zurichMomentSchema = z.object({ date: z.string(), time: z.string() });
