import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { FavoriteClub } from '../../../contract/favorites';
import { CONFIG_PATH, FAVORITES_PATH, ME_PATH } from '../../../contract/first-answers';
import type { Me, UpdateMe } from '../../../contract/me';
import type { PublicConfig } from '../../../contract/platform';
import { api } from '../api-client';
import { sessionQuery } from './session';
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
 * Who is signed in and, for a signed-in user, the profile with the roles, the favourite clubs and `more` of the
 * frame's answers, asked for while the app starts: the first screen is then built once with them, instead of again
 * (the whole layout, every card's heart) as each answer comes, and its first render asks for none of them.
 */
export async function prefetchTheSignedInUsersData(
  queryClient: QueryClient,
  more: readonly ((client: QueryClient) => Promise<void>)[] = [],
) {
  const session = await queryClient.fetchQuery(sessionQuery);
  if (!session) return;
  await Promise.all([
    queryClient.prefetchQuery(meQuery(session.user.id)),
    queryClient.prefetchQuery(favoritesQuery(true)),
    ...more.map((prefetch) => prefetch(queryClient)),
  ]);
}

export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  meta: SAME_FOR_EVERYONE,
  queryFn: () => api<PublicConfig>(CONFIG_PATH),
  staleTime: Infinity,
});

export const patchMe = (changes: UpdateMe) => api<Me>('/api/me', { method: 'PATCH', body: changes });

export const deleteMe = () => api<undefined>('/api/me', { method: 'DELETE' });

export const uploadProfileImage = (file: File) => {
  const form = new FormData();
  form.set('file', file);
  return api<Me>('/api/me/profile-image', { method: 'POST', body: form });
};
