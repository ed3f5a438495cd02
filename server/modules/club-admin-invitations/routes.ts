import { z } from 'zod';
import {
  invitationAcceptedSchema,
  invitationSentSchema,
  invitationTokenSchema,
  invitationViewSchema,
  pendingInvitationSchema,
} from '../../../contract/club-admin-invitations';
import { inviteClubAdminSchema } from '../../../contract/club-profile';
import { uuidSchema } from '../../../contract/common';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import {
  acceptInvitation,
  declineInvitation,
  inviteClubAdmin,
  listWaitingInvitations,
  revokeInvitation,
  viewInvitation,
} from './service';

/** Club admins invite an address; only the owner of that address, signed in, makes themself an admin. */
export function clubAdminInvitationRoutes(deps: Deps) {
  const club = z.object({ clubId: uuidSchema });
  const clubInvitation = z.object({ clubId: uuidSchema, invitationId: uuidSchema });
  const token = z.object({ token: invitationTokenSchema });
  const base = '/api/clubs/:clubId/admin/invitations';
  const own = '/api/club-admin-invitations/:token';
  return [
    route(
      {
        method: 'post',
        path: base,
        summary:
          'Invite an e-mail address to become an admin of the club (mailed a link that works for 7 days). The answer is the same whether or not the address has an account. 20 invitations per club and hour',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: inviteClubAdminSchema,
        responses: { 202: invitationSentSchema, 429: null },
      },
      async ({ c, body, actor }) => c.json(await inviteClubAdmin(deps, actor, body.email), 202),
    ),
    route(
      {
        method: 'get',
        path: base,
        summary: "The club's invitations waiting for an answer, newest first",
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: z.array(pendingInvitationSchema) },
      },
      async ({ c, params }) => c.json(await listWaitingInvitations(deps, params.clubId)),
    ),
    route(
      {
        method: 'delete',
        path: `${base}/:invitationId`,
        summary: 'Withdraw an invitation waiting for an answer: its link stops working',
        tag: 'club admin',
        access: 'clubAdmin',
        params: clubInvitation,
        responses: { 204: null, 404: null },
      },
      async ({ c, params, actor }) => {
        await revokeInvitation(deps, actor, params.invitationId);
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'get',
        path: own,
        summary:
          'The invitation of the link, for the signed-in owner of the invited address (403 for another address; 409 answered; 410 expired or withdrawn)',
        tag: 'club admin invitations',
        access: 'user',
        params: token,
        responses: { 200: invitationViewSchema, 403: null, 404: null, 409: null, 410: null },
      },
      async ({ c, params, user }) => c.json(await viewInvitation(deps, user.id, params.token)),
    ),
    route(
      {
        method: 'post',
        path: `${own}/accept`,
        summary:
          'Accept the invitation: the signed-in owner of the invited, confirmed address becomes an admin of the club',
        tag: 'club admin invitations',
        access: 'user',
        params: token,
        responses: { 200: invitationAcceptedSchema, 403: null, 404: null, 409: null, 410: null },
      },
      async ({ c, params, user }) => c.json(await acceptInvitation(deps, user.id, params.token)),
    ),
    route(
      {
        method: 'post',
        path: `${own}/decline`,
        summary: 'Decline the invitation: its link stops working',
        tag: 'club admin invitations',
        access: 'user',
        params: token,
        responses: { 204: null, 403: null, 404: null, 409: null, 410: null },
      },
      async ({ c, params, user }) => {
        await declineInvitation(deps, user.id, params.token);
        return c.body(null, 204);
      },
    ),
  ];
}
