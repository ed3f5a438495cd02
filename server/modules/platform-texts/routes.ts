import {
  platformTextSchema,
  platformTextsPageSchema,
  platformTextsQuerySchema,
  savePlatformTextSchema,
} from '../../../contract/platform-texts';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { listPlatformTexts, savePlatformText } from './service';

/** The platform's texts (navigation, footer, legal pages, mails) in every language: searched and edited by super admins only. */
export function platformTextRoutes(deps: Deps) {
  const { db } = deps.database;
  const path = '/api/admin/translations';
  return [
    route(
      {
        method: 'get',
        path,
        summary:
          'Texts by key with en, de and fr; q searches keys and texts, missing lists keys without a text in one language',
        tag: 'super admin',
        access: 'superAdmin',
        query: platformTextsQuerySchema,
        responses: { 200: platformTextsPageSchema },
      },
      async ({ c, query }) => c.json(await listPlatformTexts(db, query)),
    ),
    route(
      {
        method: 'put',
        path,
        summary:
          'Set the texts of one key in the given languages (a new key is created); golfers see them within the hour',
        tag: 'super admin',
        access: 'superAdmin',
        body: savePlatformTextSchema,
        responses: { 200: platformTextSchema },
      },
      async ({ c, body, user }) => {
        const saved = await savePlatformText(db, user.id, body);
        // The next mail of this process reads the texts again (other processes within EDITED_TEXTS_MAX_AGE_MS).
        deps.texts.forget();
        return c.json(saved);
      },
    ),
  ];
}
