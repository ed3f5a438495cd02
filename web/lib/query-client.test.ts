import { expect, test } from 'vitest';
import { createQueryClient, forgetTheLastUsersAnswers, SAME_FOR_EVERYONE } from './query-client';

test('when the signed-in user changes, only the answers that are the same for everyone are kept', () => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['favorites'], ['club-of-the-last-user']);
  queryClient.getQueryCache().build(queryClient, { queryKey: ['config'], meta: SAME_FOR_EVERYONE });
  queryClient.setQueryData(['config'], { googleSignIn: true });

  forgetTheLastUsersAnswers(queryClient);

  expect(queryClient.getQueryData(['favorites'])).toBeUndefined();
  expect(queryClient.getQueryData(['config'])).toEqual({ googleSignIn: true });
});
