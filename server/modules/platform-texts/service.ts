import { languages } from '../../../contract/common';
import {
  placeholderMismatches,
  textKeySchema,
  type PlatformText,
  type PlatformTextsPage,
  type PlatformTextsQuery,
  type SavePlatformText,
} from '../../../contract/platform-texts';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { parseInput } from '../../http/route';
import { recordAudit } from '../audit/repo';
import { findText, listTexts, lockTexts, upsertText } from './repo';

const toPlatformText = (row: NonNullable<Awaited<ReturnType<typeof findText>>>): PlatformText => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listPlatformTexts(db: Db, filter: PlatformTextsQuery): Promise<PlatformTextsPage> {
  const { total, rows } = await listTexts(db, filter);
  return { total, rows: rows.map(toPlatformText) };
}

/**
 * Sets the given languages of one key (a new key is created). Translations keep the placeholders of the
 * English text; when the English text changes, the others must still fit it. Every changed text is audited
 * with its key, language, text before and after, and no club: platform texts belong to no club.
 */
export async function savePlatformText(db: Db, actorUserId: string, input: SavePlatformText): Promise<PlatformText> {
  return db.transaction(async (tx) => {
    const before = await lockTexts(tx, input.key);
    if (Object.keys(before).length === 0) parseInput(textKeySchema, input.key, 'key');
    const problems = placeholderMismatches(before, input.values).map(({ language, expected }) => ({
      path: `values.${language}`,
      message: `must use exactly the placeholders of the English text: ${expected.map((name) => `{{${name}}}`).join(' ') || 'none'}`,
    }));
    if (problems.length)
      throw new AppError(
        'invalid_input',
        problems.map((problem) => `${problem.path}: ${problem.message}`).join('; '),
        problems,
      );
    for (const language of languages) {
      const value = input.values[language];
      if (value === undefined || value === before[language]) continue;
      await upsertText(tx, input.key, language, value);
      await recordAudit(tx, {
        actorUserId,
        golfClubId: null,
        action: before[language] === undefined ? 'create' : 'update',
        entity: 'translation',
        entityId: input.key,
        details: { language, before: before[language] ?? null, after: value },
      });
    }
    return toPlatformText((await findText(tx, input.key))!);
  });
}
