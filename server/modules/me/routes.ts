import { z } from 'zod';
import { uuidSchema } from '../../../contract/common';
import { dataExportSchema, keepGuestAccountSchema, meSchema, updateMeSchema } from '../../../contract/me';
import { zurichDate } from '../../../contract/zurich-time';
import { PICTURE_UPLOADS_PER_HOUR, pictureMaxSide } from '../../../contract/uploads';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';
import { createRateLimiter } from '../../http/rate-limit';
import { route } from '../../http/route';
import type { PictureUploads } from '../uploads/image-upload';
import { findUpload } from '../uploads/repo';
import { deleteAccount } from './account-deletion';
import { exportMyData } from './data-export';
import { keepGuestAccount } from './guest-account';
import { changeMe, changeProfileImage, getMe } from './service';

export function meRoutes(deps: Deps, pictures: PictureUploads) {
  const { database, config, auth, clock } = deps;
  const { db } = database;
  const debugForAll = config.DEBUG_PANEL;
  // Each request mails a link to an address it names; guests are cheap to start, so the caller's address is counted.
  const guestAccountMails = createRateLimiter(deps, { budget: 'guest-account', limit: 10, windowMs: 60 * 60_000 });
  return [
    route(
      {
        method: 'get',
        path: '/api/me',
        summary: 'The signed-in user with roles',
        tag: 'me',
        access: 'user',
        responses: { 200: meSchema },
      },
      async ({ c, user }) => c.json(await getMe(db, user.id, debugForAll)),
    ),
    route(
      {
        method: 'patch',
        path: '/api/me',
        summary: 'Change name or preferred language',
        tag: 'me',
        access: 'user',
        body: updateMeSchema,
        responses: { 200: meSchema },
      },
      async ({ c, user, body }) => c.json(await changeMe(db, user.id, body, debugForAll)),
    ),
    route(
      {
        method: 'get',
        path: '/api/me/data-export',
        summary:
          'A copy of everything kept about the signed-in user (profile, sign-ins, bookings, favourites, notifications) as a JSON file to download',
        tag: 'me',
        access: 'user',
        responses: { 200: dataExportSchema },
      },
      async ({ c, user }) => {
        const now = clock();
        return c.json(await exportMyData(db, user.id, now), 200, {
          'content-disposition': `attachment; filename="swiss-tee-times-my-data-${zurichDate(now)}.json"`,
          'cache-control': 'no-store',
        });
      },
    ),
    route(
      {
        method: 'delete',
        path: '/api/me',
        summary:
          'Delete the account and its personal data; bookings stay with the clubs, anonymised (409 while a round is ahead or for the last admin)',
        tag: 'me',
        access: 'user',
        responses: { 204: null, 409: null },
      },
      async ({ c, user }) => {
        await deleteAccount(db, user, clock());
        // The session went with the account; this clears the browser's cookies.
        const { headers } = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
        for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'post',
        path: '/api/me/guest-account',
        summary:
          'A guest keeps its account and bookings: sets its password and is sent a link that makes the address its own (409 for an account that has one)',
        tag: 'me',
        access: 'user',
        body: keepGuestAccountSchema,
        responses: { 204: null, 409: null, 429: null },
      },
      async ({ c, user, body }) => {
        await guestAccountMails.check(c);
        await keepGuestAccount(deps, c, user, body);
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'post',
        path: '/api/me/profile-image',
        summary: `Upload a profile picture (multipart field "file": PNG, JPEG or WebP, at most 2 MB; stored as WebP of at most ${pictureMaxSide.profile} px, without metadata; ${PICTURE_UPLOADS_PER_HOUR} uploads per user and hour)`,
        tag: 'me',
        access: 'user',
        responses: { 200: meSchema, 400: null, 413: null, 429: null },
      },
      async ({ c, user }) =>
        c.json(await changeProfileImage(db, user.id, await pictures.receive(c, user.id, 'profile'), debugForAll)),
    ),
    route(
      {
        method: 'get',
        path: '/api/uploads/:id',
        summary: 'An uploaded picture',
        tag: 'me',
        access: 'public',
        params: z.object({ id: uuidSchema }),
        responses: { 200: null },
      },
      async ({ c, params }) => {
        const upload = await findUpload(db, params.id);
        if (!upload) throw new AppError('not_found', 'No such picture');
        return c.body(new Uint8Array(upload.bytes), 200, {
          'content-type': upload.contentType,
          'cache-control': 'public, max-age=31536000, immutable',
        });
      },
    ),
  ];
}
