interface Person {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  /** What a guest account is called (translated) until it gives a name: its address is not for people. */
  guestName?: string;
}

/** The first name, else a guest's name, else the part of the e-mail before the @. */
export function displayName({ firstName, email, guestName }: Person): string {
  if (firstName?.trim()) return firstName.trim();
  if (guestName) return guestName;
  return email?.split('@')[0] ?? '';
}

/** Initials of first and last name, else the first two letters of a guest's name or of the e-mail in capitals, else U. */
export function avatarInitials({ firstName, lastName, email, guestName }: Person): string {
  const first = firstName?.trim()?.[0];
  const last = lastName?.trim()?.[0];
  if (first && last) return `${first}${last}`.toUpperCase();
  const fallback = guestName ?? email;
  if (fallback && fallback.length >= 2) return fallback.slice(0, 2).toUpperCase();
  return 'U';
}
