import { translationsQuerySchema, translationsSchema } from '../../../contract/platform';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { listTranslations } from './repo';

export function translationRoutes({ database }: Deps) {
  return [
    route(
      {
        method: 'get',
        path: '/api/translations',
        summary: 'Texts of one language as {key: value}; keys limits the list (first paint)',
        tag: 'platform',
        access: 'public',
        query: translationsQuerySchema,
        responses: { 200: translationsSchema },
      },
      async ({ c, query }) => {
        const rows = await listTranslations(database.db, query.lang, query.keys);
        return c.json(Object.fromEntries(rows.map((row) => [row.key, row.value])));
      },
    ),
  ];
}
