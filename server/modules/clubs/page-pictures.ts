import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { golfClubs } from '../../db/schema';
import type { PagePictures } from '../../http/web-app';

/** A course page's path in the web app (its route `courses/:id`), with the club's id. */
const COURSE_PAGE = /^\/courses\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** A course page shows its club's picture largest: the shell asks for it at once. */
export function clubPagePictures(db: Db): PagePictures {
  return async (path) => {
    const id = COURSE_PAGE.exec(path)?.[1];
    if (!id) return [];
    const [club] = await db.select({ imageUrl: golfClubs.imageUrl }).from(golfClubs).where(eq(golfClubs.id, id));
    return club?.imageUrl ? [club.imageUrl] : [];
  };
}
