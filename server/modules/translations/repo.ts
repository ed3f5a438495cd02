import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../contract/common';
import type { Db } from '../../db/client';
import { translations } from '../../db/schema';

export async function listTranslations(db: Db, language: Language, keys?: string[]) {
  const filter = keys
    ? and(eq(translations.language, language), inArray(translations.key, keys))
    : eq(translations.language, language);
  return db.select({ key: translations.key, value: translations.value }).from(translations).where(filter);
}

/** Adds texts that are not in the table yet; texts edited by admins stay as they are. */
export async function insertMissingTranslations(db: Db, rows: { key: string; language: Language; value: string }[]) {
  // Reading the keys is quicker than offering every text to the unique index at each start (a restart
  // with nothing new took about 1 s of the 5 s budget on PGlite).
  const present = new Set(
    (await db.select({ key: translations.key, language: translations.language }).from(translations)).map(
      (row) => `${row.language}:${row.key}`,
    ),
  );
  const missing = rows.filter((row) => !present.has(`${row.language}:${row.key}`));
  for (let start = 0; start < missing.length; start += 500) {
    await db
      .insert(translations)
      .values(missing.slice(start, start + 500))
      .onConflictDoNothing({ target: [translations.key, translations.language] });
  }
}
