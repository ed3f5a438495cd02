import { z } from 'zod';
import {
  associationAnswers,
  clubAdminMemberSchema,
  clubAssociationsSchema,
  clubAssociationsViewSchema,
  clubProfileSchema,
  updateClubProfileSchema,
} from '../../../contract/club-profile';
import { clubTextsSchema, saveClubTextsSchema } from '../../../contract/club-texts';
import { languageSchema, uuidSchema } from '../../../contract/common';
import { PICTURE_UPLOADS_PER_HOUR, pictureMaxSide } from '../../../contract/uploads';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import type { PictureUploads } from '../uploads/image-upload';
import {
  answerAssociation,
  changeClubAssociations,
  changeClubImage,
  changeClubProfile,
  changeClubTexts,
  clubAssociations,
  clubProfile,
  clubTexts,
  listClubAdmins,
  removeClubAdmin,
} from './service';

/** The club's public profile, its texts for golfers, its admins and its associations: for that club's admins and super admins. */
export function clubProfileRoutes(deps: Deps, pictures: PictureUploads) {
  const { db } = deps.database;
  const club = z.object({ clubId: uuidSchema });
  const clubLanguage = z.object({ clubId: uuidSchema, language: languageSchema });
  const clubAdmin = z.object({ clubId: uuidSchema, userId: z.string().min(1, 'is required') });
  const askingClub = z.object({ clubId: uuidSchema, askingClubId: uuidSchema });
  const base = '/api/clubs/:clubId/admin';
  return [
    route(
      {
        method: 'get',
        path: `${base}/profile`,
        summary: "The club's name, place and picture",
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: clubProfileSchema, 404: null },
      },
      async ({ c, params }) => c.json(await clubProfile(db, params.clubId)),
    ),
    route(
      {
        method: 'put',
        path: `${base}/profile`,
        summary: "Change the club's name, city, canton and address",
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: updateClubProfileSchema,
        responses: { 200: clubProfileSchema, 404: null },
      },
      async ({ c, body, actor }) => c.json(await changeClubProfile(db, actor, body)),
    ),
    route(
      {
        method: 'post',
        path: `${base}/profile/image`,
        summary: `Upload the club's picture (multipart field "file": PNG, JPEG or WebP, at most 2 MB; stored as WebP of at most ${pictureMaxSide.club} px, without metadata; ${PICTURE_UPLOADS_PER_HOUR} uploads per user and hour)`,
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: clubProfileSchema, 404: null, 413: null, 429: null },
      },
      async ({ c, user, actor }) =>
        c.json(await changeClubImage(db, actor, await pictures.receive(c, user.id, 'club'))),
    ),
    route(
      {
        method: 'get',
        path: `${base}/texts`,
        summary: "The club's texts for golfers (description, directions, notes) in en, de and fr",
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: clubTextsSchema },
      },
      async ({ c, params }) => c.json(await clubTexts(db, params.clubId)),
    ),
    route(
      {
        method: 'put',
        path: `${base}/texts/:language`,
        summary:
          "Set the club's texts of one language; an empty field removes that text. Shown only on the club's page",
        tag: 'club admin',
        access: 'clubAdmin',
        params: clubLanguage,
        body: saveClubTextsSchema,
        responses: { 200: clubTextsSchema, 404: null },
      },
      async ({ c, params, body, actor }) => c.json(await changeClubTexts(db, actor, params.language, body)),
    ),
    route(
      {
        method: 'get',
        path: `${base}/admins`,
        summary: "The club's admins, longest-serving first",
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: z.array(clubAdminMemberSchema) },
      },
      async ({ c, params }) => c.json(await listClubAdmins(db, params.clubId)),
    ),
    route(
      {
        method: 'delete',
        path: `${base}/admins/:userId`,
        summary: 'Remove an admin of the club, never the last one',
        tag: 'club admin',
        access: 'clubAdmin',
        params: clubAdmin,
        responses: { 204: null, 404: null, 409: null },
      },
      async ({ c, params, actor }) => {
        await removeClubAdmin(db, actor, params.userId);
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'get',
        path: `${base}/associations`,
        summary:
          "The club's mystery region and the regions to choose from, the clubs it asks to name in its deals and their answers, the clubs asking to name it, and the other clubs",
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: clubAssociationsViewSchema },
      },
      async ({ c, params }) => c.json(await clubAssociations(db, params.clubId)),
    ),
    route(
      {
        method: 'put',
        path: `${base}/associations`,
        summary:
          "Set the club's region (400 unknown_region for one not on the list) and the clubs it asks to name: a new one is asked and named once it accepts, one left out is withdrawn",
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: clubAssociationsSchema,
        responses: { 200: clubAssociationsViewSchema, 404: null },
      },
      async ({ c, body, actor }) => c.json(await changeClubAssociations(db, actor, body)),
    ),
    ...associationAnswers.map((answer) =>
      route(
        {
          method: 'post',
          path: `${base}/association-requests/:askingClubId/${answer}`,
          summary:
            answer === 'accept'
              ? 'Let a club that asked name this club in its mystery deals'
              : 'Decline a club that asked to name this club in its mystery deals, or withdraw the consent given before',
          tag: 'club admin',
          access: 'clubAdmin',
          params: askingClub,
          responses: { 200: clubAssociationsViewSchema, 404: null },
        },
        async ({ c, params, actor }) => c.json(await answerAssociation(db, actor, params.askingClubId, answer)),
      ),
    ),
  ];
}
