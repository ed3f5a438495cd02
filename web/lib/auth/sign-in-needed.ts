import { useLocation } from 'react-router';

/** Router state of the landing view when the auth gate sent a visitor there from a signed-in page. */
interface SignInNeededState {
  signInNeededFor: string;
}

export const signInNeededState = (path: string): SignInNeededState => ({ signInNeededFor: path });

/** What the visitor wanted to do there, by the start of the path; texts under landing.signInNeeded. */
const purposes: [prefix: string, purpose: string][] = [
  ['/courses', 'findTeeTimes'],
  ['/search', 'findTeeTimes'],
  ['/mystery-tee-times', 'mysteryTeeTimes'],
  ['/surprise', 'mysteryTeeTimes'],
  ['/booking', 'book'],
  ['/payment-success', 'book'],
  ['/my-bookings', 'bookings'],
  ['/favorites', 'favorites'],
  ['/notifications', 'notifications'],
  ['/profile', 'profile'],
  // Before the club area: someone invited may not have an account yet.
  ['/golf-club/invitations', 'invitation'],
  ['/golf-club', 'clubArea'],
  ['/golf-club-admin', 'clubArea'],
  ['/super-admin', 'clubArea'],
];

export function signInPurpose(path: string): string {
  const pathname = path.split(/[?#]/)[0]!;
  return purposes.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1] ?? 'page';
}

/** The purpose of the signed-in page the visitor was sent away from, or null when they came here themselves. */
export function useSignInNeeded(): string | null {
  const state = useLocation().state as Partial<SignInNeededState> | null;
  return typeof state?.signInNeededFor === 'string' ? signInPurpose(state.signInNeededFor) : null;
}
