import { z } from 'zod';
import { uuidSchema } from '../../../contract/common';
import { favoriteClubSchema } from '../../../contract/favorites';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { favorite, listFavorites, unfavorite } from './service';

const params = z.object({ clubId: uuidSchema });

export function favoriteRoutes({ database, clock }: Deps) {
  const { db } = database;
  return [
    route(
      {
        method: 'get',
        path: '/api/me/favorites',
        summary: 'Favourite clubs with their next open tee times',
        tag: 'me',
        access: 'user',
        responses: { 200: z.array(favoriteClubSchema) },
      },
      async ({ c, user }) => c.json(await listFavorites(db, user.id, clock())),
    ),
    route(
      {
        method: 'put',
        path: '/api/me/favorites/:clubId',
        summary: 'Add a favourite club',
        tag: 'me',
        access: 'user',
        params,
        responses: { 204: null, 404: null },
      },
      async ({ c, user, params }) => {
        await favorite(db, user.id, params.clubId);
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'delete',
        path: '/api/me/favorites/:clubId',
        summary: 'Remove a favourite club',
        tag: 'me',
        access: 'user',
        params,
        responses: { 204: null },
      },
      async ({ c, user, params }) => {
        await unfavorite(db, user.id, params.clubId);
        return c.body(null, 204);
      },
    ),
  ];
}
