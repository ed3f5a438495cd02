import { translationsQuerySchema, translationsSchema } from '../../../contract/platform';
import { textPart } from '../../../contract/text-parts';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { listTranslations } from './repo';

export function translationRoutes({ database }: Deps) {
  return [
    route(
      {
        method: 'get',
        path: '/api/translations',
        summary: 'Texts of one language as {key: value}; part or keys limits the list (the app starts with part=main)',
        tag: 'platform',
        access: 'public',
        query: translationsQuerySchema,
        responses: { 200: translationsSchema },
      },
      async ({ c, query }) => {
        const rows = await listTranslations(database.db, query.lang, query.keys);
        const wanted = query.part ? rows.filter((row) => textPart(row.key) === query.part) : rows;
        return c.json(Object.fromEntries(wanted.map((row) => [row.key, row.value])));
      },
    ),
  ];
}
