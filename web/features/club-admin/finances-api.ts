import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../contract/languages';
import type { ClubFinances, PayoutAccount, PayoutAccountInput } from '../../../contract/finances';
import { api } from '../../lib/api-client';
import { clubAdminKeys } from './api';

const base = (clubId: string) => `/api/clubs/${clubId}/admin/finances`;

export const financesQuery = (clubId: string, month: string) =>
  queryOptions({
    queryKey: [...clubAdminKeys.all(clubId), 'finances', month],
    queryFn: ({ signal }) => api<ClubFinances>(base(clubId), { query: { month }, signal }),
  });

/** Where the month's CSV downloads from, headed in the admin's language (the session cookie goes with the link). */
export const financesCsvUrl = (clubId: string, month: string, language: Language) =>
  `${base(clubId)}.csv?${new URLSearchParams({ month, language })}`;

/** Where the month's invoice with its QR-bill downloads from (only when the club owes us: `invoiceDue`), in the admin's language. */
export const financesInvoiceUrl = (clubId: string, month: string, language: Language) =>
  `${base(clubId)}/invoice.pdf?${new URLSearchParams({ month, language })}`;

export const payoutAccountQuery = (clubId: string) =>
  queryOptions({
    queryKey: [...clubAdminKeys.all(clubId), 'payout-account'],
    queryFn: ({ signal }) => api<PayoutAccount | null>(`${base(clubId)}/onboarding`, { signal }),
  });

export const savePayoutAccount = (clubId: string, input: PayoutAccountInput) =>
  api<PayoutAccount>(`${base(clubId)}/onboarding`, { method: 'PUT', body: input });
