import { queryOptions } from '@tanstack/react-query';
import type { CreatePartnerKey, CreatedPartnerKey, PartnerKey } from '../../../contract/partner-keys';
import { api } from '../../lib/api-client';
import { clubAdminKeys } from './api';

const base = (clubId: string) => `/api/clubs/${clubId}/admin/partner-keys`;

export const partnerKeyKeys = {
  list: (clubId: string) => [...clubAdminKeys.all(clubId), 'partner-keys'] as const,
};

export const partnerKeysQuery = (clubId: string) =>
  queryOptions({
    queryKey: partnerKeyKeys.list(clubId),
    queryFn: ({ signal }) => api<PartnerKey[]>(base(clubId), { signal }),
  });
export const createPartnerKey = (clubId: string, input: CreatePartnerKey) =>
  api<CreatedPartnerKey>(base(clubId), { method: 'POST', body: input });
export const revokePartnerKey = (clubId: string, keyId: string) =>
  api<PartnerKey>(`${base(clubId)}/${encodeURIComponent(keyId)}`, { method: 'DELETE' });
