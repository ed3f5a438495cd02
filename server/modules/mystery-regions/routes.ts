import { z } from 'zod';
import { uuidSchema } from '../../../contract/common';
import { adminMysteryRegionSchema, saveMysteryRegionSchema } from '../../../contract/mystery-regions';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { createMysteryRegion, deleteMysteryRegion, listMysteryRegions, renameMysteryRegion } from './service';

/** The regions clubs choose for their mystery deals: a fixed list that super admins keep. */
export function mysteryRegionRoutes(deps: Deps) {
  const { db } = deps.database;
  const path = '/api/admin/mystery-regions';
  const region = z.object({ regionId: uuidSchema });
  const tag = 'super admin';
  return [
    route(
      {
        method: 'get',
        path,
        summary: 'Every mystery region with its names in en, de and fr and how many clubs chose it',
        tag,
        access: 'superAdmin',
        responses: { 200: z.array(adminMysteryRegionSchema) },
      },
      async ({ c }) => c.json(await listMysteryRegions(db)),
    ),
    route(
      {
        method: 'post',
        path,
        summary:
          'Add a region clubs can choose; its key comes from the English name and never changes (409 already_exists for a name another region has)',
        tag,
        access: 'superAdmin',
        body: saveMysteryRegionSchema,
        responses: { 201: adminMysteryRegionSchema, 409: null },
      },
      async ({ c, body, user }) => c.json(await createMysteryRegion(db, user.id, body), 201),
    ),
    route(
      {
        method: 'put',
        path: `${path}/:regionId`,
        summary: 'Rename a region in every language; golfers read the new names within the hour',
        tag,
        access: 'superAdmin',
        params: region,
        body: saveMysteryRegionSchema,
        responses: { 200: adminMysteryRegionSchema, 404: null, 409: null },
      },
      async ({ c, params, body, user }) => c.json(await renameMysteryRegion(db, user.id, params.regionId, body)),
    ),
    route(
      {
        method: 'delete',
        path: `${path}/:regionId`,
        summary: 'Retire a region no club is in (409 region_in_use names how many clubs chose it)',
        tag,
        access: 'superAdmin',
        params: region,
        responses: { 204: null, 404: null, 409: null },
      },
      async ({ c, params, user }) => {
        await deleteMysteryRegion(db, user.id, params.regionId);
        return c.body(null, 204);
      },
    ),
  ];
}
