import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationAccepted, InvitationSent } from '../../../contract/club-admin-invitations';
import type {
  AdminTeeTime,
  BlockPreviewQuery,
  BlockResult,
  BlockTeeTimes,
  ClubBookingsQuery,
  ClubSettings,
  GenerateSchedule,
  SchedulePreview,
  ScheduleResult,
  UpdateTeeTime,
} from '../../../contract/club-admin';
import type { ClubPricing } from '../../../contract/club-pricing';
import type { ChangeDeskBooking, CreateDeskBookingInput, MoveBooking } from '../../../contract/desk';
import type {
  AssociationAnswer,
  ClubAssociations,
  ClubProfile,
  InviteClubAdmin,
  UpdateClubProfile,
} from '../../../contract/club-profile';
import type { ClubTexts, SaveClubTexts } from '../../../contract/club-texts';
import type { PayoutAccount, PayoutAccountInput } from '../../../contract/finances';
import type { Language } from '../../../contract/languages';
import {
  blockPreviewQuery,
  blockTeeTimes,
  cancelClubBooking,
  clubAdminKeys,
  clubBookingsCsvUrl,
  clubBookingsQuery,
  clubPricingQuery,
  clubSettingsQuery,
  createTeeTime,
  dashboardQuery,
  deleteTeeTime,
  generateSchedule,
  previewSchedule,
  markDeskPayment,
  recordOutcome,
  undoOutcome,
  saveClubPricing,
  saveClubSettings,
  teeSheetQuery,
  updateTeeTime,
  weekSheetQuery,
  createDeskBooking,
  changeDeskBooking,
  moveBooking,
  markCheckIn,
} from './api';
import { languageOrEnglish } from '../../lib/i18n/languages';
import {
  financesCsvUrl,
  financesInvoiceUrl,
  financesQuery,
  payoutAccountQuery,
  savePayoutAccount,
} from './finances-api';
import {
  acceptInvitation,
  declineInvitation,
  invitationKeys,
  invitationQuery,
  inviteClubAdmin,
  pendingInvitationsQuery,
  revokeInvitation,
} from './invitations-api';
import {
  answerAssociation,
  clubAdminsQuery,
  clubAssociationsQuery,
  clubProfileKeys,
  clubProfileQuery,
  clubTextsQuery,
  removeClubAdmin,
  saveClubAssociations,
  saveClubProfile,
  saveClubTexts,
  uploadClubImage,
} from './profile-api';
import type { CreatePartnerKey, CreatedPartnerKey } from '../../../contract/partner-keys';
import { createPartnerKey, partnerKeyKeys, partnerKeysQuery, revokePartnerKey } from './partner-keys-api';
import type { CreateWebhookEndpoint, CreatedWebhookEndpoint } from '../../../contract/webhooks';
import type { ImportResult } from '../../../contract/tee-time-imports';
import type { CalendarFeedInput, CalendarRead } from '../../../contract/calendar-feeds';
import {
  clubCalendarQuery,
  previewCalendar,
  readCalendarNow,
  subscribeCalendar,
  unsubscribeCalendar,
} from './calendar-api';
import { importTeeTimes } from './imports-api';
import {
  createWebhookEndpoint,
  deliverAgain,
  removeWebhookEndpoint,
  webhookDeliveriesQuery,
  webhookEndpointsQuery,
  webhookKeys,
} from './webhooks-api';

/** What a page says when a change is refused or fails. */
type Refused = (error: Error) => void;

/** Asks again for everything the club area shows of the club: a change shows in its figures, lists and forms. */
function useRefreshClub(clubId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clubAdminKeys.all(clubId) });
}

/**
 * A change to the club: the page's `onDone` first (its word to the admin), then everything of the club is asked
 * for again; the change stays pending until that is here, so its button stays busy.
 */
function useClubChange<Input, Output>(
  clubId: string,
  change: (input: Input) => Promise<Output>,
  { onDone, onRefused }: { onDone: (output: Output) => void; onRefused: Refused },
) {
  const refresh = useRefreshClub(clubId);
  return useMutation({
    mutationFn: change,
    onSuccess: async (output) => {
      onDone(output);
      await refresh();
    },
    onError: onRefused,
  });
}

