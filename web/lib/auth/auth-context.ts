import { createContext, useContext } from 'react';
import type { Me, SignIn, SignUp, UpdateMe } from '../../../contract/me';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export interface AuthContextValue {
  user: SessionUser | null;
  profile: Me | null;
  session: { id: string; expiresAt: Date } | null;
  /** Who is signed in is not known yet. */
  isLoading: boolean;
  /** Signed in, and the profile with the roles is still on its way. */
  isProfileLoading: boolean;
  /** The profile with the roles could not be loaded for a signed-in user. */
  rolesError: boolean;
  isGolfClubAdmin: boolean;
  isSuperAdmin: boolean;
  golfClubAdmin: Me['roles']['golfClubAdmin'];
  selectedGolfClubId: string | null;
  setSelectedGolfClubId: (clubId: string | null) => void;
  refreshGolfClubAdmin: () => Promise<void>;
  signUp: (input: SignUp) => Promise<void>;
  signIn: (input: SignIn) => Promise<void>;
  /** Through Google; `signUp` opens an account for a new address, the terms having been accepted. */
  signInWithGoogle: (options?: { signUp: boolean }) => Promise<void>;
  signOut: () => Promise<void>;
  updateProfile: (changes: UpdateMe) => Promise<void>;
  uploadProfileImage: (file: File) => Promise<void>;
  /** Deletes the account and signs out; rejects with the API's error (409 while a round is ahead). */
  deleteAccount: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
