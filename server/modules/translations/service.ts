import { languages } from '../../../contract/common';
import type { Db } from '../../db/client';
import { flattenLocale, localeFiles } from '../../i18n/translate';
import { insertMissingTranslations } from './repo';

/** Texts ship in locales/*.json and live in the translations table, where admins can edit them. */
export async function seedTranslations(db: Db) {
  const rows = languages.flatMap((language) =>
    Object.entries(flattenLocale(localeFiles[language])).map(([key, value]) => ({ key, language, value })),
  );
  return insertMissingTranslations(db, rows);
}