/** The club's figures of today, the week and the month, and its next rounds. */
export const useClubDashboard = (clubId: string) => useQuery(dashboardQuery(clubId));

/** The club's tee times of one day, with the bookings in their places. */
export const useTeeSheet = (clubId: string, date: string) => useQuery(teeSheetQuery(clubId, date));

/** The club's tee times of seven days from `from`. */
export const useWeekSheet = (clubId: string, from: string) => useQuery(weekSheetQuery(clubId, from));

/**
 * Books a tee time at the desk: `onBooked` gets its reference, and everything of the club is asked for again.
 * One Idempotency-Key per form, so that a double submit or a retry after a lost answer books once.
 */
export function useCreateDeskBooking(
  clubId: string,
  { onBooked, onRefused }: { onBooked: (booked: { id: string; reference: string }) => void; onRefused: Refused },
) {
  const [key] = useState(() => crypto.randomUUID());
  return useClubChange(clubId, (input: CreateDeskBookingInput) => createDeskBooking(clubId, input, key), {
    onDone: onBooked,
    onRefused,
  });
}

/** Changes a booking's players or note at the desk: after `onChanged`, everything of the club is asked for again. */
export function useChangeDeskBooking(
  clubId: string,
  bookingId: string,
  { onChanged, onRefused }: { onChanged: () => void; onRefused: Refused },
) {
  return useClubChange(clubId, (input: ChangeDeskBooking) => changeDeskBooking(clubId, bookingId, input), {
    onDone: onChanged,
    onRefused,
  });
}

/** Moves a booking to another time (its golfer is told why): after `onMoved`, everything of the club is asked for again. */
export function useMoveBooking(
  clubId: string,
  bookingId: string,
  { onMoved, onRefused }: { onMoved: () => void; onRefused: Refused },
) {
  return useClubChange(clubId, (input: MoveBooking) => moveBooking(clubId, bookingId, input), {
    onDone: onMoved,
    onRefused,
  });
}

/** Checks a golfer in (true), or takes that back the same day (false): then everything of the club is asked for again. */
export function useCheckIn(
  clubId: string,
  bookingId: string,
  { onMarked, onRefused }: { onMarked: () => void; onRefused: Refused },
) {
  return useClubChange(clubId, (arrived: boolean) => markCheckIn(clubId, bookingId, arrived), {
    onDone: onMarked,
    onRefused,
  });
}

/** Changes a tee time (price, places, blocked, mystery deal): after `onChanged`, everything of the club is asked for again. */
export function useChangeTeeTime(
  clubId: string,
  teeTimeId: string,
  { onChanged, onRefused }: { onChanged: () => void; onRefused: Refused },
) {
  return useClubChange(clubId, (input: UpdateTeeTime) => updateTeeTime(clubId, teeTimeId, input), {
    onDone: onChanged,
    onRefused,
  });
}

/** The open tee times a block of a range would close and the bookings on them; nothing is asked while `range` is null. */
export const useBlockPreview = (clubId: string, range: BlockPreviewQuery | null) =>
  useQuery({ ...blockPreviewQuery(clubId, range ?? { date: '' }), enabled: range !== null });

/** Blocks a range, moving or cancelling its bookings as chosen: after `onBlocked`, everything of the club is asked for again. */
export function useBlockTeeTimes(
  clubId: string,
  { onBlocked, onRefused }: { onBlocked: (result: BlockResult) => void; onRefused: Refused },
) {
  return useClubChange(clubId, (input: BlockTeeTimes) => blockTeeTimes(clubId, input), {
    onDone: onBlocked,
    onRefused,
  });
}

/** Deletes a tee time nobody booked; `onDeleted` gets it (to offer an undo), and everything of the club is asked for again. */
export function useDeleteTeeTime(
  clubId: string,
  teeTime: AdminTeeTime,
  { onDeleted, onRefused }: { onDeleted: (teeTime: AdminTeeTime) => void; onRefused: Refused },
) {
  return useClubChange(clubId, () => deleteTeeTime(clubId, teeTime.id), {
    onDone: () => onDeleted(teeTime),
    onRefused,
  });
}

