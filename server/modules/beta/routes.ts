import { betaUnlockRequestSchema } from '../../../contract/beta';
import { meSchema } from '../../../contract/me';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';
import { createRateLimiter } from '../../http/rate-limit';
import { route } from '../../http/route';
import { getMe } from '../me/service';
import { passwordMatches, startGuestAccount } from './service';

export function betaRoutes(deps: Deps) {
  const { config, database, auth } = deps;
  const attempts = createRateLimiter(deps, { budget: 'beta-password', limit: 10, windowMs: 15 * 60_000 });
  return [
    route(
      {
        method: 'post',
        path: '/api/beta/unlock',
        summary:
          "Early access: the right password starts a guest account of the visitor's own and signs it in (only with BETA_MODE=password)",
        tag: 'beta',
        access: 'public',
        body: betaUnlockRequestSchema,
        responses: { 200: meSchema, 403: null, 404: null, 429: null },
      },
      async ({ c, body }) => {
        if (config.BETA_MODE !== 'password' || !config.BETA_PASSWORD)
          throw new AppError('not_found', 'There is no early-access password here');
        await attempts.check(c);
        if (!passwordMatches(body.password, config.BETA_PASSWORD))
          throw new AppError('wrong_password', 'Wrong password');
        const userId = await startGuestAccount(database.db);
        const { headers } = await auth.api.signInUserById({
          body: { userId },
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
        for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
        return c.json(await getMe(database.db, userId, config.DEBUG_PANEL));
      },
    ),
  ];
}
