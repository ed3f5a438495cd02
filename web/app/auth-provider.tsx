import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';
import { EMAIL_CONFIRMED_PAGE } from '../../contract/auth-pages';
import type { SignIn, SignUp, UpdateMe } from '../../contract/me';
import { isLanguage } from '../../contract/languages';
import { deleteMe, meKeys, meQuery, patchMe, uploadProfileImage as postProfileImage } from '../lib/auth/api';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';
import { errorCode, ProviderError, providerMessage } from '../lib/auth/provider-error';
import { loadAuthClient, sessionQuery } from '../lib/auth/session';
import { forgetTheLastUsersAnswers } from '../lib/query-client';

const AUTH_CALLBACK_PATH = '/auth/callback';

/**
 * The signed-in state of the whole app (session, profile, roles) and what changes it; it says each change as a
 * toast, being part of the app shell rather than of the session library in web/lib/auth.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const sessionState = useQuery(sessionQuery);
  const [selectedGolfClubId, setSelectedGolfClubId] = useState<string | null>(null);
  const sessionUser = sessionState.data?.user ?? null;
  const profileQuery = useQuery(meQuery(sessionUser?.id));
  const profile = sessionUser ? (profileQuery.data ?? null) : null;

  // However a user's session ends (signed out, account deleted, expired, another user signed in from another tab),
  // the next one on this device sees nothing of theirs: not their favourites, bookings or club.
  const lastUserId = useRef<string | null>(null);
  useEffect(() => {
    const userId = sessionUser?.id ?? null;
    if (lastUserId.current && lastUserId.current !== userId) {
      setSelectedGolfClubId(null);
      forgetTheLastUsersAnswers(queryClient);
    }
    lastUserId.current = userId;
  }, [sessionUser?.id, queryClient]);

  const refreshGolfClubAdmin = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: meKeys.all });
  }, [queryClient]);

  // A refused sign-in, sign-up or Google sign-in is said once, by the form that asked (not also as a toast).
  const signUp = useCallback(
    async (input: SignUp) => {
      const { error } = await (
        await loadAuthClient()
      ).signUp.email({
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        preferredLanguage: isLanguage(i18n.language) ? i18n.language : undefined,
        acceptTerms: input.acceptTerms,
        // The link in the mail confirms the address, signs in and lands on the page that says so.
        callbackURL: EMAIL_CONFIRMED_PAGE,
      });
      if (error) throw new ProviderError(providerMessage(t, error, 'auth.toast.signUpError'), errorCode(error));
      toast.success(t('auth.toast.signUpSuccess'));
    },
    [t, i18n],
  );

  const signIn = useCallback(
    async (input: SignIn) => {
      const { error } = await (await loadAuthClient()).signIn.email({ email: input.email, password: input.password });
      if (error) throw new ProviderError(providerMessage(t, error, 'auth.toast.signInError'), errorCode(error));
      await sessionState.refetch();
      toast.success(t('auth.toast.signInSuccess'));
    },
    [t, sessionState],
  );

  const signInWithGoogle = useCallback(
    async ({ signUp }: { signUp: boolean } = { signUp: false }) => {
      const { error } = await (
        await loadAuthClient()
      ).signIn.social({
        provider: 'google',
        callbackURL: AUTH_CALLBACK_PATH,
        errorCallbackURL: '/auth',
        // Google alone opens no account: a sign-up says that the terms were accepted (contract/me.ts).
        ...(signUp ? { requestSignUp: true, additionalData: { acceptTerms: true } } : {}),
      });
      if (error) throw new ProviderError(providerMessage(t, error, 'auth.toast.googleError'), errorCode(error));
    },
    [t],
  );

  // Once the server has ended the session, nobody is signed in here: said without asking the server again, whose
  // answer could fail and leave the last user's name and answers on the screen after all.
  const nobodySignedIn = useCallback(() => queryClient.setQueryData(sessionQuery.queryKey, null), [queryClient]);

  const signOut = useCallback(async () => {
    try {
      const { error } = await (await loadAuthClient()).signOut();
      if (error) throw new ProviderError(providerMessage(t, error, 'auth.toast.signOutError'));
      nobodySignedIn();
      toast.success(t('auth.toast.signOutSuccess'));
    } catch (error) {
      toast.error(error instanceof ProviderError ? error.message : t('auth.toast.signOutError'));
    }
  }, [t, nobodySignedIn]);

  const updateProfile = useCallback(
    async (changes: UpdateMe) => {
      if (!sessionUser) {
        toast.error(t('profile.noUser'));
        throw new ProviderError(t('profile.noUser'));
      }
      try {
        queryClient.setQueryData(meQuery(sessionUser.id).queryKey, await patchMe(changes));
        toast.success(t('profile.updated'));
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : t('profile.updateError');
        toast.error(message);
        throw error;
      }
    },
    [sessionUser, queryClient, t],
  );

  const uploadProfileImage = useCallback(
    async (file: File) => {
      if (!sessionUser) throw new ProviderError(t('profile.noUser'));
      queryClient.setQueryData(meQuery(sessionUser.id).queryKey, await postProfileImage(file));
    },
    [sessionUser, queryClient, t],
  );

  const deleteAccount = useCallback(async () => {
    await deleteMe();
    nobodySignedIn();
    toast.success(t('profile.delete.done'));
  }, [nobodySignedIn, t]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: sessionUser ? { id: sessionUser.id, email: sessionUser.email, name: sessionUser.name } : null,
      profile,
      session: sessionState.data?.session
        ? { id: sessionState.data.session.id, expiresAt: new Date(sessionState.data.session.expiresAt) }
        : null,
      isLoading: sessionState.isPending,
      isProfileLoading: Boolean(sessionUser) && profileQuery.isPending,
      rolesError: Boolean(sessionUser) && profileQuery.isError && !profileQuery.data,
      isGolfClubAdmin: Boolean(profile?.roles.golfClubAdmin),
      isSuperAdmin: Boolean(profile?.roles.superAdmin),
      golfClubAdmin: profile?.roles.golfClubAdmin ?? null,
      selectedGolfClubId,
      setSelectedGolfClubId,
      refreshGolfClubAdmin,
      signUp,
      signIn,
      signInWithGoogle,
      signOut,
      updateProfile,
      uploadProfileImage,
      deleteAccount,
    }),
    [
      sessionUser,
      profile,
      sessionState.data,
      sessionState.isPending,
      profileQuery.isPending,
      profileQuery.isError,
      profileQuery.data,
      selectedGolfClubId,
      refreshGolfClubAdmin,
      signUp,
      signIn,
      signInWithGoogle,
      signOut,
      updateProfile,
      uploadProfileImage,
      deleteAccount,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
