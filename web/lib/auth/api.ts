import { queryOptions } from '@tanstack/react-query';
import type { Me, UpdateMe } from '../../../contract/me';
import type { PublicConfig } from '../../../contract/platform';
import { api } from '../api-client';

export const meKeys = { all: ['me'] as const };

export const meQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...meKeys.all, userId],
    queryFn: () => api<Me>('/api/me'),
    enabled: Boolean(userId),
  });

export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

export const patchMe = (changes: UpdateMe) => api<Me>('/api/me', { method: 'PATCH', body: changes });

export const deleteMe = () => api<undefined>('/api/me', { method: 'DELETE' });

export const uploadProfileImage = (file: File) => {
  const form = new FormData();
  form.set('file', file);
  return api<Me>('/api/me/profile-image', { method: 'POST', body: form });
};
