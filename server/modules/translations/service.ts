import { languages } from '../../../contract/common';
import type { Db } from '../../db/client';
import { flattenLocale, localeFiles } from '../../i18n/translate';
import { syncTranslations } from './repo';

/**
 * Texts ship in locales/*.json and live in the translations table, where super admins can edit them: each
 * start brings the table to the files, keeping what a super admin edited.
 */
export async function seedTranslations(db: Db) {
  const rows = languages.flatMap((language) =>
    Object.entries(flattenLocale(localeFiles[language])).map(([key, value]) => ({ key, language, value })),
  );
  return syncTranslations(db, rows);
}