/** Puts a deleted tee time back as it was (blocked again if it was): the undo of a delete. */
export function useRestoreTeeTime(
  clubId: string,
  { onRestored, onRefused }: { onRestored: () => void; onRefused: Refused },
) {
  return useClubChange(
    clubId,
    async (teeTime: AdminTeeTime) => {
      const { date, time, holeCount, slotsAvailable, discountedPrice, originalPrice, isSurpriseDeal } = teeTime;
      const restored = await createTeeTime(clubId, {
        date,
        time,
        holeCount: holeCount as 9 | 18,
        slotsAvailable,
        discountedPrice,
        originalPrice,
        isSurpriseDeal,
      });
      if (teeTime.isBlocked) await updateTeeTime(clubId, restored.id, { isBlocked: true });
    },
    { onDone: onRestored, onRefused },
  );
}

/** The club's bookings of a filter (the last ones stay shown while the next load), and where their CSV downloads from. */
export function useClubBookings(clubId: string, filter: ClubBookingsQuery) {
  const { i18n } = useTranslation();
  return {
    ...useQuery(clubBookingsQuery(clubId, filter)),
    csvUrl: clubBookingsCsvUrl(clubId, filter, languageOrEnglish(i18n.language)),
  };
}

/** Records whether a round was played or a no-show: after `onRecorded`, everything of the club is asked for again. */
export function useRecordOutcome(
  clubId: string,
  bookingId: string,
  { onRecorded, onRefused }: { onRecorded: () => void; onRefused: Refused },
) {
  return useClubChange(clubId, (status: 'completed' | 'no_show') => recordOutcome(clubId, bookingId, status), {
    onDone: onRecorded,
    onRefused,
  });
}

/** Takes back the outcome (played or no-show) recorded today: after `onUndone`, everything of the club is asked for again. */
export function useUndoOutcome(
  clubId: string,
  bookingId: string,
  { onUndone, onRefused }: { onUndone: () => void; onRefused: Refused },
) {
  return useClubChange(clubId, () => undoOutcome(clubId, bookingId), { onDone: onUndone, onRefused });
}

/**
 * Marks the money of a booking paid at the club as received at the desk (true), or takes that back on the
 * same day (false): after `onMarked`, everything of the club is asked for again.
 */
export function useDeskPayment(
  clubId: string,
  bookingId: string,
  { onMarked, onRefused }: { onMarked: () => void; onRefused: Refused },
) {
  return useClubChange(clubId, (received: boolean) => markDeskPayment(clubId, bookingId, received), {
    onDone: onMarked,
    onRefused,
  });
}

/** Cancels a golfer's booking for the club: after `onCancelled`, everything of the club is asked for again. */
export function useCancelClubBooking(
  clubId: string,
  bookingId: string,
  { onCancelled, onRefused }: { onCancelled: () => void; onRefused: Refused },
) {
  return useClubChange(clubId, () => cancelClubBooking(clubId, bookingId), { onDone: onCancelled, onRefused });
}

/** What a schedule would create, by price; nothing is written, so nothing is asked for again. */
export function usePreviewSchedule(
  clubId: string,
  {
    onPreviewed,
    onRefused,
  }: { onPreviewed: (preview: SchedulePreview, input: GenerateSchedule) => void; onRefused: Refused },
) {
  return useMutation({
    mutationFn: (input: GenerateSchedule) => previewSchedule(clubId, input),
    onSuccess: onPreviewed,
    onError: onRefused,
  });
}

/** Creates tee times over a date range on chosen weekdays: after `onGenerated`, everything of the club is asked for again. */
export function useGenerateSchedule(
  clubId: string,
  { onGenerated, onRefused }: { onGenerated: (result: ScheduleResult) => void; onRefused: Refused },
) {
  return useClubChange(clubId, (input: GenerateSchedule) => generateSchedule(clubId, input), {
    onDone: onGenerated,
    onRefused,
  });
}

/** The club's booking rules. */
export const useClubSettings = (clubId: string) => useQuery(clubSettingsQuery(clubId));

