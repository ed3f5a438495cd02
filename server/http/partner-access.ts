import type { Context } from 'hono';
import { PARTNER_REQUESTS_PER_MINUTE, partnerKeySecretSchema, type PartnerScope } from '../../contract/partner-keys';
import { storedHashOf } from '../auth/stored-secret';
import { useKey } from '../modules/partner-keys/repo';
import { AppError } from './app-error';
import type { Deps } from './deps';
import { createRateLimiter } from './rate-limit';

/** A club's tee-sheet software, known by the partner key it sent. */
export interface PartnerActor {
  keyId: string;
  keyName: string;
  clubId: string;
  clubName: string;
  scopes: PartnerScope[];
}

/**
 * The partner API's access rule: a key of a club in use (`Authorization: Bearer stt_…`), within its requests a
 * minute, with the scope the route needs (none: any key). Each use is noted on the key (last used).
 */
export function partnerAccess(deps: Deps) {
  const perKey = createRateLimiter(deps, {
    budget: 'partner-key',
    limit: PARTNER_REQUESTS_PER_MINUTE,
    windowMs: 60_000,
  });
  return async (c: Context, scope: PartnerScope | null): Promise<PartnerActor> => {
    const header = c.req.header('authorization');
    if (!header) throw new AppError('unauthorized', "Send the club's partner key as Authorization: Bearer stt_…");
    const secret = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!secret || !partnerKeySecretSchema.safeParse(secret).success)
      throw new AppError('unauthorized', 'The Authorization header does not hold a partner key (Bearer stt_…)');
    const key = await useKey(deps.database.db, storedHashOf(secret), deps.clock());
    if (!key) throw new AppError('unauthorized', 'This partner key is unknown or has been revoked');
    await perKey.check(c, key.keyId);
    if (scope && !key.scopes.includes(scope))
      throw new AppError(
        'forbidden',
        `This partner key may not do this: it needs the scope ${scope}, which a club admin gives a key when making it`,
      );
    return key;
  };
}
