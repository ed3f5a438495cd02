import { z } from 'zod';
import { waitlistRequestSchema } from '../../../contract/waitlist';
import { waitlist } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';
import { createRateLimiter } from '../../http/rate-limit';
import { route } from '../../http/route';

export function waitlistRoutes(deps: Deps) {
  const { database } = deps;
  const signUps = createRateLimiter(deps, { budget: 'waitlist', limit: 20, windowMs: 60 * 60_000 });
  return [
    route(
      {
        method: 'post',
        path: '/api/waitlist',
        summary: 'Join the beta waitlist',
        tag: 'beta',
        access: 'public',
        body: waitlistRequestSchema,
        responses: { 201: z.object({ email: z.string() }), 409: null, 429: null },
      },
      async ({ c, body }) => {
        await signUps.check(c);
        const email = body.email.toLowerCase();
        const inserted = await database.db
          .insert(waitlist)
          .values({ email })
          .onConflictDoNothing({ target: waitlist.email })
          .returning({ email: waitlist.email });
        if (inserted.length === 0) throw new AppError('already_exists', 'This e-mail is already on the waitlist');
        return c.json({ email }, 201);
      },
    ),
  ];
}
