import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PlatformTextsQuery } from '../../../contract/platform-texts';
import { languages, type Language } from '../../../contract/common';
import type { Db, Tx } from '../../db/client';
import { translations } from '../../db/schema';

const textIn = (language: Language) =>
  sql<string | null>`max(${translations.value}) filter (where ${translations.language} = ${language})`;

const textColumns = {
  key: translations.key,
  ...(Object.fromEntries(languages.map((language) => [language, textIn(language)])) as Record<
    Language,
    ReturnType<typeof textIn>
  >),
  updatedAt: sql`max(${translations.updatedAt})`.mapWith(translations.updatedAt),
};

/** Conditions on a key's group of rows: the search in its key or any of its texts, and a language it lacks. */
function textConditions(filter: PlatformTextsQuery) {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(sql`bool_or(${translations.key} ilike ${pattern} or ${translations.value} ilike ${pattern})`);
  }
  if (filter.missing) conditions.push(sql`coalesce(btrim(${textIn(filter.missing)}), '') = ''`);
  return and(...conditions);
}

/** One page of keys, by key, with their texts in every language, and how many keys match in all. */
export async function listTexts(db: Db, filter: PlatformTextsQuery) {
  const having = textConditions(filter);
  const matching = db
    .select({ key: translations.key })
    .from(translations)
    .groupBy(translations.key)
    .having(having)
    .as('matching');
  const [rows, [counted]] = await Promise.all([
    db
      .select(textColumns)
      .from(translations)
      .groupBy(translations.key)
      .having(having)
      .orderBy(asc(translations.key))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(matching),
  ]);
  return { total: counted!.total, rows };
}

export async function findText(db: Db | Tx, key: string) {
  const [row] = await db
    .select(textColumns)
    .from(translations)
    .where(eq(translations.key, key))
    .groupBy(translations.key);
  return row ?? null;
}

/** Locks the texts of a key, so that two edits of it queue up; answers them by language. */
export async function lockTexts(tx: Tx, key: string): Promise<Partial<Record<Language, string>>> {
  const rows = await tx
    .select({ language: translations.language, value: translations.value })
    .from(translations)
    .where(eq(translations.key, key))
    .for('update');
  return Object.fromEntries(rows.map((row) => [row.language, row.value]));
}

export function upsertText(tx: Tx, key: string, language: Language, value: string) {
  return tx
    .insert(translations)
    .values({ key, language, value })
    .onConflictDoUpdate({ target: [translations.key, translations.language], set: { value, updatedAt: sql`now()` } });
}
