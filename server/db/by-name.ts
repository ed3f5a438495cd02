import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Orders names as people read them, in every language: ICU's root collation, which PGlite and PostgreSQL built
 * with ICU both have. The database's own "C" collation compares bytes: "Golf Club de Genève" came after "Golf
 * Club Wylihof", and "Ägeri" after every name from A to Z.
 */
export const byName = (name: AnyPgColumn | SQL) => sql`${name} collate "und-x-icu"`;
