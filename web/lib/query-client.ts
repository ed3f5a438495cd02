import { QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The answer is the same whoever asks (or says who asks): it is kept when the signed-in user changes, as
       * every other answer is forgotten then (`forgetTheLastUsersAnswers`).
       */
      sameForEveryone?: true;
    };
  }
}

/** What a query that every visitor gets the same answer to says, to be kept when the signed-in user changes. */
export const SAME_FOR_EVERYONE = { sameForEveryone: true } as const;

/** The spec's cache: fresh 30 s, kept 5 min, one retry, no refetch on window focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * Whoever signs in next on this device sees nothing of the last user's: every answer not the same for everyone is
 * emptied, and the ones on the screen are asked for again (as the new user, or not at all when nobody is signed in).
 */
export function forgetTheLastUsersAnswers(queryClient: QueryClient) {
  void queryClient.resetQueries({ predicate: (query) => !query.meta?.sameForEveryone });
}
