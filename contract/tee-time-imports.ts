import { z } from 'zod';
import { PARTNER_BATCH_LIMIT } from './partner-tee-times';

/**
 * A club without a link to its tee-sheet software uploads the software's export (CSV): each line a tee time.
 * A preview says what each line would do, and why a line is refused, before anything is written.
 */

/** Lines one file may hold, as many as a partner batch. */
export const IMPORT_LINE_LIMIT = PARTNER_BATCH_LIMIT;
/** The largest file taken (bytes): 2,000 lines of a generous export. */
export const IMPORT_FILE_BYTES = 1024 * 1024;

export const teeTimeImportSchema = z.object({
  /** The file's bytes in base64: UTF-8 or Windows-1252, separated by semicolons, commas or tabs. */
  file: z
    .string()
    .min(1, 'choose a file')
    .max(Math.ceil(IMPORT_FILE_BYTES / 3) * 4, `must be at most ${IMPORT_FILE_BYTES / 1024} KB`)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be the file in base64'),
});
export type TeeTimeImport = z.infer<typeof teeTimeImportSchema>;

/** The columns read; `holes`, `places` and `regularPrice` may be missing (18 holes, 4 places, no discount). */
export const IMPORT_COLUMNS = ['date', 'time', 'holes', 'places', 'price', 'regularPrice'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * Why a line is refused: a value that cannot be read (its column and the text), a value the rules refuse, or
 * what the tee sheet says (the codes of the partner API).
 */
export const IMPORT_PROBLEMS = [
  'unreadable',
  'price_above_regular',
  'late_start',
  'same_start_twice',
  'tee_time_started',
  'start_taken',
  'places_taken',
  'tee_time_booked',
  'tee_time_blocked',
] as const;
export type ImportProblem = (typeof IMPORT_PROBLEMS)[number];

export const importLineSchema = z.object({
  /** The line's number in the file (the header is line 1). */
  line: z.number(),
  outcome: z.enum(['created', 'changed', 'unchanged', 'refused']),
  date: z.string().nullable(),
  time: z.string().nullable(),
  holeCount: z.number().nullable(),
  places: z.number().nullable(),
  discountedPrice: z.number().nullable(),
  originalPrice: z.number().nullable(),
  problem: z
    .object({
      code: z.enum(IMPORT_PROBLEMS),
      /** The column a value could not be read from, and its text. */
      column: z.enum(IMPORT_COLUMNS).optional(),
      value: z.string().optional(),
      /** For `places_taken`: the places golfers booked here. */
      booked: z.number().optional(),
      /** The reason in English, for logs and API users. */
      message: z.string(),
    })
    .nullable(),
});
export type ImportLine = z.infer<typeof importLineSchema>;

export const importResultSchema = z.object({
  /** True for a preview: nothing was written. */
  preview: z.boolean(),
  encoding: z.enum(['utf-8', 'windows-1252']),
  /** The header's text for each column found. */
  columns: z.partialRecord(z.enum(IMPORT_COLUMNS), z.string()),
  counts: z.object({ created: z.number(), changed: z.number(), unchanged: z.number(), refused: z.number() }),
  lines: z.array(importLineSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