/** Saves the club's booking rules: after `onSaved`, everything of the club is asked for again. */
export function useSaveClubSettings(
  clubId: string,
  { onSaved, onRefused }: { onSaved: () => void; onRefused: Refused },
) {
  return useClubChange(clubId, (settings: ClubSettings) => saveClubSettings(clubId, settings), {
    onDone: onSaved,
    onRefused,
  });
}

/** The club's price list. */
export const useClubPricing = (clubId: string) => useQuery(clubPricingQuery(clubId));

/** Saves the club's price list: after `onSaved`, everything of the club is asked for again. */
export function useSaveClubPricing(
  clubId: string,
  { onSaved, onRefused }: { onSaved: () => void; onRefused: Refused },
) {
  return useClubChange(clubId, (pricing: ClubPricing) => saveClubPricing(clubId, pricing), {
    onDone: onSaved,
    onRefused,
  });
}

/** The club's money of a month (rounds, refunds, commission, payouts), and where the month's CSV and invoice download from. */
export function useClubFinances(clubId: string, month: string) {
  const { i18n } = useTranslation();
  const language = languageOrEnglish(i18n.language);
  return {
    ...useQuery(financesQuery(clubId, month)),
    csvUrl: financesCsvUrl(clubId, month, language),
    invoiceUrl: financesInvoiceUrl(clubId, month, language),
  };
}

/** The legal and bank details the club is paid to (null while none are given), with their check's status. */
export const usePayoutAccount = (clubId: string) => useQuery(payoutAccountQuery(clubId));

/** Saves the club's payout details: after `onSaved`, everything of the club is asked for again. */
export function useSavePayoutAccount(
  clubId: string,
  { onSaved, onRefused }: { onSaved: (saved: PayoutAccount) => void; onRefused: Refused },
) {
  return useClubChange(clubId, (input: PayoutAccountInput) => savePayoutAccount(clubId, input), {
    onDone: onSaved,
    onRefused,
  });
}

/** What golfers see of the club: name, place and picture. */
export const useClubProfile = (clubId: string) => useQuery(clubProfileQuery(clubId));

/** Saves the club's name and place: the profile shows the saved one at once, then `onSaved` (awaited) follows. */
export function useSaveClubProfile(
  clubId: string,
  { onSaved, onRefused }: { onSaved: (saved: ClubProfile) => Promise<unknown> | void; onRefused: Refused },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateClubProfile) => saveClubProfile(clubId, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(clubProfileKeys.profile(clubId), saved);
      await onSaved(saved);
    },
    onError: onRefused,
  });
}

/** Uploads the club's picture: the profile shows it at once. `onSettled` follows any answer. */
export function useUploadClubImage(
  clubId: string,
  { onUploaded, onRefused, onSettled }: { onUploaded: () => void; onRefused: Refused; onSettled: () => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadClubImage(clubId, file),
    onSuccess: (saved) => {
      queryClient.setQueryData(clubProfileKeys.profile(clubId), saved);
      onUploaded();
    },
    onError: onRefused,
    onSettled,
  });
}

/** The club's own texts for golfers, every language. */
export const useClubTexts = (clubId: string) => useQuery(clubTextsQuery(clubId));

/** Saves the club's texts of one language: the texts show the saved ones at once, then `onSaved` follows. */
export function useSaveClubTexts(
  clubId: string,
  language: Language,
  { onSaved, onRefused }: { onSaved: (texts: ClubTexts) => void; onRefused: Refused },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveClubTexts) => saveClubTexts(clubId, language, input),
    onSuccess: (texts) => {
      queryClient.setQueryData(clubProfileKeys.texts(clubId), texts);
      onSaved(texts);
    },
    onError: onRefused,
  });
}

/** The club's admins. */
export const useClubAdmins = (clubId: string) => useQuery(clubAdminsQuery(clubId));

/** Removes an admin from the club (`onRemoved` is awaited); the admins are asked for again whatever the answer. */
export function useRemoveClubAdmin(
  clubId: string,
  userId: string,
  { onRemoved, onRefused }: { onRemoved: () => Promise<unknown> | void; onRefused: Refused },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeClubAdmin(clubId, userId),
    onSuccess: onRemoved,
    onError: onRefused,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubProfileKeys.admins(clubId) }),
  });
}

