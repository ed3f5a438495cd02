import { queryOptions } from '@tanstack/react-query';
import type { InvitationSent } from '../../../contract/club-admin-invitations';
import type { AdminClub, AuditEntry, CreateClub, PlatformOverview, WaitlistEntry } from '../../../contract/super-admin';
import { api } from '../../lib/api-client';

export const superAdminKeys = { all: ['super-admin'] as const };

export const overviewQuery = () =>
  queryOptions({
    queryKey: [...superAdminKeys.all, 'overview'],
    queryFn: ({ signal }) => api<PlatformOverview>('/api/admin/overview', { signal }),
  });

export const adminClubsQuery = (q: string, limit = 50) =>
  queryOptions({
    queryKey: [...superAdminKeys.all, 'clubs', q, limit],
    queryFn: ({ signal }) => api<AdminClub[]>('/api/admin/clubs', { query: { q, limit }, signal }),
    placeholderData: (previous) => previous,
  });

export const createClub = (input: CreateClub) => api<AdminClub>('/api/admin/clubs', { method: 'POST', body: input });
export const featureClub = (clubId: string, isFeatured: boolean) =>
  api<void>(`/api/admin/clubs/${clubId}`, { method: 'PATCH', body: { isFeatured } });
export const selectClub = (clubId: string) =>
  api<{ clubId: string; clubName: string }>('/api/admin/select-club', { method: 'POST', body: { clubId } });
export const decideBankDetails = (clubId: string, status: 'verified' | 'rejected') =>
  api<void>(`/api/admin/clubs/${clubId}/bank-details/status`, { method: 'PUT', body: { status } });

export const payoutsQuery = () =>
  queryOptions({
    queryKey: [...superAdminKeys.all, 'payouts'],
    queryFn: ({ signal }) =>
      api<{ id: string; clubId: string; club: string; month: string; amount: number }[]>('/api/admin/payouts', {
        signal,
      }),
  });
export const markPayoutPaid = (payoutId: string) =>
  api<void>(`/api/admin/payouts/${payoutId}/paid`, { method: 'POST' });

export const waitlistQuery = () =>
  queryOptions({
    queryKey: [...superAdminKeys.all, 'waitlist'],
    queryFn: ({ signal }) => api<WaitlistEntry[]>('/api/admin/waitlist', { query: { limit: 20 }, signal }),
  });
export const WAITLIST_CSV_URL = '/api/admin/waitlist.csv';

export const auditQuery = () =>
  queryOptions({
    queryKey: [...superAdminKeys.all, 'audit'],
    queryFn: ({ signal }) => api<AuditEntry[]>('/api/admin/audit', { query: { limit: 25 }, signal }),
  });

/** A club's admins, through the club's own admin API (super admins may use it for any club). */
export const clubAdminsQuery = (clubId: string) =>
  queryOptions({
    queryKey: [...superAdminKeys.all, 'club-admins', clubId],
    queryFn: ({ signal }) =>
      api<{ userId: string; email: string; name: string; since: string }[]>(`/api/clubs/${clubId}/admin/admins`, {
        signal,
      }),
  });
/** Nobody becomes an admin without accepting: the address is mailed an invitation. */
export const inviteClubAdmin = (clubId: string, email: string) =>
  api<InvitationSent>(`/api/clubs/${clubId}/admin/invitations`, { method: 'POST', body: { email } });
export const removeClubAdmin = (clubId: string, userId: string) =>
  api<void>(`/api/clubs/${clubId}/admin/admins/${userId}`, { method: 'DELETE' });
