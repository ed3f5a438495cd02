import type { Logger } from 'pino';
import { languageSchema } from '../../contract/common';
import type { Db } from '../db/client';
import { editedTranslations } from '../modules/translations/repo';
import { createTranslate, translate, type Translate } from './translate';

/** How long a process writes mails with the edited texts it read: another process's edit reaches it within this. */
export const EDITED_TEXTS_MAX_AGE_MS = 60_000;

/** The texts mails are written in: the locale files with what super admins edited in the translations table. */
export interface ServerTexts {
  current(): Promise<Translate>;
  /** After an edit in this process: the next mail reads the texts again. */
  forget(): void;
}

export function createServerTexts(db: Db, logger: Logger): ServerTexts {
  let loaded: { translate: Promise<Translate>; at: number } | null = null;
  const load = () =>
    editedTranslations(db).then(
      // Without edits, the files' texts as they are (a new set of texts takes about 12 ms to make).
      (rows) =>
        rows.length === 0
          ? translate
          : createTranslate(
              rows.flatMap((row) => {
                const language = languageSchema.safeParse(row.language);
                return language.success ? [{ ...row, language: language.data }] : [];
              }),
            ),
      // A mail in the files' words is better than none; the next mail tries again.
      (error: unknown) => {
        logger.warn({ err: error }, 'could not read the edited texts; this mail uses the locale files');
        loaded = null;
        return translate;
      },
    );
  return {
    current() {
      if (!loaded || performance.now() - loaded.at > EDITED_TEXTS_MAX_AGE_MS)
        loaded = { translate: load(), at: performance.now() };
      return loaded.translate;
    },
    forget() {
      loaded = null;
    },
  };
}