/** The club's invitations not answered yet. */
export const usePendingInvitations = (clubId: string) => useQuery(pendingInvitationsQuery(clubId));

/** Invites someone by mail to admin the club: after `onInvited`, the pending invitations are asked for again. */
export function useInviteClubAdmin(
  clubId: string,
  { onInvited, onRefused }: { onInvited: (sent: InvitationSent) => void; onRefused: Refused },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteClubAdmin) => inviteClubAdmin(clubId, input),
    onSuccess: async (sent) => {
      onInvited(sent);
      await queryClient.invalidateQueries({ queryKey: invitationKeys.pending(clubId) });
    },
    onError: onRefused,
  });
}

/** Revokes a pending invitation; the pending invitations are asked for again whatever the answer. */
export function useRevokeInvitation(
  clubId: string,
  invitationId: string,
  { onRevoked, onRefused }: { onRevoked: () => void; onRefused: Refused },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeInvitation(clubId, invitationId),
    onSuccess: onRevoked,
    onError: onRefused,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.pending(clubId) }),
  });
}

/** The region and the other clubs the club's mystery deals are shown with, and the clubs to choose from. */
export const useClubAssociations = (clubId: string) => useQuery(clubAssociationsQuery(clubId));

/** Saves the club's region and associated clubs: they show as saved at once, then `onSaved` follows. */
export function useSaveClubAssociations(
  clubId: string,
  { onSaved, onRefused }: { onSaved: () => void; onRefused: Refused },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClubAssociations) => saveClubAssociations(clubId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(clubProfileKeys.associations(clubId), saved);
      onSaved();
    },
    onError: onRefused,
  });
}

/** Answers a club that asks to name this club in its mystery deals: the answer shows at once, then `onAnswered` follows. */
export function useAnswerAssociation(
  clubId: string,
  askingClubId: string,
  { onAnswered, onRefused }: { onAnswered: (answer: AssociationAnswer) => void; onRefused: Refused },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: AssociationAnswer) => answerAssociation(clubId, askingClubId, answer),
    onSuccess: (saved, answer) => {
      queryClient.setQueryData(clubProfileKeys.associations(clubId), saved);
      onAnswered(answer);
    },
    onError: onRefused,
  });
}

/** The invitation of a mail's link; its refusals (another address, expired, answered) are answers, not retried. */
export const useInvitation = (token: string) => useQuery(invitationQuery(token));

/** Forgets the invitation of a link once answered: it cannot be answered twice. */
function useForgetInvitation(token: string) {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ queryKey: invitationKeys.own(token) });
}

/** Accepts the invitation of a link and forgets it; `onAccepted` (awaited) follows. */
export function useAcceptInvitation(
  token: string,
  { onAccepted }: { onAccepted: (accepted: InvitationAccepted) => Promise<unknown> | void },
) {
  const forget = useForgetInvitation(token);
  return useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async (accepted) => {
      forget();
      await onAccepted(accepted);
    },
  });
}

/** Declines the invitation of a link and forgets it; `onDeclined` follows. */
export function useDeclineInvitation(token: string, { onDeclined }: { onDeclined: () => void }) {
  const forget = useForgetInvitation(token);
  return useMutation({
    mutationFn: () => declineInvitation(token),
    onSuccess: () => {
      forget();
      onDeclined();
    },
  });
}

/** The club's partner keys, those in use first. */
export const usePartnerKeys = (clubId: string) => useQuery(partnerKeysQuery(clubId));

/** Makes a partner key: `onCreated` gets its secret, the only time it is shown; the list is asked for again. */
export function useCreatePartnerKey(
  clubId: string,
  { onCreated, onRefused }: { onCreated: (key: CreatedPartnerKey) => void; onRefused: Refused },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePartnerKey) => createPartnerKey(clubId, input),
    onSuccess: onCreated,
    onError: onRefused,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeyKeys.list(clubId) }),
  });
}

