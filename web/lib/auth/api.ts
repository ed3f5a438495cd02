import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Me, UpdateMe } from '../../../contract/me';
import type { PublicConfig } from '../../../contract/platform';
import { api } from '../api-client';
import { sessionQuery } from './session';

export const meKeys = { all: ['me'] as const };

export const meQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...meKeys.all, userId],
    queryFn: () => api<Me>('/api/me'),
    enabled: Boolean(userId),
  });

/**
 * Who is signed in and, for a signed-in user, the profile with the roles, asked for while the app starts: the
 * first screen is then built once with both, instead of once more (the whole layout) when the profile comes.
 */
export async function prefetchWhoIsSignedIn(queryClient: QueryClient) {
  const session = await queryClient.fetchQuery(sessionQuery);
  if (session) await queryClient.prefetchQuery(meQuery(session.user.id));
}

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
