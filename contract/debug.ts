import { z } from 'zod';

/** The tables the debug panel reads one row from, as the spec lists them. */
export const probedTables = [
  'profiles',
  'super_admins',
  'golf_club_admins',
  'golf_clubs',
  'tee_times',
  'bookings',
] as const;

/** One table's probe: ids and counts only, never personal data; a failure says what failed, never the SQL. */
export const tableProbeSchema = z.object({
  table: z.enum(probedTables),
  ok: z.boolean(),
  rows: z.number().int().min(0),
  sampleId: z.string().nullable(),
  ms: z.number().min(0),
  error: z.string().optional(),
});
export type TableProbe = z.infer<typeof tableProbeSchema>;

export const debugReportSchema = z.object({
  user: z.object({
    id: z.string(),
    isSuperAdmin: z.boolean(),
    golfClubAdmin: z.object({ clubId: z.string() }).nullable(),
  }),
  probes: z.array(tableProbeSchema),
});
export type DebugReport = z.infer<typeof debugReportSchema>;
