import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { golfClubs } from '../../db/schema';
import { clubImageSvg } from '../../db/seed/club-image';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';

const svg = (c: Context, body: string) =>
  c.body(body, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' });

/** Course pictures of the demo clubs, drawn from the club's slug so the product ships no external images. */
export function imageRoutes({ database }: Deps) {
  return [
    route(
      {
        method: 'get',
        path: '/images/clubs/:file',
        summary: 'Generated course picture of a club',
        tag: 'clubs',
        access: 'public',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/, 'must be a club picture name') }),
        responses: { 200: null },
      },
      async ({ c, params }) => {
        const slug = params.file.replace(/\.svg$/, '');
        const [club] = await database.db
          .select({ name: golfClubs.name })
          .from(golfClubs)
          .where(eq(golfClubs.slug, slug))
          .limit(1);
        if (!club) throw new AppError('not_found', 'No such picture');
        return svg(c, clubImageSvg(slug, club.name));
      },
    ),
    route(
      {
        method: 'get',
        path: '/images/mystery.svg',
        summary: 'The picture of every mystery deal: it shows no club',
        tag: 'mystery',
        access: 'public',
        responses: { 200: null },
      },
      ({ c }) => svg(c, clubImageSvg('mystery-tee-time', 'Mystery tee time')),
    ),
  ];
}
