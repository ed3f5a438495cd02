import { partnerIdentitySchema } from '../../../contract/partner-keys';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';

/** The partner API (version 1): a club's tee-sheet software, with one of the club's partner keys. */
export function partnerApiRoutes(_deps: Deps) {
  return [
    route(
      {
        method: 'get',
        path: '/api/partner/v1/me',
        summary: 'The club the key acts for, its name and its scopes: a first call to check a key',
        tag: 'partner',
        access: 'partner',
        scope: null,
        responses: { 200: partnerIdentitySchema },
      },
      ({ c, partner }) =>
        c.json({
          clubId: partner.clubId,
          clubName: partner.clubName,
          keyName: partner.keyName,
          scopes: partner.scopes,
        }),
    ),
  ];
}
