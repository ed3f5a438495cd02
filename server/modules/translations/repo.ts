import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../../contract/common';
import type { Db } from '../../db/client';
import { translations } from '../../db/schema';

export async function listTranslations(db: Db, language: Language, keys?: string[]) {
  const filter = keys
    ? and(eq(translations.language, language), inArray(translations.key, keys))
    : eq(translations.language, language);
  return db.select({ key: translations.key, value: translations.value }).from(translations).where(filter);
}

/**
 * Brings the table to the locale files' texts: a text it lacks is added; a text the files changed is changed
 * too, unless a super admin edited it (its value differs from the file's text it last took), which stays.
 * Either way the row remembers the file's text it has now seen (decision 0046).
 */
export async function syncTranslations(db: Db, rows: { key: string; language: Language; value: string }[]) {
  // Reading the table is quicker than offering every text to the unique index at each start (a restart
  // with nothing new took about 1 s of the 5 s budget on PGlite).
  const present = new Map(
    (
      await db
        .select({
          key: translations.key,
          language: translations.language,
          value: translations.value,
          seededValue: translations.seededValue,
        })
        .from(translations)
    ).map((row) => [`${row.language}:${row.key}`, row]),
  );
  const missing = rows.filter((row) => !present.has(`${row.language}:${row.key}`));
  for (let start = 0; start < missing.length; start += 500) {
    await db
      .insert(translations)
      .values(missing.slice(start, start + 500).map((row) => ({ ...row, seededValue: row.value })))
      .onConflictDoNothing({ target: [translations.key, translations.language] });
  }
  const changedInFiles = rows.flatMap((row) => {
    const stored = present.get(`${row.language}:${row.key}`);
    return stored && stored.seededValue !== row.value ? [{ row, edited: stored.value !== stored.seededValue }] : [];
  });
  if (changedInFiles.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { row, edited } of changedInFiles)
      await tx
        .update(translations)
        .set(edited ? { seededValue: row.value } : { value: row.value, seededValue: row.value, updatedAt: sql`now()` })
        .where(and(eq(translations.key, row.key), eq(translations.language, row.language)));
  });
}

/** The texts a super admin edited or added: those whose value is not the locale file's text the row last took. */
export async function editedTranslations(db: Db) {
  return db
    .select({ key: translations.key, language: translations.language, value: translations.value })
    .from(translations)
    .where(sql`${translations.value} is distinct from ${translations.seededValue}`);
}
