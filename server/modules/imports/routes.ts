import { z } from 'zod';
import { uuidSchema } from '../../../contract/common';
import { IMPORT_LINE_LIMIT, importResultSchema, teeTimeImportSchema } from '../../../contract/tee-time-imports';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { importTeeTimes } from './service';

/** A club without a link to its software uploads the software's export: first a preview, then the import. */
export function importRoutes(deps: Deps) {
  const club = z.object({ clubId: uuidSchema });
  const base = '/api/clubs/:clubId/admin/tee-time-imports';
  return [
    route(
      {
        method: 'post',
        path: `${base}/preview`,
        summary: `What a tee-sheet export (CSV, up to ${IMPORT_LINE_LIMIT} lines) would create, change or refuse, line by line; writes nothing`,
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: teeTimeImportSchema,
        responses: { 200: importResultSchema },
      },
      async ({ c, body, actor }) => c.json(await importTeeTimes(deps, actor, body, deps.clock(), { preview: true })),
    ),
    route(
      {
        method: 'post',
        path: base,
        summary: 'Import a tee-sheet export: its tee times created or changed by their starts in one transaction',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: teeTimeImportSchema,
        responses: { 200: importResultSchema },
      },
      async ({ c, body, actor }) => c.json(await importTeeTimes(deps, actor, body, deps.clock(), { preview: false })),
    ),
  ];
}