/** Revokes a partner key; the list is asked for again whatever the answer. */
export function useRevokePartnerKey(
  clubId: string,
  keyId: string,
  { onRevoked, onRefused }: { onRevoked: () => void; onRefused: Refused },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokePartnerKey(clubId, keyId),
    onSuccess: onRevoked,
    onError: onRefused,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeyKeys.list(clubId) }),
  });
}

/** The club's webhook endpoints. */
export const useWebhookEndpoints = (clubId: string) => useQuery(webhookEndpointsQuery(clubId));
/** The latest deliveries to them, asked for again every few seconds while shown. */
export const useWebhookDeliveries = (clubId: string) => useQuery(webhookDeliveriesQuery(clubId));

/** Adds an endpoint: `onCreated` gets its signing secret, the only time it is shown. */
export function useCreateWebhookEndpoint(
  clubId: string,
  { onCreated, onRefused }: { onCreated: (endpoint: CreatedWebhookEndpoint) => void; onRefused: Refused },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookEndpoint) => createWebhookEndpoint(clubId, input),
    onSuccess: onCreated,
    onError: onRefused,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(clubId) }),
  });
}

/** Removes an endpoint; its list and the delivery log are asked for again. */
export function useRemoveWebhookEndpoint(
  clubId: string,
  endpointId: string,
  { onRemoved, onRefused }: { onRemoved: () => void; onRefused: Refused },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeWebhookEndpoint(clubId, endpointId),
    onSuccess: onRemoved,
    onError: onRefused,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(clubId) }),
        queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(clubId) }),
      ]),
  });
}

/** Sends a delivery's event again; the log is asked for again. */
export function useDeliverAgain(clubId: string, { onSent, onRefused }: { onSent: () => void; onRefused: Refused }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => deliverAgain(clubId, deliveryId),
    onSuccess: onSent,
    onError: onRefused,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(clubId) }),
  });
}

/** What a tee-sheet export would do: nothing is written. */
export function usePreviewImport(
  clubId: string,
  { onPreview, onRefused }: { onPreview: (result: ImportResult) => void; onRefused: Refused },
) {
  return useMutation({
    mutationFn: (file: string) => importTeeTimes(clubId, file, { preview: true }),
    onSuccess: onPreview,
    onError: onRefused,
  });
}

/** Imports a tee-sheet export: everything the club area shows of the club is asked for again. */
export function useImportTeeTimes(
  clubId: string,
  { onImported, onRefused }: { onImported: (result: ImportResult) => void; onRefused: Refused },
) {
  const refresh = useRefreshClub(clubId);
  return useMutation({
    mutationFn: (file: string) => importTeeTimes(clubId, file, { preview: false }),
    onSuccess: onImported,
    onError: onRefused,
    onSettled: refresh,
  });
}

/** The club's calendar of blocked times, if it subscribed to one. */
export const useClubCalendar = (clubId: string) => useQuery(clubCalendarQuery(clubId));

/** What a calendar would block and reopen: nothing is written. */
export function usePreviewCalendar(
  clubId: string,
  { onPreview, onRefused }: { onPreview: (result: CalendarRead) => void; onRefused: Refused },
) {
  return useMutation({
    mutationFn: (input: CalendarFeedInput) => previewCalendar(clubId, input),
    onSuccess: onPreview,
    onError: onRefused,
  });
}

/** Subscribes to a calendar (its blocks are applied at once); the club's sheet and the calendar are asked for again. */
export const useSubscribeCalendar = (clubId: string, handlers: { onDone: () => void; onRefused: Refused }) =>
  useClubChange(clubId, (input: CalendarFeedInput) => subscribeCalendar(clubId, input), handlers);

/** Reads the club's calendar now. */
export const useReadCalendarNow = (clubId: string, handlers: { onDone: () => void; onRefused: Refused }) =>
  useClubChange(clubId, () => readCalendarNow(clubId), handlers);

/** Ends the subscription: `onDone` gets how many tee times were reopened. */
export const useUnsubscribeCalendar = (
  clubId: string,
  handlers: { onDone: (result: { reopened: number }) => void; onRefused: Refused },
) => useClubChange(clubId, () => unsubscribeCalendar(clubId), handlers);
