import { queryOptions } from '@tanstack/react-query';
import type { ClubPricing } from '../../../contract/club-pricing';
import type { Language } from '../../../contract/languages';
import type {
  AdminTeeTime,
  BlockPreview,
  BlockPreviewQuery,
  BlockResult,
  BlockTeeTimes,
  ClubBooking,
  ClubBookingsQuery,
  ClubDashboard,
  ClubSettings,
  CreateTeeTime,
  GenerateSchedule,
  SchedulePreview,
  ScheduleResult,
  UpdateTeeTime,
} from '../../../contract/club-admin';
import type { ChangeDeskBooking, CreateDeskBookingInput, MoveBooking, SheetTeeTime } from '../../../contract/desk';
import { api } from '../../lib/api-client';

const base = (clubId: string) => `/api/clubs/${clubId}/admin`;

export const clubAdminKeys = {
  all: (clubId: string) => ['club-admin', clubId] as const,
  teeSheet: (clubId: string, date: string) => ['club-admin', clubId, 'tee-times', date] as const,
};

export const dashboardQuery = (clubId: string) =>
  queryOptions({
    queryKey: [...clubAdminKeys.all(clubId), 'dashboard'],
    queryFn: ({ signal }) => api<ClubDashboard>(`${base(clubId)}/dashboard`, { signal }),
  });

export const teeSheetQuery = (clubId: string, date: string) =>
  queryOptions({
    queryKey: clubAdminKeys.teeSheet(clubId, date),
    queryFn: ({ signal }) => api<SheetTeeTime[]>(`${base(clubId)}/tee-times`, { query: { date }, signal }),
  });

/** The tee times of seven days from `from`, for the week at a glance. */
export const weekSheetQuery = (clubId: string, from: string) =>
  queryOptions({
    queryKey: [...clubAdminKeys.all(clubId), 'week', from],
    queryFn: ({ signal }) => api<AdminTeeTime[]>(`${base(clubId)}/tee-times/week`, { query: { from }, signal }),
  });

export const createTeeTime = (clubId: string, input: CreateTeeTime) =>
  api<AdminTeeTime>(`${base(clubId)}/tee-times`, { method: 'POST', body: input });
export const previewSchedule = (clubId: string, input: GenerateSchedule) =>
  api<SchedulePreview>(`${base(clubId)}/tee-times/schedule/preview`, { method: 'POST', body: input });
export const generateSchedule = (clubId: string, input: GenerateSchedule) =>
  api<ScheduleResult>(`${base(clubId)}/tee-times/schedule`, { method: 'POST', body: input });
export const updateTeeTime = (clubId: string, teeTimeId: string, input: UpdateTeeTime) =>
  api<AdminTeeTime>(`${base(clubId)}/tee-times/${teeTimeId}`, { method: 'PATCH', body: input });
export const deleteTeeTime = (clubId: string, teeTimeId: string) =>
  api<void>(`${base(clubId)}/tee-times/${teeTimeId}`, { method: 'DELETE' });

/** The open tee times a block would close and the bookings on them; always asked afresh, as bookings come in. */
export const blockPreviewQuery = (clubId: string, range: BlockPreviewQuery) =>
  queryOptions({
    queryKey: [...clubAdminKeys.all(clubId), 'block-preview', range],
    queryFn: ({ signal }) => api<BlockPreview>(`${base(clubId)}/blocks/preview`, { query: { ...range }, signal }),
    staleTime: 0,
  });
export const blockTeeTimes = (clubId: string, input: BlockTeeTimes) =>
  api<BlockResult>(`${base(clubId)}/blocks`, { method: 'POST', body: input });

export const clubBookingsQuery = (clubId: string, filter: ClubBookingsQuery) =>
  queryOptions({
    queryKey: [...clubAdminKeys.all(clubId), 'bookings', filter],
    queryFn: ({ signal }) => api<ClubBooking[]>(`${base(clubId)}/bookings`, { query: { ...filter }, signal }),
    placeholderData: (previous) => previous,
  });

/** Where the CSV of the same filter downloads from, headed in the admin's language (the session cookie goes with the link). */
export const clubBookingsCsvUrl = (clubId: string, filter: ClubBookingsQuery, language: Language) =>
  `${base(clubId)}/bookings.csv?${new URLSearchParams([...(Object.entries(filter).filter(([, value]) => value) as [string, string][]), ['language', language]])}`;

export const recordOutcome = (clubId: string, bookingId: string, status: 'completed' | 'no_show') =>
  api<void>(`${base(clubId)}/bookings/${bookingId}/outcome`, { method: 'POST', body: { status } });
export const undoOutcome = (clubId: string, bookingId: string) =>
  api<void>(`${base(clubId)}/bookings/${bookingId}/outcome`, { method: 'DELETE' });
export const markDeskPayment = (clubId: string, bookingId: string, received: boolean) =>
  api<void>(`${base(clubId)}/bookings/${bookingId}/desk-payment`, { method: received ? 'POST' : 'DELETE' });
export const cancelClubBooking = (clubId: string, bookingId: string) =>
  api<void>(`${base(clubId)}/bookings/${bookingId}/cancel`, { method: 'POST' });

export const clubSettingsQuery = (clubId: string) =>
  queryOptions({
    queryKey: [...clubAdminKeys.all(clubId), 'settings'],
    queryFn: ({ signal }) => api<ClubSettings>(`${base(clubId)}/settings`, { signal }),
  });
export const saveClubSettings = (clubId: string, settings: ClubSettings) =>
  api<ClubSettings>(`${base(clubId)}/settings`, { method: 'PUT', body: settings });

export const clubPricingQuery = (clubId: string) =>
  queryOptions({
    queryKey: [...clubAdminKeys.all(clubId), 'pricing'],
    queryFn: ({ signal }) => api<ClubPricing>(`${base(clubId)}/pricing`, { signal }),
  });
export const saveClubPricing = (clubId: string, pricing: ClubPricing) =>
  api<ClubPricing>(`${base(clubId)}/pricing`, { method: 'PUT', body: pricing });

export const createDeskBooking = (clubId: string, input: CreateDeskBookingInput, idempotencyKey: string) =>
  api<{ id: string; reference: string }>(`${base(clubId)}/bookings`, {
    method: 'POST',
    body: input,
    headers: { 'idempotency-key': idempotencyKey },
  });
export const changeDeskBooking = (clubId: string, bookingId: string, input: ChangeDeskBooking) =>
  api<void>(`${base(clubId)}/bookings/${bookingId}`, { method: 'PATCH', body: input });
export const moveBooking = (clubId: string, bookingId: string, input: MoveBooking) =>
  api<void>(`${base(clubId)}/bookings/${bookingId}/move`, { method: 'POST', body: input });
export const markCheckIn = (clubId: string, bookingId: string, arrived: boolean) =>
  api<void>(`${base(clubId)}/bookings/${bookingId}/check-in`, { method: arrived ? 'POST' : 'DELETE' });
