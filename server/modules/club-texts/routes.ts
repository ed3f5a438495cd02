import { z } from 'zod';
import { clubTextSchema, clubTextsPageSchema, clubTextsQuerySchema, saveClubTextSchema } from '../../../contract/club-texts';
import { uuidSchema } from '../../../contract/common';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { listClubTexts, saveClubText } from './service';

/** The product's texts in every language, searched and edited by club admins and super admins. */
export function clubTextRoutes(deps: Deps) {
  const { db } = deps.database;
  const club = z.object({ clubId: uuidSchema });
  const path = '/api/clubs/:clubId/admin/translations';
  return [
    route(
      {
        method: 'get',
        path,
        summary: 'Texts by key with en, de and fr; q searches keys and texts, missing lists keys without a text in one language',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        query: clubTextsQuerySchema,
        responses: { 200: clubTextsPageSchema },
      },
      async ({ c, query }) => c.json(await listClubTexts(db, query)),
    ),
    route(
      {
        method: 'put',
        path,
        summary: 'Set the texts of one key in the given languages (a new key is created); golfers see them within the hour',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: saveClubTextSchema,
        responses: { 200: clubTextSchema, 404: null },
      },
      async ({ c, params, body, user }) => c.json(await saveClubText(db, { userId: user!.id, clubId: params.clubId }, body)),
    ),
  ];
}
