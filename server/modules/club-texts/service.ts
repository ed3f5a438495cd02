import { languages } from '../../../contract/common';
import { placeholderMismatches, textKeySchema, type ClubText, type ClubTextsPage, type ClubTextsQuery, type SaveClubText } from '../../../contract/club-texts';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { parseInput } from '../../http/route';
import { recordAudit } from '../audit/repo';
import { clubName } from '../club-admin/repo';
import { findText, listTexts, lockTexts, upsertText } from './repo';

type Actor = { userId: string; clubId: string };

const toClubText = (row: NonNullable<Awaited<ReturnType<typeof findText>>>): ClubText => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function listClubTexts(db: Db, filter: ClubTextsQuery): Promise<ClubTextsPage> {
  const { total, rows } = await listTexts(db, filter);
  return { total, rows: rows.map(toClubText) };
}

/**
 * Sets the given languages of one key (a new key is created). Translations keep the placeholders of the
 * English text; when the English text changes, the others must still fit it. Every changed text is audited.
 */
export async function saveClubText(db: Db, actor: Actor, input: SaveClubText): Promise<ClubText> {
  if (!(await clubName(db, actor.clubId))) throw new AppError('not_found', 'No such golf club');
  return db.transaction(async (tx) => {
    const before = await lockTexts(tx, input.key);
    if (Object.keys(before).length === 0) parseInput(textKeySchema, input.key, 'key');
    const problems = placeholderMismatches(before, input.values).map(({ language, expected }) => ({
      path: `values.${language}`,
      message: `must use exactly the placeholders of the English text: ${expected.map((name) => `{{${name}}}`).join(' ') || 'none'}`,
    }));
    if (problems.length) throw new AppError('invalid_input', problems.map((problem) => `${problem.path}: ${problem.message}`).join('; '), problems);
    for (const language of languages) {
      const value = input.values[language];
      if (value === undefined || value === before[language]) continue;
      await upsertText(tx, input.key, language, value);
      await recordAudit(tx, {
        actorUserId: actor.userId,
        golfClubId: actor.clubId,
        action: before[language] === undefined ? 'create' : 'update',
        entity: 'translation',
        entityId: input.key,
        details: { language, before: before[language] ?? null, after: value },
      });
    }
    return toClubText((await findText(tx, input.key))!);
  });
}
