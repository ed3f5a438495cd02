import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationSent } from '../../../contract/club-admin-invitations';
import type { AdminClub } from '../../../contract/super-admin';
import {
  adminClubsQuery,
  auditQuery,
  clubAdminsQuery,
  createClub,
  decideBankDetails,
  featureClub,
  inviteClubAdmin,
  markPayoutPaid,
  overviewQuery,
  payoutsQuery,
  removeClubAdmin,
  superAdminKeys,
  WAITLIST_CSV_URL,
  waitlistQuery,
} from './api';

/** What the page does when a change is refused. */
export type OnFailed = { onFailed: (error: Error) => void };

/** A super admin's change shows everywhere on the page: figures, clubs, admins, payouts, waitlist and audit log are read again. */
function useRefreshSuperAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: superAdminKeys.all });
}

/** The platform's figures: clubs, golfers, this month's bookings and revenue, the waitlist, bank details to check. */
export const usePlatformOverview = () => useQuery(overviewQuery());

/** The clubs whose name matches the search (at most 200); the last list stays shown while the next is on its way. */
export const useAdminClubs = (search: string) => useQuery(adminClubsQuery(search.trim(), 200));

/** Creates a club: `onCreated` at once, then every super-admin list is read again, then `onRefreshed`. */
export function useCreateClub({
  onCreated,
  onRefreshed,
  onFailed,
}: OnFailed & { onCreated: (club: AdminClub) => void; onRefreshed: () => void }) {
  const refresh = useRefreshSuperAdmin();
  return useMutation({
    mutationFn: createClub,
    onSuccess: async (club) => {
      onCreated(club);
      await refresh();
      onRefreshed();
    },
    onError: onFailed,
  });
}

/** Features the club, or stops featuring it if it is; every super-admin list is read again. */
export function useFeatureClub(club: AdminClub, { onFailed }: OnFailed) {
  const refresh = useRefreshSuperAdmin();
  return useMutation({
    mutationFn: () => featureClub(club.id, !club.isFeatured),
    onSuccess: refresh,
    onError: onFailed,
  });
}

/** Verifies or rejects the bank details a club entered; every super-admin list is read again. */
export function useDecideBankDetails(clubId: string, { onFailed }: OnFailed) {
  const refresh = useRefreshSuperAdmin();
  return useMutation({
    mutationFn: (status: 'verified' | 'rejected') => decideBankDetails(clubId, status),
    onSuccess: refresh,
    onError: onFailed,
  });
}

/** A club's admins. */
export const useClubAdmins = (clubId: string) => useQuery(clubAdminsQuery(clubId));

/** Mails an invitation to become the club's admin; nobody is one before accepting, so no list changes. */
export function useInviteClubAdmin(
  clubId: string,
  { onInvited, onFailed }: OnFailed & { onInvited: (sent: InvitationSent) => void },
) {
  return useMutation({
    mutationFn: (email: string) => inviteClubAdmin(clubId, email),
    onSuccess: onInvited,
    onError: onFailed,
  });
}

/** Removes one of the club's admins; every super-admin list is read again. */
export function useRemoveClubAdmin(clubId: string, { onFailed }: OnFailed) {
  const refresh = useRefreshSuperAdmin();
  return useMutation({
    mutationFn: (userId: string) => removeClubAdmin(clubId, userId),
    onSuccess: refresh,
    onError: onFailed,
  });
}

/** The clubs' scheduled payouts not yet transferred. */
export const usePayouts = () => useQuery(payoutsQuery());

/** Marks a payout as paid (by its id); every super-admin list is read again. */
export function useMarkPayoutPaid({ onFailed }: OnFailed) {
  const refresh = useRefreshSuperAdmin();
  return useMutation({ mutationFn: markPayoutPaid, onSuccess: refresh, onError: onFailed });
}

/** The latest sign-ups on the waitlist, and `csvUrl`, where the whole list downloads as CSV. */
export function useWaitlist() {
  const waitlist = useQuery(waitlistQuery());
  return { ...waitlist, csvUrl: WAITLIST_CSV_URL };
}

/** The latest entries of the audit log. */
export const useAuditLog = () => useQuery(auditQuery());
