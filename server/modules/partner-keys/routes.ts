import { z } from 'zod';
import { uuidSchema } from '../../../contract/common';
import {
  PARTNER_KEYS_PER_CLUB,
  createPartnerKeySchema,
  createdPartnerKeySchema,
  partnerKeySchema,
} from '../../../contract/partner-keys';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { createPartnerKey, listPartnerKeys, revokePartnerKey } from './service';

/** The club's admins make, list and revoke the keys its tee-sheet software calls the partner API with. */
export function partnerKeyRoutes(deps: Deps) {
  const club = z.object({ clubId: uuidSchema });
  const clubKey = z.object({ clubId: uuidSchema, keyId: uuidSchema });
  const base = '/api/clubs/:clubId/admin/partner-keys';
  return [
    route(
      {
        method: 'get',
        path: base,
        summary:
          "The club's partner keys, those in use first: name, first characters, scopes, last use (never the key)",
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: z.array(partnerKeySchema) },
      },
      async ({ c, params }) => c.json(await listPartnerKeys(deps, params.clubId)),
    ),
    route(
      {
        method: 'post',
        path: base,
        summary: `Make a partner key with a name and scopes; the answer is the only time the key is shown (we keep its hash). At most ${PARTNER_KEYS_PER_CLUB} in use per club`,
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: createPartnerKeySchema,
        responses: { 201: createdPartnerKeySchema, 409: null },
      },
      async ({ c, body, actor }) => c.json(await createPartnerKey(deps, actor, body), 201),
    ),
    route(
      {
        method: 'delete',
        path: `${base}/:keyId`,
        summary: 'Revoke a partner key: it stops working at once',
        tag: 'club admin',
        access: 'clubAdmin',
        params: clubKey,
        responses: { 200: partnerKeySchema },
      },
      async ({ c, params, actor }) => c.json(await revokePartnerKey(deps, actor, params.keyId)),
    ),
  ];
}
