import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { FavoriteClub } from '../../../contract/favorites';
import { CONFIG_PATH, FAVORITES_PATH, ME_PATH } from '../../../contract/first-answers';
import type { Me, UpdateMe } from '../../../contract/me';
import type { PublicConfig } from '../../../contract/platform';
import { api } from '../api-client';
import { SAME_FOR_EVERYONE } from '../query-client';

export const meKeys = { all: ['me'] as const };

export const meQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...meKeys.all, userId],
    queryFn: () => api<Me>(ME_PATH),
    enabled: Boolean(userId),
  });

/** The clubs a signed-in golfer keeps as favourites: the heart on every club's card and page. */
export const favoritesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['favorites'] as const,
    queryFn: ({ signal }) => api<FavoriteClub[]>(FAVORITES_PATH, { signal }),
    enabled,
  });

/**
 * A signed-in user's profile with the roles and their favourite clubs, asked for while the app starts: the first
 * screen is then built once with them, instead of again (the whole layout, every card's heart) as each answer comes,
 * and its first render asks for none of them.
 */
export const prefetchTheSignedInUsersData = (queryClient: QueryClient, userId: string) =>
  Promise.all([queryClient.prefetchQuery(meQuery(userId)), queryClient.prefetchQuery(favoritesQuery(true))]);

export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  meta: SAME_FOR_EVERYONE,
  queryFn: () => api<PublicConfig>(CONFIG_PATH),
  staleTime: Infinity,
});

export const patchMe = (changes: UpdateMe) => api<Me>(ME_PATH, { method: 'PATCH', body: changes });

export const deleteMe = () => api<undefined>(ME_PATH, { method: 'DELETE' });

export const uploadProfileImage = (file: File) => {
  const form = new FormData();
  form.set('file', file);
  return api<Me>('/api/me/profile-image', { method: 'POST', body: form });
};
