import { queryOptions } from '@tanstack/react-query';
import type {
  InvitationAccepted,
  InvitationSent,
  InvitationView,
  PendingInvitation,
} from '../../../contract/club-admin-invitations';
import type { InviteClubAdmin } from '../../../contract/club-profile';
import { api } from '../../lib/api-client';
import { clubAdminKeys } from './api';

const clubBase = (clubId: string) => `/api/clubs/${clubId}/admin/invitations`;
const ownBase = (token: string) => `/api/club-admin-invitations/${encodeURIComponent(token)}`;

export const invitationKeys = {
  pending: (clubId: string) => [...clubAdminKeys.all(clubId), 'invitations'] as const,
  own: (token: string) => ['club-admin-invitation', token] as const,
};

export const pendingInvitationsQuery = (clubId: string) =>
  queryOptions({
    queryKey: invitationKeys.pending(clubId),
    queryFn: ({ signal }) => api<PendingInvitation[]>(clubBase(clubId), { signal }),
  });
export const inviteClubAdmin = (clubId: string, input: InviteClubAdmin) =>
  api<InvitationSent>(clubBase(clubId), { method: 'POST', body: input });
export const revokeInvitation = (clubId: string, invitationId: string) =>
  api<void>(`${clubBase(clubId)}/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });

/** The invitation of a link; its refusals (another address, expired, answered) are answers to show, not to retry. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.own(token),
    queryFn: ({ signal }) => api<InvitationView>(ownBase(token), { signal }),
    retry: false,
  });
export const acceptInvitation = (token: string) =>
  api<InvitationAccepted>(`${ownBase(token)}/accept`, { method: 'POST' });
export const declineInvitation = (token: string) => api<void>(`${ownBase(token)}/decline`, { method: 'POST' });
