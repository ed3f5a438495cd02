import { queryOptions } from '@tanstack/react-query';
import type { AdminMysteryRegion, SaveMysteryRegion } from '../../../contract/mystery-regions';
import { api } from '../../lib/api-client';
import { superAdminKeys } from './api';

const path = '/api/admin/mystery-regions';

export const mysteryRegionsQuery = () =>
  queryOptions({
    queryKey: [...superAdminKeys.all, 'mystery-regions'],
    queryFn: ({ signal }) => api<AdminMysteryRegion[]>(path, { signal }),
  });

export const createMysteryRegion = (input: SaveMysteryRegion) =>
  api<AdminMysteryRegion>(path, { method: 'POST', body: input });
export const renameMysteryRegion = (id: string, input: SaveMysteryRegion) =>
  api<AdminMysteryRegion>(`${path}/${id}`, { method: 'PUT', body: input });
export const retireMysteryRegion = (id: string) => api<void>(`${path}/${id}`, { method: 'DELETE' });
