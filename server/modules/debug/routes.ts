import { debugReportSchema } from '../../../contract/debug';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { debugReport } from './service';

/** The debug panel's probe of the core tables, for super admins only. */
export function debugRoutes({ database, logger }: Deps) {
  return [
    route(
      {
        method: 'get',
        path: '/api/admin/debug',
        summary:
          "Debug panel: the caller's roles, and one row id, the row count and the time of a read of each core table",
        tag: 'super admin',
        access: 'superAdmin',
        responses: { 200: debugReportSchema },
      },
      async ({ c, user }) => c.json(await debugReport(database.db, user.id, logger)),
    ),
  ];
}
